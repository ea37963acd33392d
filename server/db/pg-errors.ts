/**
 * The one place that reads PostgreSQL error codes. Both drivers report a refused statement with the
 * server's SQLSTATE `code` and the `constraint` it broke: node-postgres as a DatabaseError, PGlite as
 * its own error class, and Drizzle wraps either in a DrizzleQueryError whose `cause` is the original.
 */

/** The SQLSTATE codes the repositories turn into domain errors. */
export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const

export type Violation = keyof typeof SQLSTATE

export interface ConstraintViolation {
  kind: Violation
  /** The name of the broken constraint or unique index, e.g. `hackathons_series_id_series_id_fk`. */
  constraint: string
}

const KINDS = new Map<string, Violation>(Object.entries(SQLSTATE).map(([kind, code]) => [code, kind as Violation]))

/** The constraint violation behind `error` (looking through wrapping causes), or undefined. */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown }
    const kind = typeof code === 'string' ? KINDS.get(code) : undefined
    if (kind) return { kind, constraint: typeof constraint === 'string' ? constraint : '' }
    current = cause
  }
  return undefined
}

/**
 * Runs `write`; when PostgreSQL refuses it for a constraint, `translate` may name the domain error to
 * throw instead (anything it leaves undefined is rethrown as it came).
 */
export async function onViolation<T>(
  write: () => Promise<T>,
  translate: (violation: ConstraintViolation) => Error | undefined,
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const violation = constraintViolation(error)
    throw (violation && translate(violation)) || error
  }
}

/** Whether a foreign key violation is about `column` (Drizzle names keys `<table>_<column>_<target>_fk`). */
export const isForeignKeyOn = (violation: ConstraintViolation, column: string) =>
  violation.kind === 'foreignKeyViolation' && violation.constraint.includes(`_${column}_`)
