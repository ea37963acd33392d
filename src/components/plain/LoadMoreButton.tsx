import { ClassNames } from '@emotion/react'
import * as styles from './LoadMoreButton.styles'
import { RecipeButton } from './RecipeButton'

interface LoadMoreButtonProps {
  /** An infinite query's state: the button shows only while there is more to load. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
  label: string
}

/** Loads the next page of a long list: lists never stop silently at their first page. */
export function LoadMoreButton({ query, label }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.row)}>
          <RecipeButton
            variant="outline"
            size="md"
            onClick={() => query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {label}
          </RecipeButton>
        </div>
      )}
    </ClassNames>
  )
}
