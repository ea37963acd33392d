import { once } from 'node:events'
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { type SQL, sql } from 'drizzle-orm'
import { type Database, type DatabaseHandle, MIGRATIONS_FOLDER } from './index.js'
import { rowsOf } from './raw-sql.js'

/**
 * The whole database in one portable file: gzip'd JSON lines, readable by any PostgreSQL, PGlite or
 * none (`zcat FILE | head`).
 *
 *   {"format":"hackathons-backup","version":1,"created_at":…,"migration":{"tag":…,"when":…},"tables":[…]}
 *   {"table":"users","columns":["id","email",…],"types":["uuid","character varying(320)",…],"rows":2}
 *   {"id":"…","email":"…",…}                  one line per row, `rows` of them
 *   {"table":"series",…}                       the next table, in foreign-key order (referenced first)
 *   …
 *   {"end":true,"rows":1234}
 *
 * A row is PostgreSQL's own `row_to_json` of it: timestamps as ISO 8601 with their offset, jsonb as
 * JSON, numbers as PostgreSQL prints them (so nothing passes through a JavaScript number), and bytea
 * (the images) as base64. Generated columns are left out (the restore computes them again). Rows
 * holding transaction ids (hackathon_writes, hackathon_counts: caches of this database's
 * transactions, meaningless in another) are not carried: their tables come back empty and refill.
 */
export const BACKUP_FORMAT = 'hackathons-backup'
export const BACKUP_VERSION = 1

/** A backup or a restore that cannot go on; the message says why, for the one who ran it. */
export class BackupError extends Error {}

export interface MigrationLevel {
  tag: string
  /** The migration's timestamp in the journal, which drizzle records as it applies it. */
  when: number
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT
  version: number
  created_at: string
  migration: MigrationLevel
  tables: string[]
}

interface TableLine {
  table: string
  columns: string[]
  types: string[]
  rows: number
}

/** Rows per table, in the order they were written or restored. */
export type TableCounts = Record<string, number>

interface Column {
  name: string
  type: string
  bytea: boolean
}

interface Table {
  name: string
  /** Every column but the generated ones, in their order. */
  columns: Column[]
  primaryKey: string[]
  /** Its rows hold transaction ids or snapshots of this database: they are not carried. */
  clusterLocal: boolean
}

const CLUSTER_LOCAL_TYPES = new Set(['xid', 'xid8', 'pg_snapshot', 'txid_snapshot'])

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** This version's migrations, in order. */
export function migrationJournal(folder = MIGRATIONS_FOLDER): MigrationLevel[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[]
  }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}

/** The last migration applied to the database, undefined when it was never migrated. */
async function appliedLevel(db: Database): Promise<MigrationLevel | undefined> {
  const [present] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  )
  if (!present?.present) return undefined
  const [last] = rowsOf<{ when: string | null }>(
    await db.execute(sql.raw('select max(created_at)::text as "when" from drizzle.__drizzle_migrations')),
  )
  if (!last?.when) return undefined
  const when = Number(last.when)
  const level = migrationJournal().find((entry) => entry.when === when)
  if (!level) {
    throw new BackupError(
      `The database was migrated by a newer version of Hackathons than this one (migration of ${new Date(when).toISOString()}): use that version`,
    )
  }
  return level
}

/** The database's own tables (schema public), referenced tables before those referring to them. */
async function readTables(db: Database): Promise<Table[]> {
  const columns = rowsOf<{ table: string; name: string; type: string; base: string; generated: boolean }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
        t.typname as base, a.attgenerated <> '' as generated
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`),
  )
  const keys = rowsOf<{ table: string; name: string }>(
    await db.execute(sql`
      select c.relname as "table", a.attname as name
      from pg_index i
      join pg_class c on c.oid = i.indrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
      where i.indisprimary and n.nspname = 'public'
      order by c.relname, array_position(i.indkey::int2[], a.attnum)`),
  )
  const references = rowsOf<{ table: string; referenced: string }>(
    await db.execute(sql`
      select c.relname as "table", r.relname as referenced
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class r on r.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  )
  const tables = new Map<string, Table>()
  for (const column of columns) {
    let table = tables.get(column.table)
    if (!table) {
      table = { name: column.table, columns: [], primaryKey: [], clusterLocal: false }
      tables.set(column.table, table)
    }
    if (CLUSTER_LOCAL_TYPES.has(column.base)) table.clusterLocal = true
    if (!column.generated) table.columns.push({ name: column.name, type: column.type, bytea: column.base === 'bytea' })
  }
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.name)

  // Kahn's order, alphabetical among equals so two backups of one database are the same file.
  const waitingOn = new Map([...tables.keys()].map((name) => [name, new Set<string>()]))
  for (const { table, referenced } of references) {
    if (table !== referenced) waitingOn.get(table)?.add(referenced)
  }
  const ordered: Table[] = []
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, needs]) => needs.size === 0).map(([name]) => name)
    if (ready.length === 0)
      throw new BackupError(`The tables ${[...waitingOn.keys()].join(', ')} refer to each other in a cycle`)
    const next = ready.sort()[0] as string
    waitingOn.delete(next)
    for (const needs of waitingOn.values()) needs.delete(next)
    ordered.push(tables.get(next) as Table)
  }
  return ordered
}

