import { randomUUID } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { type APIRequestContext, expect } from '@playwright/test'

/** A short id that keeps names unique across the two workers sharing one server. */
export const uid = () => randomUUID().slice(0, 8)

/** An ISO instant `days` from now (negative for the past), on the hour. */
export function daysFromNow(days: number, hour = 9): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(hour, 0, 0, 0)
  return date.toISOString()
}

/** The value a `datetime-local` input takes for an ISO instant, in the browser's zone (the test's TZ). */
export function localInput(iso: string): string {
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff
  for (const byte of buffer) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG of `size` x `size` pixels in one colour, made in memory. */
export function pngBuffer(size = 16, [r, g, b] = [37, 99, 235]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())])
  const pixels = Buffer.concat(Array.from({ length: size }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export interface HackathonInput {
  name: string
  url?: string
  start_date: string
  end_date: string
  description?: string | null
  location?: string | null
  series_id?: string | null
  image?: string | null
  attendance_mode?: 'in_person' | 'online' | 'hybrid' | null
  timezone?: string | null
  themes?: string[] | null
}

/**
 * Creates a hackathon through the API (role >= 1 token) and returns it. Without a url it gets an
 * address of its own: an address is listed once.
 */
export async function apiCreateHackathon(request: APIRequestContext, token: string, input: HackathonInput) {
  const response = await request.post('/api/v1/hackathons/', {
    headers: { authorization: `Bearer ${token}` },
    data: { url: `https://example.com/e2e/${uid()}`, ...input },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; name: string; series_id: string | null }
}

/** Creates a series through the API (role >= 5 token) and returns it. */
export async function apiCreateSeries(request: APIRequestContext, token: string, name: string, description?: string) {
  const response = await request.post('/api/v1/series/', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; name: string }
}

/** GET /hackathons/ with the given query (anonymous). */
export async function apiListHackathons(request: APIRequestContext, query: Record<string, string | number>) {
  const response = await request.get('/api/v1/hackathons/', { params: query })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { data: { id: string; name: string; series_id: string | null }[]; count: number }
}
