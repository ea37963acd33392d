import type { QueryClient } from '@tanstack/react-query'
import { saveHackathon } from '../../client/sdk.gen'
import { errorStatus } from '../../lib/errors'
import { invalidateOperations } from '../../lib/queries'
import { SAVED_OPERATIONS } from './actions'
import { localSaves, replaceLocalSaves } from './state'

/**
 * At log-in, what the visitor saved in this browser moves into the account, and leaves the browser:
 * a hackathon deleted since (404) is dropped; one whose save failed otherwise stays for the next
 * log-in.
 */
export async function moveLocalSavesToAccount(queryClient: QueryClient): Promise<void> {
  const ids = localSaves()
  if (ids.length === 0) return
  const outcomes = await Promise.allSettled(
    ids.map((id) => saveHackathon({ path: { hackathon_id: id }, throwOnError: true })),
  )
  replaceLocalSaves(
    ids.filter((_, index) => {
      const outcome = outcomes[index]
      return outcome?.status === 'rejected' && errorStatus(outcome.reason) !== 404
    }),
  )
  await invalidateOperations(queryClient, ...SAVED_OPERATIONS)
}
