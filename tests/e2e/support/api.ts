import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { solvedPayload } from '../../support/altcha'
import { E2E } from './env'

export const TOKEN_KEY = 'access_token'

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

/** Logs in through the API (not the UI) and returns the access token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/login/access-token', { form: { username: email, password } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).access_token as string
}

// One admin log-in per worker process: log-in is rate limited per account.
let adminTokenOnce: Promise<string> | undefined
export const adminToken = (request: APIRequestContext) => {
  adminTokenOnce ??= apiLogin(request, E2E.admin.email, E2E.admin.password)
  return adminTokenOnce
}

/** Creates an account with the given role through the admin API and returns its credentials. */
export async function createAccount(
  request: APIRequestContext,
  role: number,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = options.email ?? uniqueEmail(`role${role}`)
  const password = options.password ?? 'e2e-password-123'
  const name = options.name ?? `Role ${role} user`
  const token = await adminToken(request)
  const response = await request.post('/api/v1/users/', {
    headers: { authorization: `Bearer ${token}` },
    data: { email, password, name, role, is_active: true },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { email, password, name }
}

/**
 * The spam guard's solution for one write through the API, solved here as the widget solves it in
 * the browser (the e2e server runs with SPAM_GUARD=on and a low complexity).
 */
export async function apiSolution(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/utils/challenge')
  expect(response.status(), await response.text()).toBe(200)
  return solvedPayload(await response.json())
}

/** Creates a role-0 account through the open sign-up endpoint (no admin needed). */
export async function signUpAccount(
  request: APIRequestContext,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = options.email ?? uniqueEmail('signup')
  const password = options.password ?? 'e2e-password-123'
  const name = options.name ?? 'E2E User'
  const response = await request.post('/api/v1/users/signup', {
    data: { email, password, name, altcha: await apiSolution(request) },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { email, password, name }
}

/** Opens the app already signed in, by storing a token the way the log-in screen does. */
export async function signInAs(page: Page, request: APIRequestContext, email: string, password: string) {
  const token = await apiLogin(request, email, password)
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const)
}
