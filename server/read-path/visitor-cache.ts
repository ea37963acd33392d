import { Transform } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import type { ListingChanges } from '../db/listing-changes.js'

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

/** The encodings a kept answer is stored in, in the order @fastify/compress prefers them. */
const ENCODINGS = ['br', 'gzip'] as const
type Encoding = (typeof ENCODINGS)[number] | 'identity'

/** A finished answer as it goes on the wire: compressed once, served many times. */
export interface KeptAnswer {
  body: Buffer
  contentType: string
  etag: string
  lastModified: string | undefined
  /** The generation of the data it was read from; any change heard since makes it stale. */
  generation: number
  /** Until when time alone leaves it true: the next moment a hackathon ends and changes status. */
  validUntil: number
}

/** Headers a kept answer repeats; the rest (Cache-Control, Vary) come from the route's own hooks. */
const KEPT_HEADERS = ['content-type', 'etag', 'last-modified'] as const

export interface VisitorCacheOptions {
  changes: ListingChanges
  /** Bytes of compressed answers kept; the least recently served go first. */
  maxBytes?: number
  /** An upper bound on any answer's age, should a change ever go unheard. */
  maxAgeMs?: number
  now?: () => number
}

/**
 * The public lists' answers to visitors (no Authorization header), kept per address and encoding in
 * this process: JSON serialisation, compression and the queries are done once per change instead of
 * once per request. An answer is served only while
 * - no write to hackathons or series has been heard since it was read (the database notifies every
 *   API process at commit, and a write this process answers counts before its answer leaves),
 * - no hackathon has ended since, which would move it from upcoming to past, and
 * - changes are being heard at all: while the listening connection is down, nothing is kept.
 * Signed-in callers always read the database, so an editor sees their own write at once.
 */
export class VisitorCache {
  private generation = 0
  private readonly answers: LRUCache<string, KeptAnswer>
  private readonly reading = new Map<string, { generation: number; answer: Promise<KeptAnswer | undefined> }>()
  private readonly now: () => number
  private readonly maxAgeMs: number

  constructor(private readonly options: VisitorCacheOptions) {
    this.now = options.now ?? Date.now
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000
    this.answers = new LRUCache({
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (answer) => answer.body.length + 256,
    })
    options.changes.onChange(() => this.changed())
  }

  /** Everything kept so far is stale. */
  changed() {
    this.generation++
    this.answers.clear()
  }

  get keeping() {
    return this.options.changes.listening
  }

  /** What a request starts from: the generation its answer will be read at. */
  begin(): { generation: number; startedAt: number } {
    return { generation: this.generation, startedAt: this.now() }
  }

  /**
   * The answer another request is reading for `key` right now, if it started after the last change
   * heard: a burst of visitors after a change waits for one read instead of each making its own.
   */
  pending(key: string): Promise<KeptAnswer | undefined> | undefined {
    const read = this.reading.get(key)
    return read && read.generation === this.generation ? read.answer : undefined
  }

  /** Announces a read of `key`; settle it with the answer, or with nothing when there is none to share. */
  lead(key: string): (answer?: KeptAnswer) => void {
    let settle: (answer?: KeptAnswer) => void = () => {}
    const read = {
      generation: this.generation,
      answer: new Promise<KeptAnswer | undefined>((resolve) => {
        settle = resolve
      }),
    }
    this.reading.set(key, read)
    return (answer) => {
      if (this.reading.get(key) === read) this.reading.delete(key)
      settle(answer)
    }
  }

  find(key: string): KeptAnswer | undefined {
    const answer = this.answers.get(key)
    if (!answer || !this.keeping || answer.generation !== this.generation) return undefined
    return this.now() <= answer.validUntil ? answer : undefined
  }

  /** Keeps an answer unless a change was heard while it was being read; returns it either way. */
  keep(
    key: string,
    answer: Omit<KeptAnswer, 'validUntil'>,
    startedAt: number,
    nextChange: Date | undefined,
  ): KeptAnswer {
    const cap = startedAt + this.maxAgeMs
    const kept = { ...answer, validUntil: nextChange ? Math.min(nextChange.getTime(), cap) : cap }
    if (this.keeping && answer.generation === this.generation) this.answers.set(key, kept)
    return kept
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    visitorCache?: VisitorCache
  }
  interface FastifyRequest {
    visitorCacheRead?: {
      key: string
      encoding: Encoding
      generation: number
      startedAt: number
      share: (answer?: KeptAnswer) => void
    }
    visitorCacheHit?: boolean
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes nothing a public list shows (a log-in, an alert): its success leaves the
     * visitors' answers kept. Every other successful write counts as a change.
     */
    keepsListings?: boolean
  }
}

/**
 * Keeps visitors' answers when the app is given the database's change notifications. Any successful
 * write through this process's API (but the routes marked `keepsListings`) also counts as a change
 * before its answer is sent, so the writer's next read, and every visitor's, never misses it even
 * before the notification arrives.
 */
