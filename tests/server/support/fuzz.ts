import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { type JsonSchema, multipartBody, type OpenApiOperation, resolveSchema } from './operations.js'

/**
 * Request generators for the contract fuzzer: values drawn from an operation's own schema (so many
 * requests get past validation and reach the handlers and the database) mixed with values against
 * it: wrong types, missing and extra fields, nulls, empty and 100 kB strings, NUL and other control
 * characters, lone surrogates, huge and non-finite numbers, malformed UUIDs, dates and JSON, wrong
 * content types and oversized bodies.
 */

/** Real records the generated ids and names may point at, so some requests find their target. */
export interface Seeds {
  ids: string[]
  emails: string[]
  uploadNames: string[]
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085', '\u2028']
const LONE_SURROGATES = ['\ud800', '\udfff', '\udc00x', 'a\ud83d']

/** A string with a control character or a lone surrogate somewhere in it. */
const taintedString = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROL, ...LONE_SURROGATES), fc.string({ maxLength: 20 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`)

const hugeString = fc.constantFrom('x'.repeat(100 * 1024), 'é'.repeat(60 * 1024), ' '.repeat(100 * 1024))

/** Numbers as a query string or form may carry them. */
const numericText = fc.constantFrom(
  'Infinity',
  '-Infinity',
  'NaN',
  '1e20',
  '1e400',
  '-1',
  '0',
  '2147483648',
  '9223372036854775808',
  '-9223372036854775809',
  '1.5',
  '0x10',
  ' 1',
  '',
)

const malformedUuid = fc.constantFrom(
  '00000000-0000-0000-0000-00000000000',
  '00000000-0000-0000-0000-0000000000000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '{00000000-0000-0000-0000-000000000000}',
  '00000000000000000000000000000000',
  '00000000-0000-0000-0000-000000000000\u0000',
  "' or 1=1 --",
  '..%2f..%2fetc%2fpasswd',
)

const malformedDate = fc.constantFrom(
  '2026-01-01T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-23:59',
  '2026-02-30T10:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01T25:00:00Z',
  '2026-01-01T10:00:00+99:99',
  '+275760-09-13T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '2026-01-01',
  '2026-01-01T10:00:00',
  'yesterday',
  '',
)

/** A value of any wrong kind, whatever the schema asked for. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(1e20, -1e20, 2 ** 63, Number.MAX_VALUE, -0, 0.5, Number.MIN_VALUE),
  fc.string({ maxLength: 30 }),
  fc.constant(''),
  taintedString,
  hugeString,
  numericText,
  malformedUuid,
  malformedDate,
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

/** Only private hosts: the URL auto-completion must never reach out to the internet from a test. */
const webUrl = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS'),
    fc.constantFrom('127.0.0.1', '10.0.0.1', 'localhost', '[::1]', '192.168.0.1'),
    fc.webPath(),
  )
  .map(([scheme, host, path]) => `${scheme}://${host}${path || '/'}`)

const storableDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString())

/** A value the schema accepts, or close to it (lengths around the limits). */
function validFor(schema: JsonSchema, seeds: Seeds, depth: number): fc.Arbitrary<unknown> {
  const s = resolveSchema(schema)
  if (s.anyOf ?? s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf ?? []).map((o) => validFor(o, seeds, depth)))
  if (s.enum) return fc.constantFrom(...s.enum)
  if (s.const !== undefined) return fc.constant(s.const)
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : -1000
      const max = typeof s.maximum === 'number' ? s.maximum : 1_000_000
      return fc.integer({ min, max: Math.min(max, 2 ** 31 - 1) })
    }
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validFor(s.items ?? {}, seeds, depth + 1), { maxLength: 4 })
    case 'object':
      return objectFor(s, seeds, depth)
    default:
      return stringFor(s, seeds)
  }
}

function stringFor(s: JsonSchema, seeds: Seeds): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.oneof(fc.constantFrom(...seeds.ids), fc.uuid())
  if (s.format === 'date-time') return storableDate
  if (s.format === 'binary') return fc.string()
  const pattern = String(s.pattern ?? '')
  if (pattern.includes('@')) {
    return fc.oneof(
      fc.constantFrom(...seeds.emails),
      fc.emailAddress().filter((e) => /^[\w.%+-]+@[\w.-]+\.[A-Za-z]{2,}$/.test(e)),
    )
  }
  if (pattern.includes('[Hh][Tt]')) return webUrl
  const maxLength = typeof s.maxLength === 'number' ? s.maxLength : 300
  const minLength = typeof s.minLength === 'number' ? s.minLength : 0
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' }), weight: 4 },
    { arbitrary: fc.constantFrom('x'.repeat(maxLength), 'x'.repeat(maxLength + 1)), weight: 1 },
    { arbitrary: fc.constantFrom(...seeds.uploadNames, 'Berlin', 'A B C'), weight: 1 },
  )
}

