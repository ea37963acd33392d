/*
 * Whether hackathons are saved, and the toggle: the module a card's Save button loads after the
 * card (components/SaveButton.tsx), and that the page's button, the /saved screen and the log-in read.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useSyncExternalStore } from 'react'
import type { HackathonPublic } from '../../client/types.gen'
import { hasToken } from '../../lib/session'
import { savedHackathonsQuery } from './queries'
import { localSaves, setLocalSave, subscribeLocalSaves } from './storage'

// Whatever else reads this browser's saves goes through this module, so the card's lazily loaded
// state is one file.
export { LOCAL_SAVES_KEY, localSaves, replaceLocalSaves } from './storage'

const loadActions = () => import('./actions')

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

/**
 * Whether the hackathon is saved, and the toggle that saves or forgets it where the viewer's saves
 * live: the account (its code loaded with the first save), else this browser.
 */
export function useSaveToggle(hackathon: HackathonPublic): { saved: boolean; toggle: () => void } {
  const saved = useIsSaved(hackathon.id)
  const queryClient = useQueryClient()
  const toggle = useCallback(() => {
    if (!hasToken()) return setLocalSave(hackathon.id, !saved)
    void loadActions().then(({ toggleAccountSave }) => toggleAccountSave(queryClient, hackathon, !saved))
  }, [hackathon, saved, queryClient])
  return { saved, toggle }
}

interface SaveStateProps {
  hackathon: HackathonPublic
  children: (saved: boolean, toggle: () => void) => ReactNode
}

/** Whether the hackathon is saved and how to toggle it, for a card's Save button (loaded after the card). */
export default function SaveState({ hackathon, children }: SaveStateProps) {
  const { saved, toggle } = useSaveToggle(hackathon)
  return children(saved, toggle)
}