export default fp<{ changes?: ListingChanges }>(
  async (app, { changes }) => {
    if (!changes) return
    const cache = new VisitorCache({ changes })
    app.decorate('visitorCache', cache)
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return
      if (!request.routeOptions.config.keepsListings) cache.changed()
    })
  },
  { name: 'visitor-cache' },
)

function encodingFor(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding']
  // As @fastify/compress reads it: "*" and "x-gzip" stand for gzip.
  const accepted = header ? negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]) : null
  return (accepted as Encoding | null) ?? 'identity'
}

async function encode(body: string, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    // Quality 5 instead of the on-the-fly 4: it is paid once per change, not once per request.
    return compressBrotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
    })
  }
  if (encoding === 'gzip') return compressGzip(body)
  return Buffer.from(body)
}

function serveKept(reply: FastifyReply, answer: KeptAnswer, encoding: Encoding) {
  reply.header('content-type', answer.contentType).header('etag', answer.etag)
  if (answer.lastModified) reply.header('last-modified', answer.lastModified)
  // @fastify/compress leaves an answer that already names its encoding alone.
  if (encoding !== 'identity') reply.header('content-encoding', encoding)
  return reply.send(answer.body)
}

/**
 * Serves a context's GET routes to visitors from the cache. Call it on a route file's child context
 * after revalidated(): the ETag is then already set on the answer being kept, and a kept answer gets
 * its 304 from the same hook. Answers that differ by more than their address and encoding (a page
 * written in the language the request asks for) name what else with `variant`, and are kept per
 * variant.
 */
export async function cachedForVisitors(
  context: FastifyInstance,
  variant?: (request: FastifyRequest) => string,
): Promise<void> {
  const cache = context.visitorCache
  if (!cache) return
  context.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization || !cache.keeping) return
    const encoding = encodingFor(request)
    const key = [encoding, ...(variant ? [variant(request)] : []), request.url].join(' ')
    let kept = cache.find(key)
    // Only a read under way is awaited: any await before lead() below would let a second request
    // find nothing under way either, and read the database too.
    const pending = kept ? undefined : cache.pending(key)
    if (pending) kept = await pending
    if (kept) {
      request.visitorCacheHit = true
      context.metrics.visitorCache(true)
      return serveKept(reply, kept, encoding)
    }
    context.metrics.visitorCache(false)
    request.visitorCacheRead = { key, encoding, ...cache.begin(), share: cache.lead(key) }
  })
  // Whatever became of the answer (an error, an aborted request), nobody waits for it any longer.
  context.addHook('onResponse', async (request) => request.visitorCacheRead?.share())
  context.addHook('onSend', async (request, reply, payload) => {
    // A kept answer that the ETag turned into a 304 has no body left to name an encoding for.
    if (request.visitorCacheHit && reply.statusCode === 304) reply.removeHeader('content-encoding')
    const read = request.visitorCacheRead
    if (!read) return payload
    const headers = Object.fromEntries(KEPT_HEADERS.map((name) => [name, reply.getHeader(name)]))
    if (
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      typeof headers.etag !== 'string' ||
      typeof headers['content-type'] !== 'string'
    ) {
      read.share()
      return payload
    }
    const [body, nextChange] = await Promise.all([
      encode(payload, read.encoding),
      context.repos.hackathons.nextChangeAfter(new Date(read.startedAt)),
    ])
    const kept = cache.keep(
      read.key,
      {
        body,
        contentType: headers['content-type'],
        etag: headers.etag,
        lastModified: typeof headers['last-modified'] === 'string' ? headers['last-modified'] : undefined,
        generation: read.generation,
      },
      read.startedAt,
      nextChange,
    )
    read.share(kept)
    if (read.encoding !== 'identity') reply.header('content-encoding', read.encoding)
    return body
  })
}

/**
 * For an answer streamed rather than sent whole (the open data export): a pass-through for its
 * bytes, as they go on the wire, that keeps the finished answer for visitors like any other, read
 * at `read`'s generation, unless it grew past `maxBytes`, which is then only ever streamed.
 */
export function keptOnTheWay(
  cache: VisitorCache,
  key: string,
  answer: Omit<KeptAnswer, 'body' | 'generation' | 'validUntil'>,
  read: { generation: number; startedAt: number },
  nextChange: Date | undefined,
  maxBytes: number,
): Transform {
  let chunks: Buffer[] | undefined = []
  let size = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (chunks) {
        size += chunk.length
        if (size <= maxBytes) chunks.push(chunk)
        else chunks = undefined
      }
      callback(null, chunk)
    },
    flush(callback) {
      if (chunks) {
        const body = Buffer.concat(chunks)
        cache.keep(key, { ...answer, body, generation: read.generation }, read.startedAt, nextChange)
      }
      callback()
    },
  })
}
