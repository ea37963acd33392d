import { Type } from 'typebox'
import { LIMITS, PAGING, PATTERNS } from '../../common/limits.js'
import type { SeriesWithCount } from '../db/repositories/series.js'
import { DateTime, ListOf, Nullable } from './common.js'

const name = Type.String({ minLength: 1, maxLength: LIMITS.nameMax, pattern: PATTERNS.name })
const description = Nullable(Type.String({ maxLength: LIMITS.descriptionMax, pattern: PATTERNS.multiLine }))

export const SeriesCreate = Type.Object({ name, description: Type.Optional(description) }, { title: 'SeriesCreate' })

export const SeriesUpdate = Type.Object(
  { name: Type.Optional(name), description: Type.Optional(description) },
  { title: 'SeriesUpdate' },
)

export const SeriesHackathons = Type.Object(
  {
    hackathon_ids: Type.Array(Type.String({ format: 'uuid' }), {
      maxItems: PAGING.maxLimit,
      uniqueItems: true,
      description: 'The complete membership: listed hackathons join, the others leave',
    }),
  },
  { title: 'SeriesHackathons' },
)

export const SeriesPublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    description: Nullable(Type.String()),
    hackathon_count: Type.Integer(),
    created_at: DateTime,
    updated_at: DateTime,
  },
  { title: 'SeriesPublic' },
)

export const SeriesList = ListOf(SeriesPublic, 'SeriesList')

export function toSeriesPublic(row: SeriesWithCount) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    hackathon_count: row.hackathonCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
