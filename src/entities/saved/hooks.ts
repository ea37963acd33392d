import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { saveHackathon, unsaveHackathon } from '../../client/sdk.gen'
import type { HackathonPublic, HackathonsPublic } from '../../client/types.gen'
import { errorStatus } from '../../lib/errors'
import { invalidateOperations } from '../../lib/queries'
import { hasToken } from '../../lib/session'
import { showError } from '../../lib/toasts'
import { savedHackathonsQuery } from './queries'
import { localSaves, replaceLocalSaves, setLocalSave, subscribeLocalSaves } from './storage'
import { SAVED_TEXTS } from './texts'

/** What a save changes: the account's list (and with it its calendar). */
const SAVED_OPERATIONS = ['readSavedHackathons'] as const

/** The ids saved in this browser, kept current as they change (also in another tab). */
export function useLocalSaves(): readonly string[] {
  return useSyncExternalStore(subscribeLocalSaves, localSaves, localSaves)
}

/**
 * Whether the hackathon is saved: in the account once signed in, else in this browser. Every card
 * reads the one cached list of the account, so a feed makes one request, not one per card.
 */
export function useIsSaved(id: string): boolean {
  const signedIn = hasToken()
  const local = useLocalSaves()
  const { data } = useQuery({
    ...savedHackathonsQuery(),
    enabled: signedIn,
    select: (page) => page.data.some((hackathon) => hackathon.id === id),
  })
  return signedIn ? data === true : local.includes(id)
}

interface Toggle {
  hackathon: HackathonPublic
  save: boolean
}

/**
 * Saves or forgets a hackathon where the viewer's saves live. The account's list changes at once
 * (and back, with an error toast, when the server refuses), then is read again.
 */
export function useToggleSave() {
  const queryClient = useQueryClient()
  const { queryKey } = savedHackathonsQuery()
  return useMutation({
    mutationFn: async ({ hackathon, save }: Toggle) => {
      if (!hasToken()) return setLocalSave(hackathon.id, save)
      const options = { path: { hackathon_id: hackathon.id }, throwOnError: true } as const
      await (save ? saveHackathon(options) : unsaveHackathon(options))
    },
    onMutate: async ({ hackathon, save }: Toggle) => {
      if (!hasToken()) return undefined
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
      return { before }
    },
    onError: (error, _toggle, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before)
      showError(error, SAVED_TEXTS.saveFailed)
    },
    onSettled: () => (hasToken() ? invalidateOperations(queryClient, ...SAVED_OPERATIONS) : undefined),
  })
}

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
