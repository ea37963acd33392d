import type { PreviewReport, RunReport, SourceKind } from '../../../common/sources.js'
import { SOURCE_LIMITS } from '../../../common/sources.js'
import type { Repositories } from '../../db/repositories/index.js'
import type { SourceRow } from '../../db/schema.js'
import { HttpError } from '../../http-errors.js'
import { inLanguage, recipientLocale } from '../../languages.js'
import type { Clock } from '../clock.js'
import type { EmailMessage } from '../email.js'
import { decodeBody, EXTRACTION_MESSAGES, type FetchOptions, fetchResource, isHtmlType } from '../extraction/index.js'
import type { Job } from '../jobs/runner.js'
import type { PoliteAccess } from '../link-watch/check.js'
import { sourceFailingEmail } from './emails.js'
import { parseIcs } from './ics.js'
import { applyItems, type ImportItem } from './import.js'
import { filterIncluded, SOURCE_READ_MESSAGES, SourceReadError } from './items.js'
import { parseJsonLd } from './jsonld.js'

export interface SourceRunDeps {
  repos: Pick<Repositories, 'sources' | 'users'>
  clock: Clock
  /** The SSRF-safe fetch's settings (the private-network rule; tests may shorten the time). */
  fetch: FetchOptions
  /** The link watch's robots.txt rule and per-host spacing, and its User-Agent. */
  access: PoliteAccess
  userAgent: string
  send: (message: EmailMessage) => Promise<void>
  frontendHost: string
  /** Told of a failing mail that could not be sent; never throws. */
  onMailError?: (error: unknown) => void
}

/** How a source is read: its kind, address, words and zone. */
export type SourceSettings = Pick<SourceRow, 'kind' | 'url' | 'include' | 'defaultTimezone'>

/** A source's answer: its body, or "not modified" (its validators matched). */
type Download =
  | { notModified: true }
  | {
      notModified: false
      body: string
      contentType: string
      finalUrl: string
      etag: string | null
      lastModified: string | null
    }

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

/** A run holds its source this long at most (a process that dies lets it go then). */
export const SOURCE_CLAIM_SECONDS = 15 * 60

/** How often the schedule looks for due sources. */
export const SOURCES_POLL_MS = 60_000

/** Sources read at once by one process. */
export const SOURCES_CONCURRENCY = 2

const emptyReport = (): RunReport => ({
  seen: 0,
  created: 0,
  updated: 0,
  suggested: 0,
  unchanged: 0,
  skipped: [],
  error: null,
})

/** A run's report without the preview's item list. */
const runReportOf = ({ items: _items, ...report }: PreviewReport): RunReport => report

/**
 * The items of a source's body, by its kind's parser, with the include words applied. Throws
 * SourceReadError when the body is not what the kind reads.
 */
export function itemsOf(
  settings: Pick<SourceRow, 'kind' | 'include' | 'defaultTimezone'>,
  body: string,
  contentType: string,
  url: string,
): ImportItem[] {
  const kind: SourceKind = settings.kind
  if (kind === 'jsonld' && contentType && !isHtmlType(contentType) && !/^\s*</.test(body)) {
    throw new SourceReadError(SOURCE_READ_MESSAGES.notHtml)
  }
  const items = kind === 'ics' ? parseIcs(body, settings.defaultTimezone) : parseJsonLd(body, url)
  return filterIncluded(items, settings.include)
}

/** What a source's body gave: its items and validators, or "not modified". */
export type SourceRead = { items: ImportItem[]; etag?: string | null; lastModified?: string | null } | 'not modified'

/**
 * Imports the items a read of `source` gives, as its run does, and records the run (a report with
 * an error counts as a failed run; `onFailing` hears of the run that made it failing). Never throws
 * for what the read or an item does: the report says it.
 */
export async function importSource(
  deps: { repos: Pick<Repositories, 'sources'>; clock: Clock },
  source: SourceRow,
  read: () => Promise<SourceRead>,
  onFailing?: (error: string) => Promise<void>,
): Promise<RunReport> {
  const { repos, clock } = deps
  const now = clock.now()
  let report: RunReport
  let validators: { etag?: string | null; lastModified?: string | null } = {}
  try {
    const got = await read()
    if (got === 'not modified') {
      report = emptyReport()
    } else {
      const full = await applyItems(
        { repos },
        {
          origin: { sourceId: source.id, sourceName: source.name, actorId: source.createdById },
          trust: source.trust,
          seriesId: source.seriesId,
          dryRun: false,
          now,
        },
        got.items,
      )
      report = runReportOf(full)
      // A run that stopped midway reads the whole source again next time.
      if (report.error === null) validators = { etag: got.etag ?? null, lastModified: got.lastModified ?? null }
    }
  } catch (error) {
    const detail =
      error instanceof HttpError && error.statusCode < 500
        ? error.message
        : `The run failed: ${error instanceof Error ? error.message : String(error)}`
    report = { ...emptyReport(), error: detail }
  }
  const finished = await repos.sources.finishRun(source.id, { report, now: clock.now(), ...validators })
  if (finished?.becameFailing && report.error) await onFailing?.(report.error)
  return report
}

