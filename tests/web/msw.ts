import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { UserPublic } from '../../src/client/types.gen'

/** Matches an API path on whatever origin the client calls. */
export const api = (path: string) => `*/api/v1${path}`

/**
 * Component tests answer API calls here; each test adds the handlers it needs with server.use().
 * The hackathon form checks for duplicates in the background whenever it is filled: by default
 * nothing is listed, and a test about the warning answers otherwise.
 */
export const server = setupServer(
  http.get(api('/hackathons/duplicates'), () => HttpResponse.json({ same_url: null, similar: [] })),
  // The location field offers the cities it may name: by default none.
  http.get(api('/places/'), () => HttpResponse.json([])),
  // The menu and the homepage ask whether the site has a map; by default it has.
  http.get(api('/map/config'), () =>
    HttpResponse.json({ tile_url: 'https://tile.example/{z}/{x}/{y}.png', attribution: 'Example tiles' }),
  ),
  // A signed-in user's cards show whether each hackathon is saved: by default none is.
  http.get(api('/users/me/saved'), () => HttpResponse.json({ data: [], count: 0 })),
  // A hackathon's page lists its related hackathons: by default it has none.
  http.get(api('/hackathons/:id/related'), () => HttpResponse.json({ data: [] })),
  // Settings asks whether the account organises any hackathon: by default none.
  http.get(api('/users/me/hackathons'), () => HttpResponse.json({ data: [], count: 0 })),
  // A reviewer's menu shows how many suggestions wait: by default none.
  http.get(api('/suggestions/count'), () => HttpResponse.json({ count: 0 })),
)

export function makeUser(overrides: Partial<UserPublic> = {}): UserPublic {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    role: 0,
    is_active: true,
    email_verified: true,
    deadline_reminders: true,
    suggestion_emails: true,
    locale: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

/** Signs the browser in as `user`: a stored token and /users/me answering it. */
export function signInAs(user: UserPublic = makeUser()) {
  localStorage.setItem('access_token', 'test-token')
  server.use(http.get(api('/users/me'), () => HttpResponse.json(user)))
  return user
}

export { HttpResponse, http }

/** Holds a mocked answer until the test opens it, so "while it runs" checks hold on any machine. */
export function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

type PagedListOptions<T> = {
  /** Keeps only the rows this query asks for (a kind, a status, a series…); all rows by default. */
  filter?: (row: T, query: URLSearchParams) => boolean
  /** Holds the answer to a query until the promise it returns settles (see gate()); none by default. */
  hold?: (query: URLSearchParams) => Promise<void> | undefined
}

/**
 * Answers GET `path` from `rows` as the API pages a list: `{ data, count }`, filtered, then paged by
 * `skip` and `limit` (100 when not asked). `rows` is read on each request, so a test may change it.
 * Returns every query asked, in order.
 */
export function pagedList<T>(path: string, rows: readonly T[], { filter, hold }: PagedListOptions<T> = {}) {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(api(path), async ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      await hold?.(query)
      const matching = filter ? rows.filter((row) => filter(row, query)) : rows
      const skip = Number(query.get('skip') ?? 0)
      const limit = Number(query.get('limit') ?? 100)
      return HttpResponse.json({ data: matching.slice(skip, skip + limit), count: matching.length })
    }),
  )
  return queries
}

/** Answers each of `paths` with an empty list: the lists a screen shows that the test does not look at. */
export function emptyLists(...paths: string[]) {
  for (const path of paths) pagedList(path, [])
}

/** Answers PUT `path` with `row` and the body laid over it; returns the bodies received, in order. */
export function updatesOf(path: string, row: object): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.put(api(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return HttpResponse.json({ ...row, ...body })
    }),
  )
  return bodies
}

/** Answers DELETE `path` (with an `:id`) by taking that row out of `rows`; returns the ids deleted. */
export function deletesFrom(path: string, rows: { id: string }[], message: string) {
  const deleted: string[] = []
  server.use(
    http.delete(api(path), ({ params }) => {
      deleted.push(String(params.id))
      rows.splice(
        rows.findIndex((row) => row.id === params.id),
        1,
      )
      return HttpResponse.json({ message })
    }),
  )
  return deleted
}
