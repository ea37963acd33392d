import { Type } from 'typebox'
import { API_TOKEN_SCOPES, API_TOKENS } from '../../common/api-tokens.js'
import { PATTERNS } from '../../common/limits.js'
import type { ApiTokenListed } from '../db/repositories/api-tokens.js'
import { DateTime, Nullable } from './common.js'

const Scope = Type.Enum(API_TOKEN_SCOPES, {
  description: '`read`: GET and HEAD only; `write`: every operation the account may call',
})

export const ApiTokenCreate = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: API_TOKENS.nameMax, pattern: PATTERNS.name }),
    scope: Scope,
    expires_in_days: Type.Integer({
      minimum: API_TOKENS.expiresInDaysMin,
      maximum: API_TOKENS.expiresInDaysMax,
      default: API_TOKENS.expiresInDaysDefault,
    }),
  },
  { title: 'ApiTokenCreate' },
)

const listedFields = {
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  scope: Scope,
  created_at: DateTime,
  expires_at: DateTime,
  last_used_at: Nullable(DateTime),
}

export const ApiTokenPublic = Type.Object(listedFields, { title: 'ApiTokenPublic' })

export const ApiTokenCreated = Type.Object(
  {
    ...listedFields,
    token: Type.String({
      description: 'The token, for `Authorization: Bearer <token>`: this answer is the only time it is shown',
    }),
  },
  { title: 'ApiTokenCreated' },
)

export const ApiTokensPublic = Type.Object(
  { data: Type.Array(ApiTokenPublic), count: Type.Integer() },
  { title: 'ApiTokensPublic' },
)

export function toApiTokenPublic(row: ApiTokenListed) {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  }
}
