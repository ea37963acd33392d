import { lookup } from 'node:dns/promises'
import { createServer, type IncomingMessage, type RequestOptions, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EXTRACTION_MESSAGES,
  ExtractionError,
  type FetchOptions,
  fetchPage,
  isPublicAddress,
} from '../../server/services/extraction/index.js'

/**
 * A test cannot reach a real public server, so `start.test` stands for one: `resolve` gives it a public
 * address, which the guard checks as in production, and this mock of node:http then carries that one
 * connection to a local stand-in server. Every other request goes through the real node:http, so a
 * request to the private target would really reach it and show in its counter.
 */
const standIn = vi.hoisted(() => ({ port: 0 }))
vi.mock('node:http', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:http')>()
  const request = (url: URL, options: RequestOptions, callback?: (res: IncomingMessage) => void) =>
    url.hostname === 'start.test'
      ? real.request(
          { ...options, lookup: undefined, host: '127.0.0.1', port: standIn.port, path: url.pathname + url.search },
          callback,
        )
      : real.request(url, options, callback)
  return { ...real, request, default: { ...real, request } }
})

let target: Server
let stand: Server
let targetPort = 0
let targetHits = 0
let standHits = 0
const hosts: string[] = []

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  target = createServer((req, res) => {
    targetHits++
    hosts.push(req.headers.host ?? '')
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<title>Secret</title>')
  })
  stand = createServer((req, res) => {
    standHits++
    const location = new URL(req.url ?? '/', 'http://x').searchParams.get('to')
    if (location) res.writeHead(302, { location }).end()
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Public page</title>')
  })
  targetPort = await listen(target)
  standIn.port = await listen(stand)
})

afterAll(async () => {
  await Promise.all([target, stand].map((s) => new Promise((resolve) => s.close(resolve))))
})

beforeEach(() => {
  targetHits = 0
  standHits = 0
  hosts.length = 0
})

const PUBLIC = '93.184.216.34'
const resolve: FetchOptions['resolve'] = async (host) => {
  const table: Record<string, string[]> = {
    'start.test': [PUBLIC],
    'loopback.test': ['127.0.0.1'],
    'mixed.test': [PUBLIC, '127.0.0.1'],
    'metadata.test': ['fd00:ec2::254'],
    'fixture.test': ['127.0.0.1'],
  }
  const addresses = table[host]
  if (!addresses) return lookup(host, { all: true }) // real DNS, e.g. for localhost
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}

async function refusal(url: string, options: Partial<FetchOptions> = {}): Promise<ExtractionError> {
  const error = await fetchPage(url, { allowPrivateNetwork: false, resolve, ...options }).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ExtractionError)
  return error as ExtractionError
}

