/**
 * A visitor's saved hackathons: their ids in this browser's local storage, newest last, until a
 * log-in moves them into the account. Components read them through `useSyncExternalStore`; other
 * tabs' changes arrive by the `storage` event.
 */
export const LOCAL_SAVES_KEY = 'saved_hackathons'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const listeners = new Set<() => void>()
const NONE: readonly string[] = Object.freeze([])

let cachedRaw: string | null = null
let cachedIds: readonly string[] = NONE

function readRaw(): string | null {
  try {
    return localStorage.getItem(LOCAL_SAVES_KEY)
  } catch {
    // Storage refused (private mode, a blocked origin): nothing is saved in this browser.
    return null
  }
}

/** The ids saved in this browser (the same array until they change); anything malformed is passed over. */
export function localSaves(): readonly string[] {
  const raw = readRaw()
  if (raw === cachedRaw) return cachedIds
  cachedRaw = raw
  let parsed: unknown
  try {
    parsed = raw === null ? [] : JSON.parse(raw)
  } catch {
    parsed = []
  }
  const ids = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && UUID.test(id)) : []
  cachedIds = ids.length === 0 ? NONE : [...new Set(ids)]
  return cachedIds
}

function write(ids: readonly string[]) {
  try {
    if (ids.length === 0) localStorage.removeItem(LOCAL_SAVES_KEY)
    else localStorage.setItem(LOCAL_SAVES_KEY, JSON.stringify(ids))
  } catch {
    // A full or refused storage keeps what it had; the button shows what is stored.
  }
  for (const listener of listeners) listener()
}

export function setLocalSave(id: string, saved: boolean) {
  const ids = localSaves().filter((other) => other !== id)
  write(saved ? [...ids, id] : ids)
}

/** Keeps only `ids` in this browser (none: the list is cleared). */
export const replaceLocalSaves = (ids: readonly string[]) => write(ids)

export function subscribeLocalSaves(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_SAVES_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
