import { STATUS_CODES } from 'node:http'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { API_TOKEN_SECURITY_SCHEME, SECURITY_SCHEME } from '../app/auth.js'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Route schemas are inline TypeBox objects (so handlers stay typed); every object carrying a `title`
 * is hoisted into `components.schemas` and referenced, so the generated client gets stable names.
 */
function hoistTitledSchemas(node: Json, components: JsonObject): Json {
  if (Array.isArray(node)) return node.map((item) => hoistTitledSchemas(item, components))
  if (!isObject(node)) return node
  const walked: JsonObject = {}
  for (const [key, value] of Object.entries(node)) walked[key] = hoistTitledSchemas(value, components)
  const title = walked.title
  if (typeof title !== 'string' || !('type' in walked || 'anyOf' in walked)) return walked
  components[title] = walked
  return { $ref: `#/components/schemas/${title}` }
}

const sortKeys = (object: JsonObject): JsonObject =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)))

/** "Default Response" says nothing; each response is described by its status name instead. */
function describeResponses(paths: JsonObject): void {
  for (const operations of Object.values(paths)) {
    if (!isObject(operations)) continue
    for (const operation of Object.values(operations)) {
      const responses = isObject(operation) ? operation.responses : undefined
      if (!isObject(responses)) continue
      for (const [status, response] of Object.entries(responses)) {
        if (isObject(response) && response.description === 'Default Response') {
          response.description = STATUS_CODES[Number(status)] ?? 'Response'
        }
      }
    }
  }
}

export function finishDocument(document: JsonObject): JsonObject {
  const components: JsonObject = {}
  const paths = hoistTitledSchemas(document.paths ?? {}, components) as JsonObject
  describeResponses(paths)
  const existing = isObject(document.components) ? document.components : {}
  return {
    ...document,
    paths: sortKeys(paths),
    components: { ...existing, schemas: sortKeys(components) },
  }
}

export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hackathons',
        version: '0.1.0',
        description: 'Public listing of hackathons with an administration console.',
      },
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'oauth2',
            flows: { password: { tokenUrl: '/api/v1/login/access-token', scopes: {} } },
          },
          [API_TOKEN_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API token (`hk_…`, made in Settings, API tokens): `Authorization: Bearer hk_…`. A `read` token may only GET and HEAD. Each token makes at most API_TOKEN_RATE_PER_MINUTE requests a minute; every answer to it carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`, and a 429 carries `Retry-After`.',
          },
        },
      },
    },
    transformObject: (documentObject) =>
      finishDocument(
        ('openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject) as JsonObject,
      ),
  })
  // The document is always built (npm run openapi reads it); the pages only where API_DOCS allows.
  if (app.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
})
