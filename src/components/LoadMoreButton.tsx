import { ClassNames } from '@emotion/react'
import { staticStyles } from '../lib/static-styles'
import { RecipeButton } from './plain/RecipeButton'

/** Centred below the list (a Chakra Center, resolved once: the homepage renders it with its first cards). */
const rowStyles = staticStyles({ display: 'flex', alignItems: 'center', justifyContent: 'center', mt: '5' })

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
        <div className={css(rowStyles)}>
          <RecipeButton variant="outline" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {label}
          </RecipeButton>
        </div>
      )}
    </ClassNames>
  )
}
