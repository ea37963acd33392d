import type { LinkWatchRepository, WatchedLink } from '../../db/repositories/link-watch.js'
import type { Job } from '../jobs/runner.js'
import { claimSecondsOf, type LinkChecker, type LinkCheckerDeps } from './check.js'

/**
 * How often a process looks again when it found nothing it may claim: links fall due days apart, but
 * a due link whose host is still in its delay becomes claimable seconds later.
 */
export const LINK_WATCH_POLL_MS = 15_000

/** The link watch as a Job: due links claimed from the database (see linkWatchRepository.claimDue), each checked once. */
export function linkWatchJob(
  repo: LinkWatchRepository,
  checker: LinkChecker,
  deps: Pick<LinkCheckerDeps, 'fetch' | 'hostDelaySeconds'>,
): Job<WatchedLink> {
  return {
    name: 'link-watch',
    claim: (now, limit) => repo.claimDue(now, limit, claimSecondsOf(deps)),
    run: async (link) => {
      await checker.check(link)
    },
  }
}
