import { ClassNames } from '@emotion/react'
import type { ReactNode } from 'react'
import { FiSearch } from 'react-icons/fi'
import * as styles from './EmptyState.styles'

/**
 * A list with nothing in it yet: what is missing and what to do about it. Every empty list sits right
 * under its page's h1, so its title is an h2 (the library's h3 would skip a level in the outline).
 */
export function EmptyState({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.parts.root)}>
          <div className={css(styles.parts.content)}>
            <div className={css(styles.parts.indicator)}>{icon ?? <FiSearch />}</div>
            <div className={css(styles.text)}>
              <h2 className={css(styles.parts.title)}>{title}</h2>
              {description && <p className={css(styles.parts.description)}>{description}</p>}
            </div>
          </div>
        </div>
      )}
    </ClassNames>
  )
}