/**
 * Whether no table of the database (schema public) holds a row; true for one never migrated. The
 * caches of transaction ids do not count: a migration that touches hackathons leaves a row there.
 */
export async function isEmpty(db: Database): Promise<boolean> {
  for (const table of await readTables(db)) {
    if (table.clusterLocal) continue
    const [row] = rowsOf<{ any: boolean }>(
      await db.execute(sql.raw(`select exists (select 1 from ${ident(table.name)}) as "any"`)),
    )
    if (row?.any) return false
  }
  return true
}

class UnwritableError extends BackupError {}

/** Writes text to a stream, waiting while its buffer is full. */
async function write(stream: Writable, text: string) {
  // The file failed (a missing folder, a full disk): its error is what `written` rejects with.
  if (stream.destroyed) throw new UnwritableError('The backup file could not be written')
  if (!stream.write(text)) await once(stream, 'drain')
}

/**
 * Writes every table of the database to `file` (see the format above), as of one instant: the rows
 * are read in one read-only repeatable-read transaction, so a server may go on writing meanwhile
 * (PostgreSQL). The file appears only once complete.
 */
export async function writeBackup(db: Database, file: string): Promise<TableCounts> {
  const level = await appliedLevel(db)
  if (!level) throw new BackupError('The database holds nothing to back up: it was never migrated')
  const partial = `${file}.partial`
  const gzip = createGzip()
  const written = pipeline(gzip, createWriteStream(partial))
  // Awaited below; a file that cannot be opened must not surface before then as an unhandled rejection.
  written.catch(() => {})
  const counts: TableCounts = {}
  try {
    await db.transaction(
      async (tx) => {
        const tables = await readTables(tx)
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created_at: new Date().toISOString(),
          migration: level,
          tables: tables.map((table) => table.name),
        }
        await write(gzip, `${JSON.stringify(header)}\n`)
        for (const table of tables) counts[table.name] = await writeTable(tx, gzip, table)
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0)
    await write(gzip, `${JSON.stringify({ end: true, rows: total })}\n`)
    gzip.end()
    await written
    await rename(partial, file)
    return counts
  } catch (error) {
    gzip.destroy()
    const failure = await written.then(
      () => error,
      (writeError: unknown) => writeError,
    )
    await rm(partial, { force: true })
    // The file's own error (ENOENT, ENOSPC) says more than the write that met it.
    throw error instanceof UnwritableError ? failure : error
  }
}

async function writeTable(tx: Database, out: Writable, table: Table): Promise<number> {
  const [counted] = rowsOf<{ count: number }>(
    await tx.execute(sql.raw(`select count(*)::int as count from ${ident(table.name)}`)),
  )
  const rows = table.clusterLocal ? 0 : (counted?.count ?? 0)
  const line: TableLine = {
    table: table.name,
    columns: table.columns.map((column) => column.name),
    types: table.columns.map((column) => column.type),
    rows,
  }
  await write(out, `${JSON.stringify(line)}\n`)
  if (rows === 0) return 0
  const select = table.columns
    .map(({ name, bytea }) =>
      bytea ? `replace(encode(${ident(name)}, 'base64'), E'\\n', '') as ${ident(name)}` : ident(name),
    )
    .join(', ')
  const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(ident).join(', ')}` : ''
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${select} from ${ident(table.name)}${order}) r`,
    ),
  )
  // Images are up to 5 MB each: a few at a time keeps the memory small.
  const batch = table.columns.some((column) => column.bytea) ? 8 : 1000
  let done = 0
  for (;;) {
    const fetched = rowsOf<{ line: string }>(await tx.execute(sql.raw(`fetch ${batch} from backup_rows`)))
    if (fetched.length === 0) break
    // JSON never needs a raw line break (inside strings they are escaped): a json column's own
    // layout is the only source, and outside strings a space means the same.
    for (const row of fetched) await write(out, `${row.line.replaceAll('\n', ' ')}\n`)
    done += fetched.length
  }
  await tx.execute(sql.raw('close backup_rows'))
  if (done !== rows) throw new Error(`${table.name}: counted ${rows} rows but read ${done}`)
  return rows
}

