import { ClassNames } from '@emotion/react'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { readRelatedHackathonsOptions } from '../../../client/@tanstack/react-query.gen'
import { LoadError } from '../../../components/QueryState'
import { HackathonCard } from '../../../entities/hackathon/components/HackathonCard'
import { HACKATHON_PAGE_TEXTS } from '../texts'
import * as styles from './RelatedHackathons.styles'

/**
 * A few hackathons related to one (its series, its themes, nearby), below its page's facts. Asked
 * for once the page is on screen, so the page never waits for them; when there are none, nothing
 * shows, as a heading over nothing would only be noise. Plain elements, like the page above them.
 */
export function RelatedHackathons({ id }: { id: string }) {
  const query = useQuery(readRelatedHackathonsOptions({ path: { id } }))
  const headingId = useId()
  if (query.isError && query.data === undefined) {
    return <LoadError title={HACKATHON_PAGE_TEXTS.relatedError} error={query.error} onRetry={query.refetch} />
  }
  if (!query.isPending && query.data.data.length === 0) return null
  const now = new Date()
  return (
    <ClassNames>
      {({ css }) =>
        query.isPending ? (
          <p className={css(styles.loading)} role="status">
            <span className={css(styles.spinner)} /> {HACKATHON_PAGE_TEXTS.relatedLoading}
          </p>
        ) : (
          <section className={css(styles.section)} aria-labelledby={headingId}>
            <h2 className={css(styles.heading)} id={headingId}>
              {HACKATHON_PAGE_TEXTS.related}
            </h2>
            <div className={css(styles.grid)}>
              {query.data.data.map((hackathon) => (
                <HackathonCard key={hackathon.id} hackathon={hackathon} now={now} />
              ))}
            </div>
          </section>
        )
      }
    </ClassNames>
  )
}
