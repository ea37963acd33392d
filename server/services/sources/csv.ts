import { CsvError, parse } from 'csv-parse/sync'
import Value from 'typebox/value'
import { CSV_COLUMNS, CSV_LIST_SEPARATOR, CSV_REQUIRED_COLUMNS } from '../../../common/csv-import.js'
import { declarationOf, type HackathonField } from '../../../common/hackathon-fields.js'
import { PATTERN_MESSAGES, PATTERNS } from '../../../common/limits.js'
import { mayPublishImports } from '../../../common/policy.js'
import { CSV_SOURCE_NAME, type RunReport } from '../../../common/sources.js'
import { isTimeZone, TIME_ZONE_MESSAGES } from '../../../common/timezones.js'
import { wallClockToInstant } from '../../../common/zoned-time.js'
import { type SuggestedChangesValue, storedChangesOf } from '../../db/hackathon-fields.js'
import type { Repositories } from '../../db/repositories/index.js'
import { type FieldIssue, FieldValidationError, invalidAt } from '../../http-errors.js'
import { MESSAGES } from '../../messages.js'
import { DATE_TIME_MESSAGES, dateTimeProblem } from '../../schemas/common.js'
import { HackathonCreate } from '../../schemas/hackathons.js'
import { CsvImportQuery } from '../../schemas/sources.js'
import { assertConsistent, changesFromBody, withoutNulls } from '../hackathons/changes.js'
import type { Caller } from '../hackathons/index.js'
import { applyItems, type ImportDeps, type ImportItem } from './import.js'

/**
 * The CSV route's query: its route reads a multipart body, so its validator checks nothing, and the
 * query is checked here against its schema (`dry_run` written `true` or `false`).
 */
export function csvQueryOf(query: unknown): { dryRun: boolean } {
  const converted = Value.Convert(CsvImportQuery, Value.Default(CsvImportQuery, structuredClone(query ?? {})))
  if (!Value.Check(CsvImportQuery, converted)) {
    throw invalidAt(['query', 'dry_run'], `dry_run ${MESSAGES.csvBoolean}`)
  }
  return { dryRun: converted.dry_run ?? false }
}

/** A row of the file that is not what the header row promises, with everything wrong with it. */
export interface CsvRowError {
  line: number
  messages: string[]
}

/** What an upload did (or, in a dry run, would do): the run's report and every invalid row. */
export interface CsvImportResult extends RunReport {
  dry_run: boolean
  invalid: CsvRowError[]
}

/** One record of the file: its cells and the line it starts on (a quoted cell may span lines). */
interface CsvRecord {
  line: number
  cells: string[]
}

const fileIssue = (msg: string): FieldIssue => ({ loc: ['body', 'file'], msg, type: 'value_error' })
const fileProblem = (msg: string) => new FieldValidationError([fileIssue(msg)])

/** The file as text: UTF-8, its BOM dropped, refusing bytes that are not UTF-8 rather than reading them as U+FFFD. */
function decoded(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw fileProblem(MESSAGES.csvNotUtf8)
  }
}

const CR = 0x0d
const LF = 0x0a

/** Line breaks in `bytes` from `from` to `to`: CRLF, LF or a lone CR each end one line. */
function lineBreaks(bytes: Uint8Array, from: number, to: number): number {
  let count = 0
  for (let index = from; index < to; index++) {
    if (bytes[index] === LF || (bytes[index] === CR && bytes[index + 1] !== LF)) count++
  }
  return count
}

/**
 * The records of an RFC 4180 file, each with the line it starts on (a quoted cell may span lines).
 * The lines are counted here, from where each record ends in the bytes: csv-parse's own count takes
 * a CRLF inside quotes for two lines.
 */
function recordsOf(text: string): CsvRecord[] {
  const bytes = Buffer.from(text)
  const records: CsvRecord[] = []
  let offset = 0
  let line = 1
  try {
    parse(bytes, {
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (cells: string[], context) => {
        let start = offset
        // The empty lines skipped before the record.
        while (start < context.bytes && (bytes[start] === CR || bytes[start] === LF)) start++
        line += lineBreaks(bytes, offset, start)
        records.push({ line, cells })
        line += lineBreaks(bytes, start, context.bytes)
        offset = context.bytes
        return null
      },
    })
  } catch (error) {
    if (error instanceof CsvError) throw fileProblem(`${MESSAGES.csvMalformed}: ${error.message}`)
    throw error
  }
  return records
}

/** The header row's columns, or a 422 naming each column that is unknown, repeated or missing. */
function columnsOf(header: CsvRecord | undefined): HackathonField[] {
  if (!header) throw fileProblem(MESSAGES.csvNoHeader)
  const names = header.cells.map((cell) => cell.trim())
  const known = new Set<string>(CSV_COLUMNS)
  const issues: FieldIssue[] = []
  const seen = new Set<string>()
  for (const name of names) {
    if (!name) issues.push(fileIssue(MESSAGES.csvEmptyHeader))
    else if (!known.has(name)) issues.push(fileIssue(`${MESSAGES.csvUnknownColumn}: "${name}"`))
    else if (seen.has(name)) issues.push(fileIssue(`${MESSAGES.csvRepeatedColumn}: "${name}"`))
    seen.add(name)
  }
  for (const required of CSV_REQUIRED_COLUMNS) {
    if (!seen.has(required)) issues.push(fileIssue(`${MESSAGES.csvMissingColumn}: "${required}"`))
  }
  if (issues.length > 0) throw new FieldValidationError(issues)
  return names as HackathonField[]
}

