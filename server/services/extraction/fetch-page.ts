import { lookup as dnsLookup } from 'node:dns/promises'
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'
import { defineTexts, withValues } from '../../../common/i18n/texts.js'
import { HttpError } from '../../http-errors.js'

/** A failure whose `detail` may be shown to the user; `statusCode` lets the app's error handler answer it as is. */
export class ExtractionError extends HttpError {
  override readonly name = 'ExtractionError'
  readonly status = this.statusCode
  readonly detail = this.message
}

export type ResolvedAddress = { address: string; family: number }

export type FetchOptions = {
  /** Lifts only the address rule; every other limit still applies. */
  allowPrivateNetwork: boolean
  /** The DNS step, injectable so tests can map names without a DNS server; its answer is checked like DNS's. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>
  timeoutMs?: number
  maxBytes?: number
}

export const MAX_REDIRECTS = 5
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml'])
const REDIRECTS = new Set([301, 302, 303, 307, 308])

const GLOBAL_UNICAST_6 = ipaddr.parseCIDR('2000::/3')
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96')

/** The IPv4 address carried by an IPv6 one whose traffic ends up there (NAT64 and 6to4), if any. */
function carriedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray()
  if (address.match(NAT64_WELL_KNOWN)) return ipaddr.fromByteArray(bytes.slice(12, 16)) as ipaddr.IPv4
  if (address.range() === '6to4') return ipaddr.fromByteArray(bytes.slice(2, 6)) as ipaddr.IPv4
  return undefined
}

/**
 * True when `ip` may be fetched: only what ipaddr.js calls `unicast` passes (loopback, private,
 * link-local incl. the 169.254.169.254 metadata address, unique-local incl. fd00:ec2::254,
 * carrier-grade NAT, reserved, unspecified, broadcast and multicast are all refused). IPv4-mapped,
 * NAT64 and 6to4 addresses are judged by the IPv4 address they reach; any other IPv6 must also be
 * global unicast (2000::/3), which refuses IPv4-compatible and whatever special block comes next.
 */
export function isPublicAddress(ip: string): boolean {
  // Strict forms only: shorthand IPv4 such as `1.2.3` is not an address here (URL expands real hosts).
  if (!ipaddr.IPv4.isValidFourPartDecimal(ip) && !ipaddr.IPv6.isValid(ip)) return false
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.range() === 'unicast'
  const v6 = address as ipaddr.IPv6
  const carried = carriedIPv4(v6)
  if (carried) return carried.range() === 'unicast'
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_6)
}

/** Every text the user may see, so the route and the tests quote the same words. */
export const EXTRACTION_MESSAGES = defineTexts('extractionMessages', {
  badScheme: 'URL must start with http:// or https://',
  notAllowed: 'This address is not allowed',
  unreachable: 'Could not reach the page',
  timeout: 'The page took too long to answer',
  tooLarge: 'The page is too large',
  tooManyRedirects: 'The page redirects too many times',
  notHtml: 'The page is not HTML',
  badStatus: withValues<{ status: number }>('Could not fetch the page (status {status})'),
  nothingFound: 'No hackathon data found on this page',
})

const fail = (detail: string, status = 400) => new ExtractionError(status, detail)

function parseHttpUrl(raw: string, base?: string): URL {
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    throw fail(EXTRACTION_MESSAGES.badScheme, 422)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fail(EXTRACTION_MESSAGES.badScheme, 422)
  return url
}

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true })

/**
 * Throws ExtractionError unless `rawUrl` is an http(s) address whose host resolves only to addresses
 * this server may reach (the check every fetch makes, for an address saved to be fetched later).
 */
export async function checkFetchableUrl(rawUrl: string, options: FetchOptions): Promise<void> {
  await checkedAddress(parseHttpUrl(rawUrl), options)
}

/** Resolves the host once and checks every answer; the caller connects to the address returned here. */
async function checkedAddress(url: URL, options: FetchOptions): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const family = isIP(host)
  let answers: ResolvedAddress[]
  try {
    answers = family ? [{ address: host, family }] : await (options.resolve ?? defaultResolve)(host)
  } catch {
    throw fail(EXTRACTION_MESSAGES.unreachable)
  }
  const first = answers[0]
  if (!first) throw fail(EXTRACTION_MESSAGES.unreachable)
  // Every answer must pass, so a name mixing public and private addresses is refused as a whole.
  if (!options.allowPrivateNetwork && !answers.every((a) => isPublicAddress(a.address))) {
    throw fail(EXTRACTION_MESSAGES.notAllowed)
  }
  return first
}

const PAGE_HEADERS = { 'User-Agent': 'HackathonsBot/0.1', Accept: 'text/html,application/xhtml+xml' }

/** A request's method and body; a GET (no body) unless said otherwise. */
type Outgoing = { method: 'GET' | 'POST'; body?: string }

