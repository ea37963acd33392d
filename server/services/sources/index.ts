import type { Static } from 'typebox'
import { mayPublishImports } from '../../../common/policy.js'
import { isTimeZone } from '../../../common/timezones.js'
import type { Repositories } from '../../db/repositories/index.js'
import type { SourceChanges } from '../../db/repositories/sources.js'
import { forbidden, invalidField, notImplemented } from '../../http-errors.js'
import { MESSAGES } from '../../messages.js'
import type { SourceCreate, SourcePreviewRequest, SourceUpdate } from '../../schemas/sources.js'
import type { Caller } from '../hackathons/index.js'

export { applyItems, type ImportContext, type ImportDeps, type ImportItem } from './import.js'

export interface SourcesDeps {
  repos: Pick<Repositories, 'sources'>
}

/** The words of `include`, trimmed, without blanks or repeats (any case counts as one). */
function includeWords(words: readonly string[]): string[] {
  const seen = new Set<string>()
  return words
    .map((word) => word.trim())
    .filter((word) => {
      const key = word.toLowerCase()
      if (!word || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** The rules of a source's settings that its schema cannot state: who may publish, a known zone. */
function checkedSettings(body: Static<typeof SourceUpdate>, caller: Caller): SourceChanges {
  if (body.trust === 'publish' && !mayPublishImports(caller.role)) throw forbidden(MESSAGES.sourcePublishRole)
  if (body.default_timezone !== undefined && !isTimeZone(body.default_timezone)) {
    throw invalidField('default_timezone', MESSAGES.unknownTimezone)
  }
  const changes: SourceChanges = {
    name: body.name?.trim(),
    kind: body.kind,
    url: body.url?.trim(),
    seriesId: body.series_id,
    trust: body.trust,
    include: body.include && includeWords(body.include),
    defaultTimezone: body.default_timezone,
    intervalHours: body.interval_hours,
    status: body.status,
  }
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as SourceChanges
}

/** Sources: their settings (with who may set what), their runs and previews. */
export function sourcesService({ repos }: SourcesDeps) {
  return {
    async create(body: Static<typeof SourceCreate>, caller: Caller) {
      const settings = checkedSettings(body, caller)
      return repos.sources.create({
        ...settings,
        name: body.name.trim(),
        kind: body.kind,
        url: body.url.trim(),
        createdById: caller.id,
      })
    },

    update: (id: string, body: Static<typeof SourceUpdate>, caller: Caller) =>
      repos.sources.update(id, checkedSettings(body, caller)),

    async run(_id: string) {
      throw notImplemented()
    },

    async preview(_body: Static<typeof SourcePreviewRequest>) {
      throw notImplemented()
    },
  }
}

export type SourcesService = ReturnType<typeof sourcesService>
