import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_VERIFICATION_MESSAGES } from '../../common/accounts.js'
import { needsVerifiedEmail, OPERATION_ROLES, type Operation, VERIFIED_EMAIL_OPERATIONS } from '../../common/policy.js'
import { ROLES, type Role } from '../../common/roles.js'
import { buildApp } from '../../server/app.js'
import { API_PREFIX } from '../../server/config.js'
import { createTestApp, createUser, type TestContext, testConfig } from './helpers.js'

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

interface DocumentedOperation {
  method: (typeof METHODS)[number]
  path: string
  operationId: Operation
}

const document = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi.json'), 'utf8')) as {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId: string }>>>
}

const operations: DocumentedOperation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operationId = item[method]?.operationId
    return operationId ? [{ method, path, operationId: operationId as Operation }] : []
  }),
)

/** The path with each parameter filled in; the values exist nowhere, so 404 is a fine answer. */
function concretePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'email' ? `nobody-${randomUUID()}@example.com` : name === 'name' ? `${randomUUID()}.png` : randomUUID(),
  )
}

/** The role just below `role`, or undefined for the lowest. */
const roleBelow = (role: Role) => ROLES.filter((r) => r < role).at(-1)

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(async () => ctx?.close())

/** Calls the operation as `role` (a fresh account each time, as a call may delete it), or with no token. */
async function call(operation: DocumentedOperation, role: Role | null, account: { emailVerified?: boolean } = {}) {
  const headers = role === null ? {} : (await createUser(ctx, { role, ...account })).headers
  const options: InjectOptions = { method: operation.method.toUpperCase() as InjectOptions['method'], headers }
  options.url = concretePath(operation.path)
  if (operation.method !== 'get' && operation.method !== 'delete') options.payload = {}
  return ctx.app.inject(options)
}

describe('the permission policy (common/policy.ts)', () => {
  it('lists exactly the operations of openapi.json', () => {
    expect(new Set(operations.map((o) => o.operationId))).toEqual(new Set(Object.keys(OPERATION_ROLES)))
  })

  describe.each(operations)('$method $path ($operationId)', (operation) => {
    const required = OPERATION_ROLES[operation.operationId]

    if (required === null) {
      it('is public: no token is never refused', async () => {
        const response = await call(operation, null)
        expect([401, 403], response.body).not.toContain(response.statusCode)
      })
      return
    }

    const below = roleBelow(required)
    if (below === undefined) {
      it(`requires a signed-in user: 401 without a token`, async () => {
        expect((await call(operation, null)).statusCode).toBe(401)
      })
    } else {
      it(`refuses role ${below} (403), the role just below ${required}`, async () => {
        expect((await call(operation, below)).statusCode).toBe(403)
      })
    }

    it(`lets role ${required} through`, async () => {
      const response = await call(operation, required)
      expect([401, 403], response.body).not.toContain(response.statusCode)
    })

    if (needsVerifiedEmail(operation.operationId)) {
      it('refuses (403) an account whose e-mail address is not verified, whatever its role', async () => {
        for (const role of ROLES.filter((r) => r >= required)) {
          const response = await call(operation, role, { emailVerified: false })
          expect(response.statusCode).toBe(403)
          expect(response.json()).toEqual({ detail: EMAIL_VERIFICATION_MESSAGES.verifyFirst })
        }
      })
    }
  })

  it('asks for a verified address exactly on the operations of an address (its alerts), on claiming, inviting and accepting organisers, and on webhooks', () => {
    expect([...VERIFIED_EMAIL_OPERATIONS].sort()).toEqual([
      'acceptOrganizerInvitation',
      'claimHackathon',
      'createWebhook',
      'deleteAlert',
      'deleteWebhook',
      'inviteHackathonOrganizer',
      'readAlerts',
      'readWebhook',
      'readWebhookDeliveries',
      'readWebhooks',
      'testWebhook',
      'updateAlert',
      'updateWebhook',
      'verifyHackathonClaim',
    ])
  })
})

describe('start-up', () => {
  /** The whole app plus one more API route; the permission check must refuse it at start-up. */
  async function startWith(prefix: string, url: string, operationId?: string) {
    const app = await buildApp({ config: testConfig(), db: ctx.database.db })
    app.register(
      async (api) => {
        api.get(url, { schema: { ...(operationId && { operationId }), tags: ['test'] } }, async () => 'ok')
      },
      { prefix },
    )
    try {
      await app.ready()
    } finally {
      await app.close()
    }
  }

  it('fails when a route names an operation the policy does not list', async () => {
    await expect(startWith(API_PREFIX, '/unlisted', 'notInThePolicy')).rejects.toThrow(
      /notInThePolicy.*OPERATION_ROLES/,
    )
  })

  it('fails when an API route names no operation at all', async () => {
    await expect(startWith(API_PREFIX, '/anonymous')).rejects.toThrow(/has no operationId/)
  })

  it('accepts a route outside the API that names no operation', async () => {
    await expect(startWith('', '/outside-the-api')).resolves.toBeUndefined()
  })
})