/** The file's lines, one at a time, without holding the file in memory. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const source = createReadStream(file)
  const gunzip = createGunzip()
  source.on('error', (error) => gunzip.destroy(error))
  source.pipe(gunzip)
  let rest = ''
  try {
    for await (const chunk of gunzip) {
      const text = rest + (chunk as Buffer).toString('utf8')
      const lines = text.split('\n')
      rest = lines.pop() ?? ''
      yield* lines
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new BackupError(`No file ${file}`)
    if (code?.startsWith('Z_')) {
      throw new BackupError(`${file} is not a complete backup (its compressed data is damaged or cut short)`)
    }
    throw error
  } finally {
    source.destroy()
    gunzip.destroy()
  }
  if (rest) yield rest
}

function parseHeader(line: string | undefined, file: string): BackupHeader {
  let header: Partial<BackupHeader> | undefined
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>
  } catch {}
  if (header?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Hackathons backup`)
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${file} is a backup of format version ${header.version}; this version reads ${BACKUP_VERSION}`,
    )
  }
  if (!header.migration || typeof header.migration.when !== 'number' || !Array.isArray(header.tables)) {
    throw new BackupError(`${file} has a damaged header`)
  }
  return header as BackupHeader
}

/** The first line of a backup, checked: the format and the migration level it was made at. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = linesOf(file)
  try {
    const first = await lines.next()
    return parseHeader(first.done ? undefined : first.value, file)
  } finally {
    await lines.return(undefined)
  }
}

/**
 * Reads a backup's header and checks this version can restore it (its format, and a migration level
 * this version has); answers how many of this version's migrations bring a database to its level.
 */
export async function checkBackup(file: string): Promise<{ header: BackupHeader; migrations: number }> {
  const header = await readBackupHeader(file)
  return { header, migrations: migrationsUpTo(header.migration, migrationJournal()) }
}

/** How many of this version's migrations the backup's level covers; refuses a newer or unknown one. */
function migrationsUpTo(level: MigrationLevel, journal: MigrationLevel[]): number {
  const index = journal.findIndex((entry) => entry.when === level.when && entry.tag === level.tag)
  if (index >= 0) return index + 1
  const last = journal.at(-1)
  if (last && level.when > last.when) {
    throw new BackupError(
      `The backup was made by a newer version of Hackathons (migration ${level.tag}; this one knows up to ${last.tag}): restore it with that version`,
    )
  }
  throw new BackupError(`The backup's migration ${level.tag} is not one of this version's`)
}

