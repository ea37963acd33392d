import { lookup as dnsLookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { HttpError } from '../../errors.js'

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

function blockList(type: 'ipv4' | 'ipv6', cidrs: string): BlockList {
  const list = new BlockList()
  for (const [net = '', prefix] of cidrs.split(/\s+/).map((cidr) => cidr.split('/'))) {
    list.addSubnet(net, Number(prefix), type)
  }
  return list
}

// IANA special-purpose IPv4 blocks: none of them is a public web server.
const denied4 = blockList(
  'ipv4',
  `0.0.0.0/8 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.0.0.0/24 192.0.2.0/24
   192.88.99.0/24 192.168.0.0/16 198.18.0.0/15 198.51.100.0/24 203.0.113.0/24 224.0.0.0/4 240.0.0.0/4`,
)
// IPv6 is an allow list: only global unicast (2000::/3), minus its special-purpose blocks. That refuses
// loopback, unspecified, link-local, unique-local (incl. fd00:ec2::254), multicast and whatever comes next.
const global6 = blockList('ipv6', '2000::/3')
const denied6 = blockList('ipv6', '2001::/23 2001:db8::/32 3fff::/20')

function ipv6Words(ip: string): number[] {
  // URL canonicalises the address (a dotted IPv4 tail becomes hex), so only `::` is left to expand.
  const [head = '', tail] = new URL(`http://[${ip}]/`).hostname.slice(1, -1).split('::')
  const h = head ? head.split(':') : []
  const t = tail ? tail.split(':') : []
  const parts = tail === undefined ? h : [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t]
  return parts.map((part) => Number.parseInt(part, 16))
}

/** True when `ip` may be fetched: a globally routable unicast address, embedded IPv4 forms included. */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/%.*$/, '')
  const version = isIP(address)
  if (version === 4) return !denied4.check(address, 'ipv4')
  if (version !== 6) return false
  const w = ipv6Words(address)
  const hex = w.map((n) => n.toString(16)).join(':')
  const v4 = (i: number) => [w[i] ?? 0, w[i + 1] ?? 0].map((n) => `${n >> 8}.${n & 255}`).join('.')
  // IPv4-mapped and NAT64 addresses reach the IPv4 address they carry; 6to4 carries one in words 1-2.
  if (hex.startsWith('0:0:0:0:0:ffff:') || hex.startsWith('64:ff9b:0:0:0:0:')) return isPublicAddress(v4(6))
  if (hex.startsWith('2002:')) return isPublicAddress(v4(1))
  return global6.check(address, 'ipv6') && !denied6.check(address, 'ipv6')
}

/** Every text the user may see, so the route and the tests quote the same words. */
export const EXTRACTION_MESSAGES = {
  badScheme: 'URL must start with http:// or https://',
  notAllowed: 'This address is not allowed',
  unreachable: 'Could not reach the page',
  timeout: 'The page took too long to answer',
  tooLarge: 'The page is too large',
  tooManyRedirects: 'The page redirects too many times',
  notHtml: 'The page is not HTML',
  badStatus: (status: number) => `Could not fetch the page (status ${status})`,
  nothingFound: 'No hackathon data found on this page',
} as const

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

function send(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  // Pins the connection to the checked address: a second DNS answer (rebinding) is never asked for.
  const lookup: LookupFunction = (_host, opts, done) =>
    opts.all ? done(null, [target]) : done(null, target.address, target.family)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup,
        signal,
        headers: { 'User-Agent': 'HackathonsBot/0.1', Accept: 'text/html,application/xhtml+xml' },
      },
      resolve,
    )
    req.on('error', reject)
    req.end()
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

function decode(body: Buffer, contentType: string): string {
  const charset = /charset="?([^";\s]+)/i.exec(contentType)?.[1]
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

/** Fetches an HTML page without ever connecting to a non-public address, redirects included. */
export async function fetchPage(rawUrl: string, options: FetchOptions): Promise<{ finalUrl: string; html: string }> {
  let url = parseHttpUrl(rawUrl)
  const controller = new AbortController()
  // One deadline for the whole chain: DNS, every hop and the body.
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5000)
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(fail(EXTRACTION_MESSAGES.timeout))),
  )
  timedOut.catch(() => {})
  let res: IncomingMessage | undefined
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await Promise.race([checkedAddress(url, options), timedOut])
      res = await Promise.race([send(url, target, controller.signal), timedOut])
      const location = res.headers.location
      if (!REDIRECTS.has(res.statusCode ?? 0) || !location) break
      res.destroy()
      if (redirects >= MAX_REDIRECTS) throw fail(EXTRACTION_MESSAGES.tooManyRedirects)
      url = parseHttpUrl(location, url.href)
    }
    const status = res.statusCode ?? 0
    if (status < 200 || status > 299) throw fail(EXTRACTION_MESSAGES.badStatus(status))
    const contentType = res.headers['content-type'] ?? ''
    if (!HTML_TYPES.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '')) throw fail(EXTRACTION_MESSAGES.notHtml)
    const body = await Promise.race([readBody(res, options.maxBytes ?? 2 * 1024 * 1024), timedOut])
    return { finalUrl: url.href, html: decode(body, contentType) }
  } catch (error) {
    if (error instanceof ExtractionError) throw error
    throw controller.signal.aborted ? fail(EXTRACTION_MESSAGES.timeout) : fail(EXTRACTION_MESSAGES.unreachable)
  } finally {
    clearTimeout(timer)
    res?.destroy()
  }
}
