import { type SQL, sql } from 'drizzle-orm'

// For the statements written as SQL text, which Drizzle's builder cannot express.

/** The rows of a raw query's answer: PGlite and node-postgres both answer with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** An instant as a `timestamptz` parameter. */
export const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`