const ISO_WITH_ZONE = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}:\d{2})(:\d{2}(?:\.\d{1,9})?)?([Zz]|[+-]\d{2}:?\d{2})$/
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})$/

/**
 * A date cell as the instant the API stores (ISO 8601 in UTC), or what is wrong with it: ISO 8601
 * with a zone (seconds optional), or `YYYY-MM-DD HH:MM` on the clock of the row's `timezone`.
 */
function instantOf(cell: string, zone: string | undefined): string | { problem: string } {
  const iso = ISO_WITH_ZONE.exec(cell)
  if (iso) {
    const [, day, minutes, seconds, offset] = iso as unknown as [string, string, string, string | undefined, string]
    const zoneText = /^[Zz]$/.test(offset) ? 'Z' : offset.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')
    const written = `${day}T${minutes}${seconds ?? ':00'}${zoneText}`
    const problem = dateTimeProblem(written)
    if (problem === 'notReal') return { problem: DATE_TIME_MESSAGES.notReal }
    if (problem) return { problem: DATE_TIME_MESSAGES.outOfRange }
    return new Date(written).toISOString()
  }
  const local = LOCAL_TIME.exec(cell)
  if (!local) return { problem: MESSAGES.csvDateForm }
  if (!zone) return { problem: MESSAGES.csvDateNeedsZone }
  const [year, month, day, hour, minute] = local.slice(1).map(Number) as [number, number, number, number, number]
  // The wall-clock time itself must be real (no 30 February, no 25:00) before a zone reads it.
  if (dateTimeProblem(`${cell.slice(0, 10)}T${cell.slice(11)}:00Z`) === 'notReal') {
    return { problem: DATE_TIME_MESSAGES.notReal }
  }
  const instant = new Date(wallClockToInstant({ year, month, day, hour, minute }, zone)).toISOString()
  return dateTimeProblem(instant) ? { problem: DATE_TIME_MESSAGES.outOfRange } : instant
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/**
 * A cell as the API's value of its field: a list split on `;`, a number or yes-or-no read from its
 * text. A cell that does not read as its kind is kept as text, so the create schema says what is wrong.
 */
function cellValue(field: HackathonField, cell: string): unknown {
  const { type } = declarationOf(field)
  switch (type.kind) {
    case 'choices':
    case 'languages':
      return cell
        .split(CSV_LIST_SEPARATOR)
        .map((value) => value.trim())
        .filter(Boolean)
    case 'number':
    case 'integer':
      return NUMBER.test(cell) ? Number(cell) : cell
    case 'boolean':
      return /^true$/i.test(cell) ? true : /^false$/i.test(cell) ? false : cell
    default:
      return cell
  }
}

/** What a row's report line says of a value that breaks a pattern or is not of its field's type. */
const PATTERN_WORDS: Readonly<Record<string, string>> = {
  ...PATTERN_MESSAGES,
  [PATTERNS.webUrl]: MESSAGES.csvWebUrl,
  [PATTERNS.imageUrl]: MESSAGES.csvImageUrl,
}
const TYPE_WORDS: Readonly<Record<string, string>> = {
  boolean: MESSAGES.csvBoolean,
  integer: MESSAGES.csvInteger,
  number: MESSAGES.csvNumber,
}

type SchemaError = ReturnType<typeof Value.Errors>[number]

/** The words of a create body's error, for a person who wrote a cell rather than JSON. */
function wordsOf(error: SchemaError): string {
  const params = error.params as { pattern?: string; type?: string | string[]; allowedValues?: unknown[] }
  if (error.keyword === 'pattern' && params.pattern && Object.hasOwn(PATTERN_WORDS, params.pattern)) {
    return PATTERN_WORDS[params.pattern] as string
  }
  const type = [params.type].flat()[0]
  if (error.keyword === 'type' && type && Object.hasOwn(TYPE_WORDS, type)) return TYPE_WORDS[type] as string
  if (error.keyword === 'enum' && params.allowedValues) {
    return `${MESSAGES.csvOneOf} ${params.allowedValues.join(', ')}`
  }
  return error.message
}

/**
 * A create body's problems as a row's report lines: the field, then what is wrong; one line a field
 * (a value may break several branches of one schema), none for a field already said to be unreadable.
 */
function schemaMessages(body: Record<string, unknown>, said: ReadonlySet<string>): string[] {
  const messages = new Map<string, string>()
  for (const error of Value.Errors(HackathonCreate, body)) {
    if (error.keyword === 'required') {
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties ?? []
      for (const field of missing) {
        if (!said.has(field) && !messages.has(field)) messages.set(field, `${field}: ${MESSAGES.fieldRequired}`)
      }
      continue
    }
    const field = error.instancePath.split('/')[1] ?? 'row'
    if (!messages.has(field)) messages.set(field, `${field}: ${wordsOf(error)}`)
  }
  return [...messages.values()]
}

/**
 * A data row as the fields of a hackathon, checked as a create body is (the same TypeBox schema,
 * then the rules that join fields: an end before the start, a zone this server does not know), or
 * every message of what is wrong with it. Empty cells give nothing: an import never clears a field.
 */
function rowFields(
  columns: readonly HackathonField[],
  record: CsvRecord,
): { fields: SuggestedChangesValue } | { messages: string[] } {
  if (record.cells.length !== columns.length) {
    return { messages: [`${MESSAGES.csvCellCount} (${record.cells.length}, not ${columns.length})`] }
  }
  const cells = new Map(columns.map((column, index) => [column, record.cells[index]?.trim() ?? '']))
  const messages: string[] = []
  const zone = cells.get('timezone') || undefined
  const knownZone = zone && isTimeZone(zone) ? zone : undefined
  if (zone && !knownZone) messages.push(`timezone: ${TIME_ZONE_MESSAGES.unknown}`)
  const body: Record<string, unknown> = {}
  // Dates given but unreadable: reported as such, not again as missing.
  const unreadable = new Set<string>()
  for (const [field, cell] of cells) {
    if (!cell || (field === 'timezone' && !knownZone)) continue
    if (declarationOf(field).type.kind !== 'dateTime') {
      body[field] = cellValue(field, cell)
      continue
    }
    const instant = instantOf(cell, knownZone)
    if (typeof instant === 'string') {
      body[field] = instant
      continue
    }
    unreadable.add(field)
    // A local time in a zone this server does not know is reported once, with the zone.
    if (!(zone && !knownZone && LOCAL_TIME.test(cell))) messages.push(`${field}: ${instant.problem}`)
  }
  messages.push(...schemaMessages(body, unreadable))
  if (messages.length > 0) return { messages: [...new Set(messages)] }
  try {
    const changes = changesFromBody(body)
    assertConsistent(changes)
    return { fields: storedChangesOf(withoutNulls(changes)) }
  } catch (error) {
    if (error instanceof FieldValidationError) {
      return { messages: error.issues.map((issue) => `${issue.loc.at(-1)}: ${issue.msg}`) }
    }
    throw error
  }
}

/**
 * Imports the hackathons of a CSV file (RFC 4180, UTF-8 with or without BOM): a header row of the
 * API's field names (422 naming each that is wrong), then one hackathon a row. Every invalid row is
 * reported with its line and messages; the valid ones go through the import pipeline as items
 * (matched to listings like a source's events: a matched listing is updated, never listed twice),
 * filed for review or, for a moderator, applied at once. A dry run stores nothing.
 */
export async function importCsv(
  deps: ImportDeps & { repos: Pick<Repositories, 'series'> },
  bytes: Uint8Array,
  caller: Caller,
  options: { dryRun: boolean; now: Date },
): Promise<CsvImportResult> {
  const [header, ...rows] = recordsOf(decoded(bytes))
  const columns = columnsOf(header)
  const invalid: CsvRowError[] = []
  const items: ImportItem[] = []
  const lineOfUrl = new Map<string, number>()
  // As a create checks it; a file names few series, each looked up once.
  const knownSeries = new Map<string, Promise<boolean>>()
  const seriesExists = (id: string) => {
    let known = knownSeries.get(id)
    if (!known) {
      known = deps.repos.series.exists(id)
      knownSeries.set(id, known)
    }
    return known
  }
  // Rows a spreadsheet writes for its empty lines (only separators) are no hackathons.
  const filled = rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''))
  for (const row of filled) {
    const read = rowFields(columns, row)
    if ('messages' in read) {
      invalid.push({ line: row.line, messages: read.messages })
      continue
    }
    const url = read.fields.url ?? ''
    const earlier = lineOfUrl.get(url)
    if (earlier !== undefined) {
      invalid.push({ line: row.line, messages: [`${MESSAGES.csvSameUrl} ${earlier}`] })
      continue
    }
    lineOfUrl.set(url, row.line)
    const seriesId = read.fields.series_id
    if (seriesId && !(await seriesExists(seriesId))) {
      invalid.push({ line: row.line, messages: [`series_id: ${MESSAGES.unknownSeries}`] })
      continue
    }
    items.push({ itemId: String(row.line), fields: read.fields })
  }
  const { items: _decisions, ...report } = await applyItems(
    deps,
    {
      origin: { sourceId: null, sourceName: CSV_SOURCE_NAME, actorId: caller.id },
      trust: mayPublishImports(caller.role) ? 'publish' : 'review',
      seriesId: null,
      dryRun: options.dryRun,
      now: options.now,
    },
    items,
  )
  return { ...report, seen: filled.length, dry_run: options.dryRun, invalid }
}