describe('fetchPage with the private network refused', () => {
  const refused = () => [
    `http://127.0.0.1:${targetPort}/`,
    `http://localhost:${targetPort}/`,
    `http://[::1]:${targetPort}/`,
    `http://0.0.0.0:${targetPort}/`,
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    `http://[::ffff:127.0.0.1]:${targetPort}/`,
    `http://[::ffff:7f00:1]:${targetPort}/`,
    `http://2130706433:${targetPort}/`,
    `http://0177.0.0.1:${targetPort}/`,
    `http://0x7f.1:${targetPort}/`,
    `http://loopback.test:${targetPort}/`,
    `http://mixed.test:${targetPort}/`,
    'http://metadata.test/',
  ]

  it('refuses every loopback, private, metadata and disguised address before any request', async () => {
    for (const url of refused()) {
      const error = await refusal(url)
      expect([url, error.status, error.detail]).toEqual([url, 400, EXTRACTION_MESSAGES.notAllowed])
    }
    expect(targetHits).toBe(0)
  })

  it('answers 422 for a URL that is not http(s)', async () => {
    for (const url of ['ftp://example.com', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      const error = await refusal(url)
      expect([url, error.status, error.detail]).toEqual([url, 422, EXTRACTION_MESSAGES.badScheme])
    }
  })

  it('checks every redirect hop: a public page redirecting to a private one is refused before the hop', async () => {
    const to = (location: string) => `http://start.test/go?to=${encodeURIComponent(location)}`
    for (const location of [
      `http://127.0.0.1:${targetPort}/secret`,
      `http://localhost:${targetPort}/secret`,
      `http://loopback.test:${targetPort}/secret`,
    ]) {
      const error = await refusal(to(location))
      expect([location, error.status, error.detail]).toEqual([location, 400, EXTRACTION_MESSAGES.notAllowed])
    }
    expect((await refusal(to('file:///etc/passwd'))).status).toBe(422)
    expect(standHits).toBe(4)
    expect(targetHits).toBe(0)
  })

  it('reaches the public stand-in itself (so the refusals above are the guard, not the harness)', async () => {
    expect(await fetchPage('http://start.test/', { allowPrivateNetwork: false, resolve })).toEqual({
      finalUrl: 'http://start.test/',
      html: '<title>Public page</title>',
    })
    expect(standHits).toBe(1)
  })
})

describe('fetchPage with the private network allowed', () => {
  it('reaches the same local server, so its counter can tell', async () => {
    await fetchPage(`http://127.0.0.1:${targetPort}/`, { allowPrivateNetwork: true })
    expect(targetHits).toBe(1)
  })

  it('connects to the address it resolved, keeping the name in the Host header', async () => {
    // fixture.test exists only in the injected resolver: a second, real DNS lookup would fail.
    const page = await fetchPage(`http://fixture.test:${targetPort}/`, { allowPrivateNetwork: true, resolve })
    expect(page.html).toBe('<title>Secret</title>')
    expect(hosts).toEqual([`fixture.test:${targetPort}`])
  })

  it('still refuses what is not http(s)', async () => {
    expect((await refusal('ftp://127.0.0.1/', { allowPrivateNetwork: true })).status).toBe(422)
  })
})

describe('isPublicAddress', () => {
  const publicAddresses = [
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1', // just above 172.16/12
    '100.128.0.1', // just above 100.64/10
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8', // IPv4-mapped public
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
    '2002:808:808::1', // 6to4 of 8.8.8.8
  ]
  const refusedAddresses = {
    loopback: ['127.0.0.1', '127.255.255.254', '::1'],
    private: ['10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
    'link-local': ['169.254.1.1', 'fe80::1', 'fe80::1%eth0', 'febf:ffff::1'],
    'carrier-grade NAT': ['100.64.0.1', '100.127.255.255'],
    multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1', 'ff05::1:3'],
    unspecified: ['0.0.0.0', '0.1.2.3', '::'],
    broadcast: ['255.255.255.255'],
    reserved: ['240.0.0.1', '192.0.0.1', '192.0.2.1', '198.18.0.1', '198.51.100.1', '203.0.113.1', '2001:db8::1'],
    'unique-local': ['fc00::1', 'fd12:3456::1'],
    metadata: ['169.254.169.254', 'fd00:ec2::254'],
    'IPv4-mapped': ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::ffff:0.0.0.0'],
    'IPv4-compatible and other special IPv6': ['::127.0.0.1', '100::1', '2001::1', '2001:0:4136:e378::1'],
    NAT64: ['64:ff9b::7f00:1', '64:ff9b::10.0.0.1', '64:ff9b::192.168.1.1', '64:ff9b::a9fe:a9fe', '64:ff9b:1::1'],
    '6to4': ['2002:7f00:1::1', '2002:a9fe:a9fe::1', '2002:c0a8:101::'],
    'not an address': ['', 'localhost', '127.0.0.1.nip.io', '1.2.3', '::ffff:127.0.0.1.5'],
  }

  it.each(publicAddresses)('allows %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true)
  })

  it.each(Object.entries(refusedAddresses).flatMap(([kind, ips]) => ips.map((ip) => [kind, ip] as const)))(
    'refuses %s %s',
    (_kind, ip) => {
      expect(isPublicAddress(ip)).toBe(false)
    },
  )

  it('relies on URL to turn decimal, octal and hex IPv4 hosts into dotted form', () => {
    expect(
      ['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.0.0.1/', 'http://127.1/'].map(
        (u) => new URL(u).hostname,
      ),
    ).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1'])
  })
})
