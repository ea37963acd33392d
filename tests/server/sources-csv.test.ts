import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CSV_COLUMNS } from '../../common/csv-import.js'
import { ROLE } from '../../common/roles.js'
import { CSV_SOURCE_NAME, SOURCE_LIMITS } from '../../common/sources.js'
import { TIME_ZONE_MESSAGES } from '../../common/timezones.js'
import { hackathons, suggestions } from '../../server/db/schema.js'
import { MESSAGES } from '../../server/messages.js'
import { DATE_TIME_MESSAGES } from '../../server/schemas/common.js'
import {
  API,
  createTestApp,
  createUser,
  seedHackathon,
  seedSeries,
  type TestContext,
  type TestUser,
} from './helpers.js'
import { multipartBody } from './support/operations.js'

/**
 * The CSV import (POST /sources/csv): a spreadsheet's rows become listings through the review queue
 * (editors) or at once (moderators), with a report naming every bad row by its line, and a dry run
 * that stores nothing.
 */

let ctx: TestContext
let editor: TestUser
let moderator: TestUser

beforeAll(async () => {
  ctx = await createTestApp()
  editor = await createUser(ctx, { role: ROLE.editor })
  moderator = await createUser(ctx, { role: ROLE.moderator })
})
afterAll(() => ctx.close())

interface Report {
  seen: number
  created: number
  updated: number
  suggested: number
  unchanged: number
  skipped: { item_id: string; name: string | null; reason: string }[]
  error: string | null
  dry_run: boolean
  invalid: { line: number; messages: string[] }[]
}

/** A multipart upload of `bytes` in the field `field`, as `as`. */
function multipart(as: TestUser, query: string, bytes: Buffer, field = 'file') {
  const { payload, headers } = multipartBody(field, 'hackathons.csv', 'text/csv', bytes)
  return ctx.app.inject({
    method: 'POST',
    url: `${API}/sources/csv${query}`,
    headers: { ...as.headers, ...headers },
    payload,
  })
}

const upload = (file: string | Buffer, as: TestUser, query = '') =>
  multipart(as, query, Buffer.isBuffer(file) ? file : Buffer.from(file))

