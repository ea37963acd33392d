import type { QueryClient } from '@tanstack/react-query'
import { saveHackathon, unsaveHackathon } from '../../client/sdk.gen'
import type { HackathonPublic, HackathonsPublic } from '../../client/types.gen'
import { invalidateOperations } from '../../lib/queries'
import { showError } from '../../lib/toasts'
import { savedHackathonsQuery } from './queries'

/*
 * What saving does on the server, loaded with the first save rather than with the cards (the
 * homepage's budget): the cards only read whether a hackathon is saved.
 */

/** What a save changes: the account's list (and with it its calendar). */
export const SAVED_OPERATIONS = ['readSavedHackathons'] as const

/**
 * Saves or forgets a hackathon in the account. The cached list changes at once (and back, with an
 * error toast, when the server refuses), then is read again.
 */
export async function toggleAccountSave(queryClient: QueryClient, hackathon: HackathonPublic, save: boolean) {
  const { queryKey } = savedHackathonsQuery()
  await queryClient.cancelQueries({ queryKey })
  const before = queryClient.getQueryData<HackathonsPublic>(queryKey)
  if (before) {
    const others = before.data.filter((row) => row.id !== hackathon.id)
    const data = save ? [...others, hackathon] : others
    queryClient.setQueryData<HackathonsPublic>(queryKey, {
      data,
      count: before.count + data.length - before.data.length,
    })
  }
  try {
    const options = { path: { hackathon_id: hackathon.id }, throwOnError: true } as const
    await (save ? saveHackathon(options) : unsaveHackathon(options))
  } catch (error) {
    if (before) queryClient.setQueryData(queryKey, before)
    showError(error)
  } finally {
    await invalidateOperations(queryClient, ...SAVED_OPERATIONS)
  }
}
