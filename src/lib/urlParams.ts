/** A `page` query param: a whole number from 1, anything else falls back to 1. */
export function parsePage(value: unknown): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** One of `allowed`, or the fallback when the query param is missing or invalid. */
export function parseOneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback
}

/** Rows per page of the users, series and hackathons tables. */
export const PAGE_SIZE = 10

/** The `skip` and `limit` of a table's page (counted from 1). */
export const tablePage = (page: number) => ({ skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE })

/** The `?token=` of a mailed link (password reset, alerts); an empty or missing one reads as none. */
export const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token ? { token: search.token } : {}