function send(
  url: URL,
  target: ResolvedAddress,
  signal: AbortSignal,
  headers: Record<string, string>,
  outgoing: Outgoing = { method: 'GET' },
): Promise<IncomingMessage> {
  // Pins the connection to the checked address: a second DNS answer (rebinding) is never asked for.
  const lookup: LookupFunction = (_host, opts, done) =>
    opts.all ? done(null, [target]) : done(null, target.address, target.family)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: outgoing.method,
        agent: false,
        lookup,
        signal,
        headers,
      },
      resolve,
    )
    req.on('error', reject)
    req.end(outgoing.body)
  })
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(res.headers['content-length']) > maxBytes) throw fail(EXTRACTION_MESSAGES.tooLarge)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw fail(EXTRACTION_MESSAGES.tooLarge)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export function decodeBody(body: Buffer, contentType: string): string {
  const charset = /charset="?([^";\s]+)/i.exec(contentType)?.[1]
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

export type ResourceOptions = FetchOptions & {
  /** Request headers, on every hop (the default names this server's URL auto-completion). */
  headers?: Record<string, string>
  /**
   * Whether to follow a redirect from `from` to `to` (every one by default); a redirect not followed
   * is answered as is, its Location header included, and nothing is requested from `to`.
   */
  followRedirect?: (to: URL, from: URL) => boolean
  /** Whether to read the body of the last answer (bounded by `maxBytes`); never read otherwise. */
  readBody?: (status: number, contentType: string) => boolean
  /** POST `body` instead of a GET (a webhook's delivery); a redirect is then never followed. */
  post?: { body: string }
}

export type FetchedResource = {
  status: number
  headers: IncomingHttpHeaders
  /** The address of the last request, after every redirect. */
  finalUrl: string
  /** Each redirect followed, in order. */
  redirects: { status: number; to: string }[]
  body?: Buffer
}

/**
 * Requests `rawUrl` without ever connecting to a non-public address, redirects included, under one
 * deadline for DNS, every hop and the body. Any status is returned; a failure to get an answer
 * throws ExtractionError (unreachable, timeout, not allowed, too many redirects, too large).
 */
export async function fetchResource(rawUrl: string, options: ResourceOptions): Promise<FetchedResource> {
  let url = parseHttpUrl(rawUrl)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5000)
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(fail(EXTRACTION_MESSAGES.timeout))),
  )
  timedOut.catch(() => {})
  const redirects: FetchedResource['redirects'] = []
  let res: IncomingMessage | undefined
  try {
    for (let hops = 0; ; hops++) {
      const target = await Promise.race([checkedAddress(url, options), timedOut])
      const outgoing: Outgoing = options.post ? { method: 'POST', body: options.post.body } : { method: 'GET' }
      res = await Promise.race([
        send(url, target, controller.signal, options.headers ?? PAGE_HEADERS, outgoing),
        timedOut,
      ])
      const location = res.headers.location
      if (options.post || !REDIRECTS.has(res.statusCode ?? 0) || !location) break
      const next = parseHttpUrl(location, url.href)
      if (options.followRedirect?.(next, url) === false) break
      res.destroy()
      if (hops >= MAX_REDIRECTS) throw fail(EXTRACTION_MESSAGES.tooManyRedirects)
      url = next
      redirects.push({ status: res.statusCode ?? 0, to: url.href })
    }
    const status = res.statusCode ?? 0
    const contentType = res.headers['content-type'] ?? ''
    const body = options.readBody?.(status, contentType)
      ? await Promise.race([readBody(res, options.maxBytes ?? 2 * 1024 * 1024), timedOut])
      : undefined
    return { status, headers: res.headers, finalUrl: url.href, redirects, body }
  } catch (error) {
    if (error instanceof ExtractionError) throw error
    throw controller.signal.aborted ? fail(EXTRACTION_MESSAGES.timeout) : fail(EXTRACTION_MESSAGES.unreachable)
  } finally {
    clearTimeout(timer)
    res?.destroy()
  }
}

const isHtml = (contentType: string) => HTML_TYPES.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '')

/** Fetches an HTML page without ever connecting to a non-public address, redirects included. */
export async function fetchPage(rawUrl: string, options: FetchOptions): Promise<{ finalUrl: string; html: string }> {
  const answer = await fetchResource(rawUrl, {
    ...options,
    readBody: (status, contentType) => status >= 200 && status <= 299 && isHtml(contentType),
  })
  const { status, finalUrl, body } = answer
  if (status < 200 || status > 299) throw fail(EXTRACTION_MESSAGES.badStatus({ status }))
  const contentType = answer.headers['content-type'] ?? ''
  if (!body) throw fail(EXTRACTION_MESSAGES.notHtml)
  return { finalUrl, html: decodeBody(body, contentType) }
}

export { isHtml as isHtmlType }
