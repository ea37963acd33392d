/**
 * A visitor's saved hackathons: their ids in this browser's local storage, newest last, until a
 * log-in moves them into the account. Components read them through `useSyncExternalStore`; other
 * tabs' changes arrive by the `storage` event. Storage that is refused (private mode, a blocked
 * origin) or holds something else reads as nothing saved.
 */
export const LOCAL_SAVES_KEY = 'saved_hackathons'

const listeners = new Set<() => void>()
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: [] }

function parse(raw: string | null): readonly string[] {
  try {
    const ids: unknown = JSON.parse(raw ?? '[]')
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && /^[\w-]{36}$/.test(id)) : []
  } catch {
    return []
  }
}

/** The ids saved in this browser: the same array until they change. */
export function localSaves(): readonly string[] {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(LOCAL_SAVES_KEY)
  } catch {
    // Refused storage: nothing is saved in this browser.
  }
  if (raw !== cached.raw) cached = { raw, ids: parse(raw) }
  return cached.ids
}

/** Keeps only `ids` in this browser (none: the list is cleared). */
export function replaceLocalSaves(ids: readonly string[]) {
  try {
    if (ids.length) localStorage.setItem(LOCAL_SAVES_KEY, JSON.stringify(ids))
    else localStorage.removeItem(LOCAL_SAVES_KEY)
  } catch {
    // Full or refused storage keeps what it had, and the buttons show that.
  }
  for (const listener of listeners) listener()
}

export const setLocalSave = (id: string, saved: boolean) =>
  replaceLocalSaves([...localSaves().filter((other) => other !== id), ...(saved ? [id] : [])])

export function subscribeLocalSaves(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}
