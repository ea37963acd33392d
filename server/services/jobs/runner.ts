import type { Clock } from '../clock.js'
import type { JobMetrics } from '../metrics.js'

/**
 * A kind of background work whose due items live in the database. `claim` marks up to `limit` due
 * items as taken until an expiry (so any number of processes on one database share the work, and
 * the items of a process that dies become due again once the claim expires); `run` does one and
 * records it, which makes it no longer due.
 */
export interface Job<T> {
  name: string
  claim(now: Date, limit: number): Promise<T[]>
  run(item: T, signal: AbortSignal): Promise<void>
}

/** After the nth failed send, the next try waits RETRY_DELAYS_S[n - 1]; past the last, the send is given up. */
const RETRY_DELAYS_S = [60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600] as const

/** When a send that has just failed for the `attempts`th time is tried again, or null when it is given up. */
export function nextTryAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_S[attempts - 1]
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000)
}

export interface JobRunnerOptions {
  clock: Clock
  /** Items in flight at once in this process. */
  concurrency: number
  /** How often to look for due items when there were none. */
  pollMs: number
  onError?: (error: unknown, item: unknown) => void
  /** Counts the items claimed, run and failed. */
  metrics?: JobMetrics
}

export interface JobRunner {
  /** Claims and runs due items until none is left; resolves when every one has finished (tests, benches). */
  runDue(): Promise<number>
  /** Starts polling in the background. */
  start(): void
  /** Stops claiming, wakes every wait and resolves once the items in flight have finished. */
  stop(): Promise<void>
}

/** Runs one Job: at most `concurrency` items at a time, claimed from the database as slots free up. */
export function jobRunner<T>(job: Job<T>, options: JobRunnerOptions): JobRunner {
  const { clock, concurrency } = options
  const stopping = new AbortController()
  const inFlight = new Set<Promise<void>>()
  let loop: Promise<void> | undefined
  let wake = new AbortController()

  function launch(item: T): Promise<void> {
    const running = job
      .run(item, stopping.signal)
      .then(
        () => options.metrics?.ran(job.name, false),
        // A failed item keeps its claim until it expires, then it is due again.
        (error: unknown) => {
          options.metrics?.ran(job.name, true)
          options.onError?.(error, item)
        },
      )
      .finally(() => {
        inFlight.delete(running)
        wake.abort()
      })
    inFlight.add(running)
    return running
  }

  /** Claims for the free slots once; answers how many items were started. */
  async function fill(): Promise<number> {
    const free = concurrency - inFlight.size
    if (free <= 0 || stopping.signal.aborted) return 0
    const items = await job.claim(clock.now(), free)
    options.metrics?.claimed(job.name, items.length)
    for (const item of items) launch(item)
    return items.length
  }

  async function poll() {
    while (!stopping.signal.aborted) {
      wake = new AbortController()
      let started = 0
      try {
        started = await fill()
      } catch (error) {
        options.onError?.(error, undefined)
      }
      // With free slots and work found, look again at once; else wait for a slot or the next poll.
      if (started > 0 && inFlight.size < concurrency) continue
      const signal = AbortSignal.any([stopping.signal, wake.signal])
      await clock.sleep(inFlight.size >= concurrency ? options.pollMs * 10 : options.pollMs, signal)
    }
  }

  return {
    async runDue() {
      let total = 0
      for (;;) {
        const started = await fill()
        total += started
        if (started === 0 && inFlight.size === 0) return total
        if (started === 0 || inFlight.size >= concurrency) await Promise.race(inFlight)
      }
    },
    start() {
      loop ??= poll()
    },
    async stop() {
      stopping.abort()
      await loop
      await Promise.allSettled([...inFlight])
    },
  }
}