async function imported(file: string | Buffer, as: TestUser, query = ''): Promise<Report> {
  const response = await upload(file, as, query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Report
}

const address = () => `https://csv.example/${randomUUID()}`
const listed = async (url: string) =>
  (await ctx.database.db.select().from(hackathons).where(eq(hackathons.url, url)))[0]
const suggestedFor = (url: string) =>
  ctx.database.db
    .select()
    .from(suggestions)
    .then((rows) => rows.filter((row) => (row.changes as { url?: string }).url === url))

/** The messages of a 422 about the file. */
async function fileProblems(file: string | Buffer) {
  const response = await upload(file, editor)
  expect(response.statusCode, response.body).toBe(422)
  const { detail } = response.json() as { detail: { loc: string[]; msg: string }[] }
  for (const issue of detail) expect(issue.loc).toEqual(['body', 'file'])
  return detail.map((issue) => issue.msg)
}

const HEADER = 'name,url,start_date,end_date'

describe('the header row', () => {
  it('names an unknown column, a repeated one and a missing required one, in one 422', async () => {
    const messages = await fileProblems(`Name,url,start_date,url,place\nA,${address()},2031-03-01T09:00Z,x,y\n`)
    expect(messages).toEqual([
      `${MESSAGES.csvUnknownColumn}: "Name"`,
      `${MESSAGES.csvRepeatedColumn}: "url"`,
      `${MESSAGES.csvUnknownColumn}: "place"`,
      `${MESSAGES.csvMissingColumn}: "name"`,
      `${MESSAGES.csvMissingColumn}: "end_date"`,
    ])
  })

  it('refuses an empty file and a blank column name', async () => {
    expect(await fileProblems('\n\n')).toEqual([MESSAGES.csvNoHeader])
    expect(await fileProblems(`${HEADER},\n`)).toEqual([MESSAGES.csvEmptyHeader])
  })

  it('reads a header row with a byte order mark, and one with the columns in any order', async () => {
    const url = address()
    const withBom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${HEADER}\r\nBOM Hack,${url},2031-03-01T09:00:00Z,2031-03-02T18:00:00Z\r\n`),
    ])
    expect(await imported(withBom, editor, '?dry_run=true')).toMatchObject({ seen: 1, suggested: 1, invalid: [] })
    const reordered = `end_date,url,name,start_date\n2031-03-02T18:00:00Z,${url},Reordered Hack,2031-03-01T09:00:00Z\n`
    expect(await imported(reordered, editor, '?dry_run=true')).toMatchObject({ seen: 1, suggested: 1, invalid: [] })
  })

  it('offers a template whose header row is every column the import reads, and which imports', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API}/sources/csv/template` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toContain('attachment; filename="hackathons-template.csv"')
    const [header] = response.body.split('\r\n')
    expect(header?.split(',')).toEqual([...CSV_COLUMNS])
    expect(header?.startsWith('name,url,start_date,end_date,')).toBe(true)
    const cells = CSV_COLUMNS.map(
      (column) =>
        ({ name: 'Template Hack', url: address(), start_date: '2031-05-01T09:00Z', end_date: '2031-05-02T18:00Z' })[
          column as string
        ] ?? '',
    )
    const report = await imported(`${response.body}${cells.join(',')}\r\n`, editor, '?dry_run=true')
    expect(report).toMatchObject({ seen: 1, suggested: 1, invalid: [] })
  })
})

describe('the cells', () => {
  it('keeps commas, doubled quotes and line breaks of quoted cells, and splits lists on ;', async () => {
    const url = address()
    const file = [
      `${HEADER},description,location,themes,languages,free,prize_amount,prize_currency`,
      `"Hack, the ""Quoted"" one",${url},2031-04-01T09:00:00Z,2031-04-02T18:00:00Z,"Build, ship` +
        `\nand demo","Berlin, Germany",ai; climate ;,en;de,TRUE,5000,EUR`,
    ].join('\n')
    expect(await imported(file, moderator)).toMatchObject({ seen: 1, created: 1, invalid: [], skipped: [] })
    expect(await listed(url)).toMatchObject({
      name: 'Hack, the "Quoted" one',
      description: 'Build, ship\nand demo',
      location: 'Berlin, Germany',
      themes: ['ai', 'climate'],
      languages: ['en', 'de'],
      free: true,
      prizeAmount: 5000,
      prizeCurrency: 'EUR',
    })
  })

  it("reads a date with its offset or zone, and one on the clock of the row's timezone", async () => {
    const [zoned, local, summer] = [address(), address(), address()]
    const file = [
      'name,url,start_date,end_date,timezone',
      `Zoned Hack,${zoned},2031-03-01T09:00+01:00,2031-03-02T18:30:00Z,`,
      `Local Hack,${local},2031-03-01 09:00,2031-03-02 18:30,Europe/Berlin`,
      `Summer Hack,${summer},2031-07-01 09:00,2031-07-01T20:00:00-04:00,Europe/Berlin`,
    ].join('\n')
    expect(await imported(file, moderator)).toMatchObject({ seen: 3, created: 3, invalid: [] })
    expect(await listed(zoned)).toMatchObject({
      startDate: new Date('2031-03-01T08:00:00Z'),
      endDate: new Date('2031-03-02T18:30:00Z'),
      timezone: null,
    })
    expect(await listed(local)).toMatchObject({
      startDate: new Date('2031-03-01T08:00:00Z'),
      endDate: new Date('2031-03-02T17:30:00Z'),
      timezone: 'Europe/Berlin',
    })
    expect(await listed(summer)).toMatchObject({
      startDate: new Date('2031-07-01T07:00:00Z'),
      endDate: new Date('2031-07-02T00:00:00Z'),
    })
  })
})

describe('the report', () => {
  it('lists every invalid row by the line it starts on, with all its messages, and files the valid ones', async () => {
    const [first, multi] = [address(), address()]
    const lines = [
      `${HEADER},timezone,description,min_age`, // 1
      `Good Hack,${first},2031-03-01T09:00:00Z,2031-03-02T18:00:00Z,,,`, // 2
      `Multi Hack,${multi},2031-03-01T09:00:00Z,2031-03-02T18:00:00Z,,"three`, // 3
      'lines', // 4
      'long",', // 5
      `Backwards Hack,${address()},2031-03-05T09:00:00Z,2031-03-02T18:00:00Z,,,`, // 6
      `Zone Hack,${address()},2031-03-01 09:00,2031-03-02 18:00,Mars/Olympus,,`, // 7
      `Form Hack,${address()},01/03/2031 09:00,2031-03-02T18:00:00Z,,,`, // 8
      ',,,,,,', // 9: a spreadsheet's empty row
      `Short Hack,${address()}`, // 10
      `,ftp://nowhere.example,2031-02-30T09:00:00Z,2031-03-02 18:00,,,ten`, // 11
      `Again Hack,${first},2031-03-01T09:00:00Z,2031-03-02T18:00:00Z,,,`, // 12
    ]
    const report = await imported(lines.join('\r\n'), editor)
    expect(report).toMatchObject({ seen: 8, suggested: 2, created: 0, updated: 0, error: null, dry_run: false })
    expect(report.invalid).toEqual([
      { line: 6, messages: [`end_date: ${MESSAGES.endBeforeStart}`] },
      { line: 7, messages: [`timezone: ${TIME_ZONE_MESSAGES.unknown}`] },
      { line: 8, messages: [`start_date: ${MESSAGES.csvDateForm}`] },
      { line: 10, messages: [`${MESSAGES.csvCellCount} (2, not 7)`] },
      {
        line: 11,
        messages: [
          `start_date: ${DATE_TIME_MESSAGES.notReal}`,
          `end_date: ${MESSAGES.csvDateNeedsZone}`,
          `name: ${MESSAGES.fieldRequired}`,
          `url: ${MESSAGES.csvWebUrl}`,
          `min_age: ${MESSAGES.csvInteger}`,
        ],
      },
      { line: 12, messages: [`${MESSAGES.csvSameUrl} 2`] },
    ])
    expect(await suggestedFor(first)).toHaveLength(1)
    expect(await suggestedFor(multi)).toMatchObject([{ changes: { description: 'three\r\nlines\r\nlong' } }])
  })

  it('refuses a row naming a series that does not exist, and files one naming a real series', async () => {
    const series = await seedSeries(ctx, `CSV Series ${randomUUID()}`)
    const url = address()
    const file = [
      `${HEADER},series_id`,
      `Lost Hack,${address()},2031-03-01T09:00:00Z,2031-03-02T18:00:00Z,${randomUUID()}`,
      `Series Hack,${url},2031-03-01T09:00:00Z,2031-03-02T18:00:00Z,${series.id}`,
    ].join('\n')
    const report = await imported(file, moderator)
    expect(report).toMatchObject({
      seen: 2,
      created: 1,
      invalid: [{ line: 2, messages: [`series_id: ${MESSAGES.unknownSeries}`] }],
    })
    expect(await listed(url)).toMatchObject({ seriesId: series.id })
  })

  it('answers a clear 4xx for what is not a CSV file, never a 500', async () => {
    expect(await fileProblems(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x0a]))).toEqual([
      MESSAGES.csvNotUtf8,
    ])
    const [unclosed] = await fileProblems(`${HEADER}\n"Open,${address()},2031-03-01T09:00Z,2031-03-02T09:00Z\n`)
    expect(unclosed).toMatch(new RegExp(`^${MESSAGES.csvMalformed}: Quote Not Closed`))
    const json = await ctx.app.inject({
      method: 'POST',
      url: `${API}/sources/csv`,
      headers: editor.headers,
      payload: { file: HEADER },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json()).toEqual({ detail: MESSAGES.csvNotMultipart })
    const wrongField = await multipart(editor, '', Buffer.from(HEADER), 'upload')
    expect(wrongField.statusCode).toBe(422)
    expect(wrongField.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: MESSAGES.csvMissing, type: 'value_error' }],
    })
    const badQuery = await upload(`${HEADER}\n`, editor, '?dry_run=maybe')
    expect(badQuery.statusCode).toBe(422)
    expect(badQuery.json()).toEqual({
      detail: [{ loc: ['query', 'dry_run'], msg: `dry_run ${MESSAGES.csvBoolean}`, type: 'value_error' }],
    })
  })

  it('refuses a file over 2 MB with 413, storing nothing', async () => {
    const url = address()
    const row = `Big Hack,${url},2031-03-01T09:00:00Z,2031-03-02T18:00:00Z\n`
    const padding = `${'x'.repeat(SOURCE_LIMITS.csvMaxBytes)}\n`
    const response = await upload(`${HEADER},description\n${row.trim()},${padding}`, moderator)
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ detail: MESSAGES.csvTooLarge })
    expect(await listed(url)).toBeUndefined()
  })
})

