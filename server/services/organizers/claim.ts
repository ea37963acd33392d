import { createHmac } from 'node:crypto'
import * as cheerio from 'cheerio'
import { CLAIM, claimFileUrl, claimMetaTag, ORGANIZER_MESSAGES, sameOrigin } from '../../../common/organizers.js'
import {
  decodeBody,
  EXTRACTION_MESSAGES,
  ExtractionError,
  type FetchOptions,
  fetchResource,
  isHtmlType,
} from '../extraction/index.js'

/**
 * The token one account puts on one hackathon's site to claim it: derived from the server's secret,
 * so it needs no storage, is the same however often it is asked for, and proves nothing for another
 * account or another hackathon.
 */
export function claimToken(secret: string, hackathonId: string, userId: string): string {
  return createHmac('sha256', secret).update(`hackathon-claim\n${hackathonId}\n${userId}`).digest('base64url')
}

/** What a claimant is shown: the token and the two places it may go. */
export function claimInstructions(hackathonUrl: string, token: string) {
  return { token, meta_tag: claimMetaTag(token), well_known_url: claimFileUrl(hackathonUrl) }
}

type Finding = { proven: true } | { proven: false; finding: string }

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const ok = (status: number) => status >= 200 && status <= 299

/**
 * One request (and the redirects that stay on its origin) through the SSRF-safe fetcher: a redirect
 * to another scheme, host or port is not followed, since what another site serves says nothing about
 * this one (another port of the same host may be another person's server).
 */
async function fetchOnSite(url: string, options: FetchOptions, readBody: (status: number, type: string) => boolean) {
  const answer = await fetchResource(url, {
    ...options,
    followRedirect: (to, from) => sameOrigin(to.href, from.href),
    readBody,
  })
  if (REDIRECT_STATUSES.has(answer.status) && answer.headers.location) return { otherHost: true as const }
  return { otherHost: false as const, answer }
}

/** What a failed request found, in the words auto-completion uses. */
function failure(error: unknown): Finding {
  if (error instanceof ExtractionError) return { proven: false, finding: error.detail }
  throw error
}

async function pageHoldsToken(url: string, token: string, options: FetchOptions): Promise<Finding> {
  try {
    const result = await fetchOnSite(
      url,
      { ...options, maxBytes: CLAIM.pageMaxBytes },
      (status, type) => ok(status) && isHtmlType(type),
    )
    if (result.otherHost) return { proven: false, finding: ORGANIZER_MESSAGES.otherHost }
    const { status, headers, body } = result.answer
    if (!ok(status)) return { proven: false, finding: EXTRACTION_MESSAGES.badStatus({ status }) }
    if (!body) return { proven: false, finding: EXTRACTION_MESSAGES.notHtml }
    const $ = cheerio.load(decodeBody(body, headers['content-type'] ?? ''))
    // Only a tag of the document's own head counts: whoever may post HTML on the page (a comment, a
    // profile) writes into its body, and a <template>'s content is never part of the document.
    const held = $('head > meta[name]')
      .toArray()
      .some((meta) => {
        const tag = $(meta)
        return tag.attr('name')?.trim().toLowerCase() === CLAIM.metaName && tag.attr('content')?.trim() === token
      })
    return held ? { proven: true } : { proven: false, finding: ORGANIZER_MESSAGES.noMetaTag }
  } catch (error) {
    return failure(error)
  }
}

/** The well-known file may list several tokens (one per organiser), separated by white space. */
async function fileHoldsToken(url: string, token: string, options: FetchOptions): Promise<Finding> {
  try {
    const result = await fetchOnSite(url, { ...options, maxBytes: CLAIM.fileMaxBytes }, ok)
    if (result.otherHost) return { proven: false, finding: ORGANIZER_MESSAGES.otherHost }
    const { status, headers, body } = result.answer
    if (!ok(status) || !body) return { proven: false, finding: EXTRACTION_MESSAGES.badStatus({ status }) }
    const held = decodeBody(body, headers['content-type'] ?? '')
      .split(/\s+/)
      .includes(token)
    return held ? { proven: true } : { proven: false, finding: ORGANIZER_MESSAGES.noToken }
  } catch (error) {
    return failure(error)
  }
}

/**
 * Whether the hackathon's own site holds the token: first the meta tag in the head of the page at its
 * url, then, only when that fails, the well-known file on its origin. So a verification makes one
 * request to the event's site when the tag is there, two otherwise (each may follow up to five
 * redirects on the same origin). Answers undefined when proven, else the detail of what was looked for and found.
 */
export async function findClaimProof(hackathonUrl: string, token: string, options: FetchOptions) {
  const page = await pageHoldsToken(hackathonUrl, token, options)
  if (page.proven) return undefined
  const fileUrl = claimFileUrl(hackathonUrl)
  const file = await fileHoldsToken(fileUrl, token, options)
  if (file.proven) return undefined
  return ORGANIZER_MESSAGES.notFound(
    { url: hackathonUrl, finding: page.finding },
    { url: fileUrl, finding: file.finding },
  )
}
