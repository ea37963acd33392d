import { ClassNames } from '@emotion/react'
import { lazy, Suspense, useId, useState } from 'react'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { HISTORY_TEXTS } from '../texts'
import * as styles from './HackathonHistory.styles'

// The list and its revert actions load when a visitor first shows the History, or points at the button.
const loadRevisionList = () => import('./RevisionList')
const RevisionList = lazy(() => loadRevisionList().then((module) => ({ default: module.RevisionList })))

/**
 * A hackathon's History: every recorded change, newest first, with how it came about and who made
 * it (display names only), loaded when asked for. Its closed frame is plain, like the page above it.
 */
export function HackathonHistory({ hackathonId }: { hackathonId: string }) {
  const [shown, setShown] = useState(false)
  const regionId = useId()
  const headingId = useId()
  return (
    <ClassNames>
      {({ css }) => (
        <section className={css(styles.section)} aria-labelledby={headingId}>
          <div className={css(styles.header)}>
            <h2 className={css(styles.heading)} id={headingId}>
              {HISTORY_TEXTS.heading}
            </h2>
            <RecipeButton
              size="sm"
              variant="outline"
              aria-expanded={shown}
              aria-controls={regionId}
              onPointerEnter={loadRevisionList}
              onFocus={loadRevisionList}
              onClick={() => setShown(!shown)}
            >
              {shown ? HISTORY_TEXTS.hide : HISTORY_TEXTS.show}
            </RecipeButton>
          </div>
          <div id={regionId}>
            {shown && (
              <Suspense
                fallback={
                  <p className={css(styles.loading)} role="status">
                    {HISTORY_TEXTS.loading}
                  </p>
                }
              >
                <RevisionList hackathonId={hackathonId} />
              </Suspense>
            )}
          </div>
        </section>
      )}
    </ClassNames>
  )
}