describe('dry run, review and publish', () => {
  const oneRow = (url: string, name = 'Flow Hack') =>
    `${HEADER},location\n${name},${url},2031-06-01T09:00:00Z,2031-06-02T18:00:00Z,Lisbon\n`

  it('stores nothing on a dry run, whoever uploads', async () => {
    const url = address()
    const asEditor = await imported(oneRow(url), editor, '?dry_run=true')
    expect(asEditor).toMatchObject({ dry_run: true, seen: 1, suggested: 1, created: 0 })
    const asModerator = await imported(oneRow(url), moderator, '?dry_run=true')
    expect(asModerator).toMatchObject({ dry_run: true, seen: 1, suggested: 0, created: 1 })
    expect(await listed(url)).toBeUndefined()
    expect(await suggestedFor(url)).toEqual([])
  })

  it("files an editor's rows as pending suggestions from the CSV import", async () => {
    const url = address()
    expect(await imported(oneRow(url), editor)).toMatchObject({ dry_run: false, suggested: 1, created: 0 })
    expect(await listed(url)).toBeUndefined()
    const [suggestion] = await suggestedFor(url)
    expect(suggestion).toMatchObject({
      kind: 'new',
      status: 'pending',
      source: 'import',
      sourceId: null,
      sourceName: CSV_SOURCE_NAME,
      submittedById: editor.user.id,
    })
    const read = await ctx.app.inject({
      method: 'GET',
      url: `${API}/suggestions/${suggestion?.id}`,
      headers: editor.headers,
    })
    expect(read.json()).toMatchObject({ source: 'import', source_name: CSV_SOURCE_NAME, name: 'Flow Hack' })
  })

  it("applies a moderator's rows at once, each a revision of the import", async () => {
    const url = address()
    expect(await imported(oneRow(url), moderator)).toMatchObject({ created: 1, suggested: 0 })
    const listing = await listed(url)
    expect(listing).toMatchObject({ name: 'Flow Hack', location: 'Lisbon' })
    expect(await suggestedFor(url)).toEqual([])
    const history = await ctx.app.inject({ method: 'GET', url: `${API}/hackathons/${listing?.id}/revisions` })
    expect(history.json()).toMatchObject({ data: [{ source: 'import' }] })
  })

  it('updates the listing a row matches by its address, never listing it twice', async () => {
    const url = address()
    const seeded = await seedHackathon(ctx, { name: 'Matched Hack', url, location: 'Porto' })
    const changed = `${HEADER},location\nMatched Hack,${url}/,2030-01-01T10:00:00Z,2030-01-02T10:00:00Z,Lisbon\n`
    const report = await imported(changed, moderator)
    expect(report).toMatchObject({ seen: 1, created: 0, updated: 1, invalid: [], skipped: [] })
    expect((await ctx.app.repos.hackathons.findById(seeded.id))?.location).toBe('Lisbon')
    expect(await imported(changed, moderator)).toMatchObject({ created: 0, updated: 0, unchanged: 1 })
    const suggested = await imported(changed.replace('Lisbon', 'Faro'), editor)
    expect(suggested).toMatchObject({ created: 0, suggested: 1 })
    const filed = await ctx.database.db.select().from(suggestions).where(eq(suggestions.hackathonId, seeded.id))
    expect(filed).toMatchObject([
      { kind: 'update', status: 'pending', source: 'import', changes: { location: 'Faro' } },
    ])
  })
})
