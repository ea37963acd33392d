import type { PGlite } from '@electric-sql/pglite'

/** The channel migration 0005's triggers notify on every committed write to hackathons or series. */
export const LISTING_CHANGES_CHANNEL = 'listing_changes'

/**
 * Committed changes to the public lists, as they are heard. `onChange` is called after every change,
 * and also whenever listening stops or resumes, since changes may have gone unheard in between;
 * `listening` says whether a change would be heard right now.
 */
export interface ListingChanges {
  readonly listening: boolean
  onChange(listener: () => void): void
  stop(): Promise<void>
}

/** Fans the changes heard on one channel out to the listeners. */
class ListingChangesHub implements ListingChanges {
  listening = false
  private readonly listeners: (() => void)[] = []
  constructor(readonly stop: () => Promise<void>) {}
  onChange(listener: () => void) {
    this.listeners.push(listener)
  }
  changed() {
    for (const listener of this.listeners) listener()
  }
  setListening(listening: boolean) {
    this.listening = listening
    this.changed()
  }
}

/** The embedded database is one process's: its own notifications are all there is to hear. */
export async function pgliteListingChanges(client: PGlite): Promise<ListingChanges> {
  let unlisten: (() => Promise<void>) | undefined
  const hub = new ListingChangesHub(async () => {
    hub.setListening(false)
    await unlisten?.()
  })
  unlisten = await client.listen(LISTING_CHANGES_CHANNEL, () => hub.changed())
  hub.setListening(true)
  return hub
}

/** How long to wait before listening again after the connection was lost. */
const RELISTEN_DELAY_MS = 1000

/**
 * A dedicated connection LISTENs (a pooled one would be handed to queries). When it drops, changes
 * go unheard until a new connection listens again, a second later and for as long as it takes.
 */
export async function postgresListingChanges(url: string): Promise<ListingChanges> {
  const { Client } = await import('pg')
  let stopped = false
  let current: InstanceType<typeof Client> | undefined
  let retry: NodeJS.Timeout | undefined
  const hub = new ListingChangesHub(async () => {
    stopped = true
    clearTimeout(retry)
    hub.setListening(false)
    await current?.end().catch(() => {})
  })
  const lost = (client: InstanceType<typeof Client>) => {
    if (client !== current) return
    current = undefined
    hub.setListening(false)
    client.end().catch(() => {})
    if (!stopped) retry = setTimeout(listen, RELISTEN_DELAY_MS).unref()
  }
  async function listen() {
    const client = new Client({ connectionString: url })
    current = client
    client.on('notification', () => hub.changed())
    client.on('error', () => lost(client))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${LISTING_CHANGES_CHANNEL}`)
      if (current === client) hub.setListening(true)
    } catch {
      lost(client)
    }
  }
  await listen()
  return hub
}