/** A copy of the migrations folder holding only the first `count` migrations. */
export function migrationsFolderUpTo(count: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'hackathons-migrations-'))
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[]
  }
  journal.entries = journal.entries.slice(0, count)
  mkdirSync(join(folder, 'meta'))
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal))
  for (const { tag } of journal.entries) copyFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`))
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

/**
 * Loads a backup into an empty database opened without migrating: migrates it to the backup's level,
 * loads every row in one transaction (all or nothing; the tables' own triggers are off meanwhile, so
 * each row comes back as it was written), then applies this version's later migrations.
 */
export async function restoreBackup(handle: DatabaseHandle, file: string): Promise<TableCounts> {
  const { header, migrations: count } = await checkBackup(file)
  if (!(await isEmpty(handle.db))) {
    throw new BackupError('The database is not empty: restore only into a new, empty database')
  }
  const current = await appliedLevel(handle.db)
  if (current && current.when > header.migration.when) {
    throw new BackupError(
      `The database is already migrated past the backup (${current.tag}, the backup ${header.migration.tag}): restore into a new database`,
    )
  }
  const partial = migrationsFolderUpTo(count)
  try {
    await handle.migrate(partial.folder)
  } finally {
    partial.remove()
  }
  const counts = await handle.db.transaction((tx) => loadRows(tx, file))
  await handle.migrate()
  return counts
}

async function loadRows(tx: Database, file: string): Promise<TableCounts> {
  const tables = new Map((await readTables(tx)).map((table) => [table.name, table]))
  for (const name of tables.keys()) await tx.execute(sql.raw(`alter table ${ident(name)} disable trigger user`))
  const counts: TableCounts = {}
  const lines = linesOf(file)
  try {
    await loadTables(tx, file, tables, lines, counts)
  } finally {
    await lines.return(undefined)
  }
  await restartSequences(tx)
  for (const name of tables.keys()) await tx.execute(sql.raw(`alter table ${ident(name)} enable trigger user`))
  return counts
}

async function loadTables(
  tx: Database,
  file: string,
  tables: Map<string, Table>,
  lines: AsyncGenerator<string>,
  counts: TableCounts,
) {
  parseHeader((await lines.next()).value as string | undefined, file)
  let ended = false
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    let meta: Partial<TableLine> & { end?: boolean; rows?: number }
    try {
      meta = JSON.parse(next.value)
    } catch {
      throw new BackupError(`${file} is damaged: a table's line is not JSON`)
    }
    if (meta.end) {
      const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0)
      if (meta.rows !== total) throw new BackupError(`${file} declares ${meta.rows} rows but holds ${total}`)
      ended = true
      break
    }
    if (meta.table === undefined) {
      // A row where the next table's line belongs: the table before holds more rows than it declared.
      throw new BackupError(`${file} is damaged: a table holds more rows than its line declares`)
    }
    const table = tables.get(meta.table)
    if (!table || !Array.isArray(meta.columns) || typeof meta.rows !== 'number') {
      throw new BackupError(`${file} holds table ${meta.table ?? '(unnamed)'}, which this database has not`)
    }
    const rowCount = async () =>
      rowsOf<{ count: number }>(await tx.execute(sql.raw(`select count(*)::int as count from ${ident(table.name)}`)))[0]
        ?.count ?? 0
    const before = await rowCount()
    const insert = insertStatement(table, meta.columns)
    let batch: string[] = []
    let size = 0
    const flush = async () => {
      if (batch.length === 0) return
      await tx.execute(insert(`[${batch.join(',')}]`))
      batch = []
      size = 0
    }
    // row_to_json writes the columns in the order the table's line names them, so every row begins
    // with the first; the next table's line or the end's does not, and must not be read as a row.
    const rowStart = `{${JSON.stringify(meta.columns[0] ?? '')}:`
    for (let row = 0; row < meta.rows; row++) {
      const line = await lines.next()
      if (line.done) break
      if (!line.value.startsWith(rowStart)) {
        throw new BackupError(
          `${file} is cut short or damaged: table ${table.name} should hold ${meta.rows} rows, but ${row} follow its line`,
        )
      }
      batch.push(line.value)
      size += line.value.length
      if (batch.length >= 1000 || size >= 16 * 1024 * 1024) await flush()
    }
    await flush()
    const loaded = (await rowCount()) - before
    if (loaded !== meta.rows) {
      throw new BackupError(
        `${file} is cut short: table ${table.name} should hold ${meta.rows} rows, it holds ${loaded}`,
      )
    }
    counts[table.name] = meta.rows
  }
  if (!ended) throw new BackupError(`${file} is cut short: it ends before its last table`)
}

/** The insert of one batch of rows (a JSON array of row objects) into `table`. */
function insertStatement(table: Table, names: string[]): (rows: string) => SQL {
  const columns = names.map((name) => {
    const column = table.columns.find((candidate) => candidate.name === name)
    if (!column) throw new BackupError(`The backup's table ${table.name} has a column ${name} this database has not`)
    return column
  })
  const list = columns.map((column) => ident(column.name)).join(', ')
  const values = columns
    .map(({ name, bytea }) => (bytea ? `decode(r.${ident(name)}, 'base64')` : `r.${ident(name)}`))
    .join(', ')
  const record = columns.map(({ name, type, bytea }) => `${ident(name)} ${bytea ? 'text' : type}`).join(', ')
  // OVERRIDING SYSTEM VALUE keeps the backup's value of an identity column, if a table has one.
  return (rows) =>
    sql`insert into ${sql.raw(ident(table.name))} (${sql.raw(list)}) overriding system value select ${sql.raw(values)} from json_to_recordset(${rows}::json) as r(${sql.raw(record)})`
}

/** Every sequence a column owns (serial or identity) goes on from the largest value restored. */
async function restartSequences(tx: Database) {
  const owned = rowsOf<{ table: string; column: string; sequence: string }>(
    await tx.execute(sql`
      select t.relname as "table", a.attname as "column", format('%I.%I', sn.nspname, s.relname) as sequence
      from pg_class s
      join pg_namespace sn on sn.oid = s.relnamespace
      join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
      join pg_class t on t.oid = d.refobjid
      join pg_namespace n on n.oid = t.relnamespace
      join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'`),
  )
  for (const { table, column, sequence } of owned) {
    const max = `(select max(${ident(column)}) from ${ident(table)})`
    await tx.execute(
      sql`select setval(${sequence}::regclass, coalesce(${sql.raw(max)}, 1), ${sql.raw(max)} is not null)`,
    )
  }
}
