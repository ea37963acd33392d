import { createHash } from 'node:crypto'
import { LIMITS } from '../../../common/limits.js'
import { LINK_WATCH, type LinkCheckOutcome, type LinkStatus } from '../../../common/link-watch.js'
import { NotFoundError } from '../../db/domain-errors.js'
import type { SuggestedChangesValue } from '../../db/hackathon-fields.js'
import type { CheckRecord, LinkWatchRepository, WatchedLink } from '../../db/repositories/link-watch.js'
import { MESSAGES } from '../../messages.js'
import type { Clock } from '../clock.js'
import {
  decodeBody,
  EXTRACTION_MESSAGES,
  ExtractionError,
  extractHackathon,
  type FetchedResource,
  type FetchOptions,
  fetchResource,
  isHtmlType,
} from '../extraction/index.js'
import { differingFields, proposalKey } from './changes.js'
import { robotsAllow } from './robots.js'

/** The robot's product token in User-Agent and the name robots.txt groups are matched against. */
export const LINK_WATCH_AGENT = 'HackathonsLinkWatch'

export const userAgentOf = (version: string, frontendHost: string) =>
  `${LINK_WATCH_AGENT}/${version} (+${frontendHost})`

export interface LinkCheckResult {
  outcome: LinkCheckOutcome
  httpStatus: number | null
  linkStatus: LinkStatus
  suggestionId: string | null
}

export interface LinkCheckerDeps {
  repo: LinkWatchRepository
  clock: Clock
  /** The SSRF-safe fetch's settings: the same private-network rule, time and size bounds as auto-completion. */
  fetch: FetchOptions
  userAgent: string
  hostDelaySeconds: number
  /** Aborts the waits for a host's turn (graceful shutdown). */
  signal?: AbortSignal
  /** Told of each new proposal once it is filed (the organisers' mail); never throws. */
  onProposal?: (hackathon: { id: string; name: string }, changes: SuggestedChangesValue) => Promise<void>
}

const PERMANENT = new Set([301, 308])
const BLOCKED = new Set([401, 403, 429])

/** How long a check may hold its link: two requests (robots.txt and the page), the wait between, and margin. */
export const claimSecondsOf = (deps: Pick<LinkCheckerDeps, 'fetch' | 'hostDelaySeconds'>) =>
  Math.ceil((2 * (deps.fetch.timeoutMs ?? 5000)) / 1000) + 2 * deps.hostDelaySeconds + 60

/**
 * The outcome of an answered request. Other 4xx (400, 405, 451…) say the server is there and
 * refuses this request, so, like 401/403, they are no evidence of a dead site.
 */
function outcomeOfStatus(status: number): LinkCheckOutcome {
  if (status >= 200 && status <= 299) return 'ok'
  if (status === 304) return 'not_modified'
  if (BLOCKED.has(status)) return 'blocked'
  if (status === 404 || status === 410 || status >= 500) return 'failed'
  if (status >= 400) return 'blocked'
  // A redirect without a Location, or an informational answer: nothing usable came back.
  return 'failed'
}

