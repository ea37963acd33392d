import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { Role } from '../../../common/roles.js'
import { createAccessToken, hashPassword } from '../../../server/services/security.js'
import { TEST_PASSWORD, type TestContext, type TestUser } from '../helpers.js'

/** What the matrix and the fuzzer share: the operations of openapi.json, fast accounts, a real image. */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface OpenApiOperation {
  method: HttpMethod
  /** As openapi.json writes it, with `{id}` parameters. */
  path: string
  operationId: string
  parameters: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[]
  /** The request body's schema and media type, if the operation reads one. */
  body?: { mediaType: string; schema: JsonSchema; required: boolean }
}

export type JsonSchema = Record<string, unknown> & {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
}

export const openApiDocument = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'openapi.json'), 'utf8'),
) as {
  paths: Record<string, Partial<Record<HttpMethod, Record<string, unknown>>>>
  components: { schemas: Record<string, JsonSchema> }
}

/** Resolves `#/components/schemas/X` references, once, at the top of a schema. */
export function resolveSchema(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema
  const name = schema.$ref.split('/').at(-1) ?? ''
  return resolveSchema(openApiDocument.components.schemas[name] ?? {})
}

/** Every operation of openapi.json. */
export const OPENAPI_OPERATIONS: OpenApiOperation[] = Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
  HTTP_METHODS.flatMap((method) => {
    const operation = item[method] as
      | {
          operationId: string
          parameters?: OpenApiOperation['parameters']
          requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> }
        }
      | undefined
    if (!operation) return []
    const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
    return [
      {
        method,
        path,
        operationId: operation.operationId,
        parameters: operation.parameters ?? [],
        ...(mediaType &&
          content && {
            body: {
              mediaType,
              schema: resolveSchema(content.schema),
              required: operation.requestBody?.required ?? false,
            },
          }),
      },
    ]
  }),
)

let hashed: Promise<string> | undefined

/**
 * A user straight in the database with a token; the password hash is computed once per file (fast).
 * The account has proven its address unless `emailVerified` says otherwise.
 */
export async function quickUser(
  ctx: TestContext,
  role: Role,
  email?: string,
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<TestUser> {
  hashed ??= hashPassword(TEST_PASSWORD)
  const user = await ctx.app.repos.users.create({
    email: email ?? `u-${randomUUID()}@example.com`,
    name: `Role ${role}`,
    hashedPassword: await hashed,
    role,
    isActive: true,
    emailVerified,
  })
  const token = await createAccessToken(user.id, ctx.config.secretKey, 60)
  return { user, password: TEST_PASSWORD, token, headers: { authorization: `Bearer ${token}` } }
}

/** A tiny real PNG. */
export const pngBytes = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer()

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----matrix-${randomUUID()}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A fresh client address per call, so per-address rate limits never decide a test's answer. */
let address = 0
export const freshAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
