import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { OPEN_DATA_LICENSE } from '../../../common/open-data.js'
import type { Repositories } from '../../db/repositories/index.js'
import { toHackathonPublic } from '../../schemas/hackathons.js'
import { EXPORT_CSV_COLUMNS } from '../../schemas/open-data.js'
import { toSeriesPublic } from '../../schemas/series.js'

export type ExportFormat = 'json' | 'csv'

/** What joins the items of an array in one CSV cell (themes, languages, eligibility). */
export const CSV_LIST_SEPARATOR = ';'

/** Rows read from the database per statement: one page is all the export holds in memory. */
const PAGE = 1000

type ExportRepos = Pick<Repositories, 'openData' | 'hackathons'>

/**
 * The export's weak ETag: the data's fingerprint (every row version of hackathons and series) and
 * the next moment the clock alone changes what it shows (a registration opening or closing, which
 * `registration_status` reports), which is also when a kept copy stops being true. Equal tags mean
 * equal exports, up to `generated_at`; computing one reads no row's data, so a 304 costs two small
 * statements, not an export.
 */
export async function exportTag(
  repos: ExportRepos,
  format: ExportFormat,
  now: Date,
): Promise<{ etag: string; nextChange: Date | undefined }> {
  const [version, nextChange] = await Promise.all([repos.openData.version(), repos.hackathons.nextChangeAfter(now)])
  const hash = createHash('sha1')
    .update(`${format}\n${version}\n${nextChange?.toISOString() ?? ''}`)
    .digest('base64url')
  return { etag: `W/"export-${hash}"`, nextChange }
}

/** Every page of `read`, one after the other, by the last id of the one before. */
async function* pages<T extends { id: string }>(read: (afterId: string | undefined) => Promise<T[]>) {
  let after: string | undefined
  for (;;) {
    const rows = await read(after)
    if (rows.length > 0) yield rows
    if (rows.length < PAGE) return
    after = rows.at(-1)?.id
  }
}

/**
 * Text written in pieces of about this many characters: small enough to be young objects that V8
 * frees at once (a page's text joined whole is a large object, kept until a full collection, and a
 * hundred of them grew the process by hundreds of megabytes), large enough to keep the stream's
 * per-chunk work small.
 */
const PIECE = 32 * 1024

/** The strings of `parts`, gathered into pieces of about PIECE characters. */
async function* pieces(parts: AsyncIterable<string>): AsyncGenerator<string> {
  let piece = ''
  for await (const part of parts) {
    piece += part
    if (piece.length >= PIECE) {
      yield piece
      piece = ''
    }
  }
  if (piece) yield piece
}

async function* jsonParts(repos: ExportRepos, now: Date): AsyncGenerator<string> {
  yield `{"license":${JSON.stringify(OPEN_DATA_LICENSE.id)},"generated_at":${JSON.stringify(now.toISOString())},"hackathons":[`
  let separator = ''
  for await (const rows of pages((after) => repos.openData.hackathonsAfter(after, PAGE))) {
    for (const row of rows) {
      yield separator + JSON.stringify(toHackathonPublic(row))
      separator = ','
    }
  }
  yield '],"series":['
  separator = ''
  for await (const rows of pages((after) => repos.openData.seriesAfter(after, PAGE))) {
    for (const row of rows) {
      yield separator + JSON.stringify(toSeriesPublic(row))
      separator = ','
    }
  }
  yield ']}\n'
}

/**
 * One CSV cell (RFC 4180): a value holding a comma, a quote or a line break is quoted, its quotes
 * doubled. Arrays are joined with the list separator, the series object is its name, null is empty.
 */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : Array.isArray(value)
        ? value.join(CSV_LIST_SEPARATOR)
        : typeof value === 'object'
          ? String((value as { name?: unknown }).name ?? '')
          : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

async function* csvParts(repos: ExportRepos): AsyncGenerator<string> {
  yield csvLine(EXPORT_CSV_COLUMNS)
  for await (const rows of pages((after) => repos.openData.hackathonsAfter(after, PAGE))) {
    for (const row of rows) {
      const item = toHackathonPublic(row)
      yield csvLine(EXPORT_CSV_COLUMNS.map((column) => item[column as keyof typeof item]))
    }
  }
}

/**
 * The export as a stream that reads the database a page at a time as the client takes it (no read
 * starts before the first byte is wanted, none runs ahead of a slow download).
 */
export function exportStream(repos: ExportRepos, format: ExportFormat, now: Date): Readable {
  return Readable.from(pieces(format === 'json' ? jsonParts(repos, now) : csvParts(repos)), { objectMode: false })
}