/** The first permanent redirect that leaves the listed host, if any. */
function movedTo(answer: FetchedResource, original: URL): string | undefined {
  return answer.redirects.find((hop) => PERMANENT.has(hop.status) && new URL(hop.to).hostname !== original.hostname)?.to
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null

/**
 * How this server's robots read other sites, shared by the link watch and the sources: one host at
 * a time with the delay between requests (shared with every process through the database), and
 * robots.txt obeyed.
 */
export function politeAccess(
  deps: Pick<LinkCheckerDeps, 'repo' | 'clock' | 'fetch' | 'userAgent' | 'hostDelaySeconds' | 'signal'>,
) {
  const { repo, clock } = deps

  /**
   * Waits for the host's turn, shared with every process through the database: its reserved slot
   * (first come, first served), then the turn itself, taken only once the last request to the host
   * started and ended at least the delay ago, so two requests are never closer than the delay as the
   * site sees them, even when one ran late or long.
   */
  async function politely<T>(host: string, request: () => Promise<T>): Promise<T> {
    const slot = await repo.reserveHostSlot(host, clock.now(), deps.hostDelaySeconds)
    await clock.sleep(slot.getTime() - clock.now().getTime(), deps.signal)
    for (;;) {
      const retryAt = await repo.takeTurn(host, clock.now(), deps.hostDelaySeconds)
      if (!retryAt) break
      // At least a millisecond, so a clock that reads the same instant twice cannot spin.
      await clock.sleep(Math.max(1, retryAt.getTime() - clock.now().getTime()), deps.signal)
      if (deps.signal?.aborted) throw new Error('link watch stopped')
    }
    try {
      return await request()
    } finally {
      await repo.requestEnded(host, clock.now(), deps.hostDelaySeconds)
    }
  }

  /** robots.txt of the page's origin, from the database when read in the last day. */
  async function robotsPermit(url: URL, host: string): Promise<boolean> {
    const cached = await repo.robotsOf(host)
    let robotsTxt = cached?.robotsTxt ?? null
    const fresh =
      cached?.fetchedAt && clock.now().getTime() - cached.fetchedAt.getTime() < LINK_WATCH.robotsTtlHours * 3600_000
    if (!fresh) {
      robotsTxt = await politely(host, async () => {
        try {
          const answer = await fetchResource(`${url.origin}/robots.txt`, {
            ...deps.fetch,
            maxBytes: LINK_WATCH.robotsMaxBytes,
            headers: { 'User-Agent': deps.userAgent, Accept: 'text/plain' },
            readBody: (status) => status >= 200 && status <= 299,
          })
          // No robots.txt (4xx) allows everything. An unanswered or failing one is read the same way:
          // the page request that follows then decides, so a dead site is found dead, not "blocked".
          return answer.body ? decodeBody(answer.body, header(answer.headers['content-type']) ?? '') : null
        } catch {
          return null
        }
      })
      await repo.saveRobots(host, robotsTxt, clock.now())
    }
    return robotsTxt === null || robotsAllow(robotsTxt, LINK_WATCH_AGENT, `${url.pathname}${url.search}`)
  }

  return { politely, robotsPermit }
}

export type PoliteAccess = ReturnType<typeof politeAccess>

export function linkChecker(deps: LinkCheckerDeps) {
  const { repo, clock } = deps
  const { politely, robotsPermit } = politeAccess(deps)

  async function fetchLink(link: WatchedLink, url: URL, host: string) {
    const headers: Record<string, string> = {
      'User-Agent': deps.userAgent,
      Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
    }
    if (link.etag) headers['If-None-Match'] = link.etag
    if (link.lastModified) headers['If-Modified-Since'] = link.lastModified
    return politely(host, () =>
      fetchResource(url.href, { ...deps.fetch, headers, readBody: (status) => status >= 200 && status <= 299 }),
    )
  }

  /** Files a suggestion unless the same change was proposed before, and tells whoever listens of a new one. */
  async function propose(link: WatchedLink, changes: SuggestedChangesValue, seen: number | null) {
    const id = await repo.propose(link.id, proposalKey(changes), changes, seen)
    if (id) await deps.onProposal?.({ id: link.id, name: link.name }, changes)
    return id
  }

  /** Reads the page's facts and files one suggestion for those that differ from the listing. */
  async function proposeFromPage(link: WatchedLink, answer: FetchedResource): Promise<string | null> {
    const contentType = header(answer.headers['content-type']) ?? ''
    if (!answer.body || !isHtmlType(contentType)) return null
    const found = extractHackathon(decodeBody(answer.body, contentType), answer.finalUrl)
    const fields = differingFields(found, link)
    if (Object.keys(fields).length === 0) return null
    return propose(link, fields, null)
  }

  /** Checks one claimed link and records what it found; never throws for what the site does. */
  async function check(link: WatchedLink): Promise<LinkCheckResult> {
    const url = new URL(link.url)
    const host = link.host ?? url.hostname.toLowerCase()
    let record: CheckRecord = {
      outcome: 'failed',
      httpStatus: null,
      finalUrl: null,
      etag: null,
      lastModified: null,
      contentHash: null,
    }
    let suggestionId: string | null = null
    if (!(await robotsPermit(url, host))) {
      record = { ...record, outcome: 'blocked' }
    } else {
      try {
        const answer = await fetchLink(link, url, host)
        const moved = movedTo(answer, url)
        const outcome = outcomeOfStatus(answer.status)
        const hash = answer.body ? createHash('sha256').update(answer.body).digest('hex') : null
        record = {
          outcome: moved && outcome !== 'failed' ? 'moved' : outcome,
          httpStatus: answer.status,
          finalUrl: answer.finalUrl,
          etag: header(answer.headers.etag),
          lastModified: header(answer.headers['last-modified']),
          contentHash: hash,
        }
        if (record.outcome === 'moved' && moved) {
          const newUrl = answer.status >= 200 && answer.status <= 299 ? answer.finalUrl : moved
          const seen = answer.redirects.find((hop) => hop.to === moved)?.status ?? null
          if (newUrl.length <= LIMITS.urlMax) {
            suggestionId = await propose(link, { url: newUrl }, seen)
          }
        } else if (record.outcome === 'ok' && hash !== link.contentHash) {
          suggestionId = await proposeFromPage(link, answer)
        }
      } catch (error) {
        const detail = error instanceof ExtractionError ? error.detail : undefined
        // A page larger than the bound still answered; a private address is this server's refusal.
        if (detail === EXTRACTION_MESSAGES.tooLarge) record = { ...record, outcome: 'ok' }
        else if (detail === EXTRACTION_MESSAGES.notAllowed) record = { ...record, outcome: 'blocked' }
        else if (!(error instanceof ExtractionError)) throw error
      }
    }
    const linkStatus = await repo.record(link.id, record, clock.now())
    if (!linkStatus) throw new NotFoundError(MESSAGES.hackathonNotFound)
    return { outcome: record.outcome, httpStatus: record.httpStatus, linkStatus, suggestionId }
  }

  return {
    check,
    /** A check on demand: claims the link (so the schedule leaves it alone meanwhile) and checks it now. */
    async checkNow(id: string): Promise<LinkCheckResult> {
      const link = await repo.claim(id, clock.now(), claimSecondsOf(deps))
      if (!link) throw new NotFoundError(MESSAGES.hackathonNotFound)
      try {
        return await check(link)
      } catch (error) {
        await repo.release(id)
        throw error
      }
    },
  }
}

export type LinkChecker = ReturnType<typeof linkChecker>
