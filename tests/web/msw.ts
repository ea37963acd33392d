import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import type { UserPublic } from '../../src/client/types.gen'

/** Component tests answer API calls here; each test adds the handlers it needs with server.use(). */
export const server = setupServer()

/** Matches an API path on whatever origin the client calls. */
export const api = (path: string) => `*/api/v1${path}`

export function makeUser(overrides: Partial<UserPublic> = {}): UserPublic {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    role: 0,
    is_active: true,
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