/** An object of the schema's properties: sometimes a required one missing, sometimes extra fields. */
function objectFor(s: JsonSchema, seeds: Seeds, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {}
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      fc.option(fieldValue(value, seeds, depth + 1), { nil: undefined, freq: 5 }),
    ]),
  )
  const requiredKeys = s.required ?? []
  return fc
    .tuple(
      fc.record(record),
      fc.record(
        Object.fromEntries(requiredKeys.map((key) => [key, fieldValue(properties[key] ?? {}, seeds, depth + 1)])),
      ),
      fc.option(fc.constantFrom(...requiredKeys, '__none__'), { nil: undefined, freq: 3 }),
      fc.option(
        fc.dictionary(
          fc.constantFrom('role', 'id', 'is_superuser', 'hashed_password', 'extra', '__proto__x'),
          hostileValue,
        ),
        {
          nil: undefined,
          freq: 3,
        },
      ),
    )
    .map(([optional, required, drop, extra]) => {
      const out: Record<string, unknown> = { ...extra }
      for (const [key, value] of Object.entries({ ...optional, ...required })) if (value !== undefined) out[key] = value
      if (drop) delete out[drop]
      return out
    })
}

/** Mostly a valid value, sometimes a hostile one. */
export function fieldValue(schema: JsonSchema, seeds: Seeds, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validFor(schema, seeds, depth), weight: 4 }, { arbitrary: hostileValue, weight: 1 })
}

/** Percent-encodes the UTF-8 of `text` (a lone surrogate becomes U+FFFD) without throwing. */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')

/** Raw bytes a URL may carry that no encoder produces: invalid UTF-8, an encoded surrogate, a lone %. */
const rawUrlGarbage = fc.constantFrom('%ED%A0%80', '%FF%FE', '%', '%zz', '%00', '%C0%80', '%E2%80')

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

const urlPart = (schema: JsonSchema, seeds: Seeds) =>
  fc.oneof(
    { arbitrary: fieldValue(schema, seeds).map((v) => encode(asText(v))), weight: 6 },
    { arbitrary: rawUrlGarbage, weight: 1 },
  )

type BodyKind = 'json' | 'malformed-json' | 'form' | 'wrong-type' | 'no-type' | 'oversized' | 'multipart'

/** One request to `operation`, with everything a client might send. */
export function requestFor(operation: OpenApiOperation, seeds: Seeds): fc.Arbitrary<InjectOptions> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path')
  const queryParams = operation.parameters.filter((p) => p.in === 'query')
  const body = operation.body
  const bodyKinds: BodyKind[] = body
    ? body.mediaType === 'multipart/form-data'
      ? ['multipart', 'multipart', 'json', 'wrong-type', 'oversized']
      : body.mediaType.includes('urlencoded')
        ? ['form', 'form', 'form', 'json', 'malformed-json', 'wrong-type', 'oversized']
        : ['json', 'json', 'json', 'json', 'malformed-json', 'form', 'wrong-type', 'no-type', 'oversized']
    : ['json', 'no-type']
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => urlPart(p.schema, seeds))),
      query: fc.tuple(
        ...queryParams.map((p) => fc.option(urlPart(p.schema, seeds), { nil: undefined, freq: p.required ? 10 : 2 })),
      ),
      extraQuery: fc.option(fc.constantFrom('skip=1e20', 'limit=Infinity', 'q=%00', 'x=%ED%A0%80', 'skip=-1&skip=2'), {
        nil: undefined,
        freq: 6,
      }),
      kind: fc.constantFrom(...bodyKinds),
      value: body
        ? fc.oneof({ arbitrary: objectFor(body.schema, seeds, 0), weight: 5 }, { arbitrary: hostileValue, weight: 1 })
        : fc.constant(undefined),
      bytes: fc.uint8Array({ maxLength: 64 }),
    })
    .map(({ path, query, extraQuery, kind, value, bytes }): InjectOptions => {
      let index = 0
      const url = operation.path.replace(/\{\w+\}/g, () => path[index++] ?? '')
      const search = queryParams
        .map((p, i) => (query[i] === undefined ? undefined : `${p.name}=${query[i]}`))
        .filter(Boolean)
      if (extraQuery) search.push(extraQuery)
      const options: InjectOptions = {
        method: operation.method.toUpperCase() as InjectOptions['method'],
        url: search.length ? `${url}?${search.join('&')}` : url,
      }
      if (operation.method === 'get' && kind !== 'json') return options
      switch (kind) {
        case 'json':
          if (value !== undefined)
            Object.assign(options, { payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } })
          break
        case 'malformed-json':
          options.payload = JSON.stringify(value ?? {}).slice(0, -1) || '{'
          options.headers = { 'content-type': 'application/json' }
          break
        case 'form':
          options.payload = new URLSearchParams(
            Object.entries((value && typeof value === 'object' ? value : { value }) as Record<string, unknown>).map(
              ([k, v]) => [k, asText(v)],
            ),
          ).toString()
          options.headers = { 'content-type': 'application/x-www-form-urlencoded' }
          break
        case 'wrong-type':
          options.payload = '<body/>'
          options.headers = { 'content-type': 'application/xml' }
          break
        case 'no-type':
          options.payload = asText(value)
          break
        case 'oversized':
          options.payload = JSON.stringify({ name: 'x'.repeat(1100 * 1024) })
          options.headers = {
            'content-type': body?.mediaType.includes('urlencoded')
              ? 'application/x-www-form-urlencoded'
              : 'application/json',
          }
          break
        case 'multipart': {
          const part = multipartBody('file', 'upload.png', 'image/png', Buffer.from(bytes))
          options.payload = part.payload
          options.headers = part.headers
          break
        }
      }
      return options
    })
}