export function sourceRunner(deps: SourceRunDeps) {
  const { repos, clock, access } = deps

  /**
   * Fetches a source through the SSRF-safe fetcher, politely (robots.txt, the host's turn), sending
   * back the validators of its last good answer. Throws SourceReadError or ExtractionError (4xx)
   * for what the site does.
   */
  async function download(url: string, validators?: { etag: string | null; lastModified: string | null }) {
    const target = new URL(url)
    const host = target.hostname.toLowerCase()
    if (!(await access.robotsPermit(target, host))) throw new SourceReadError(SOURCE_READ_MESSAGES.robots)
    const headers: Record<string, string> = {
      'User-Agent': deps.userAgent,
      Accept: 'text/calendar, text/html;q=0.9, application/xhtml+xml;q=0.9, */*;q=0.5',
    }
    if (validators?.etag) headers['If-None-Match'] = validators.etag
    if (validators?.lastModified) headers['If-Modified-Since'] = validators.lastModified
    const answer = await access.politely(host, () =>
      fetchResource(url, {
        ...deps.fetch,
        timeoutMs: deps.fetch.timeoutMs ?? SOURCE_LIMITS.timeoutMs,
        maxBytes: SOURCE_LIMITS.maxBytes,
        headers,
        readBody: (status) => status >= 200 && status <= 299,
      }),
    )
    if (answer.status === 304) return { notModified: true } satisfies Download
    if (answer.status < 200 || answer.status > 299 || !answer.body) {
      throw new SourceReadError(EXTRACTION_MESSAGES.badStatus({ status: answer.status }))
    }
    const contentType = header(answer.headers['content-type']) ?? ''
    return {
      notModified: false,
      body: decodeBody(answer.body, contentType),
      contentType,
      finalUrl: answer.finalUrl,
      etag: header(answer.headers.etag),
      lastModified: header(answer.headers['last-modified']),
    } satisfies Download
  }

  /** Tells the creator, once, that the source is failing. */
  async function mailFailing(source: SourceRow, error: string) {
    const creator = source.createdById ? await repos.users.findById(source.createdById) : undefined
    if (!creator?.isActive) return
    const message = await inLanguage(recipientLocale(creator.locale), () =>
      sourceFailingEmail({
        to: creator.email,
        name: source.name,
        error,
        sourcesUrl: `${deps.frontendHost}/sources`,
      }),
    )
    await deps.send(message)
  }

  /** Reads a claimed source and records the run; never throws for what the site does. */
  const run = (source: SourceRow): Promise<RunReport> =>
    importSource(
      deps,
      source,
      async () => {
        const got = await download(source.url, { etag: source.etag, lastModified: source.lastModified })
        if (got.notModified) return 'not modified'
        return {
          items: itemsOf(source, got.body, got.contentType, got.finalUrl),
          etag: got.etag,
          lastModified: got.lastModified,
        }
      },
      (error) => mailFailing(source, error).catch((failure: unknown) => deps.onMailError?.(failure)),
    )

  return {
    run,

    /** Reads a source now, whatever its schedule: claims it (409 while another run holds it) and runs it. */
    async runNow(id: string): Promise<RunReport | undefined> {
      const source = await repos.sources.claim(id, clock.now(), SOURCE_CLAIM_SECONDS)
      return source && run(source)
    },

    /** What a run of these settings would do now, item by item; stores nothing. Throws a 4xx for a bad source. */
    async preview(settings: SourceSettings): Promise<PreviewReport> {
      const got = await download(settings.url)
      if (got.notModified) throw new Error('an unconditional request answered 304')
      const items = itemsOf(settings, got.body, got.contentType, got.finalUrl)
      return applyItems(
        { repos },
        {
          origin: { sourceId: null, sourceName: '', actorId: null },
          trust: 'review',
          seriesId: null,
          dryRun: true,
          now: clock.now(),
        },
        items,
      )
    },

    /** The sources as a Job: due ones claimed from the database (each runs once across processes). */
    job(): Job<SourceRow> {
      return {
        name: 'sources',
        claim: (now, limit) => repos.sources.claimDue(now, limit, SOURCE_CLAIM_SECONDS),
        run: async (source) => {
          await run(source)
        },
      }
    },
  }
}

export type SourceRunner = ReturnType<typeof sourceRunner>
