import type { Static } from 'typebox'
import { mayPublishImports } from '../../../common/policy.js'
import { isTimeZone, TIME_ZONE_MESSAGES } from '../../../common/timezones.js'
import { NotFoundError } from '../../db/domain-errors.js'
import type { Repositories } from '../../db/repositories/index.js'
import type { SourceChanges } from '../../db/repositories/sources.js'
import { forbidden, invalidField } from '../../http-errors.js'
import { MESSAGES } from '../../messages.js'
import type { SourceCreate, SourcePreviewRequest, SourceUpdate } from '../../schemas/sources.js'
import type { Caller } from '../hackathons/index.js'
import type { SourceRunner } from './run.js'

export { applyItems, type ImportContext, type ImportDeps, type ImportItem } from './import.js'

export interface SourcesDeps {
  repos: Pick<Repositories, 'sources'>
  runner: SourceRunner
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
    throw invalidField('default_timezone', TIME_ZONE_MESSAGES.unknown)
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
export function sourcesService({ repos, runner }: SourcesDeps) {
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

    /** Reads the source now; NotFoundError when it is gone, ConflictError while another run holds it. */
    async run(id: string) {
      const report = await runner.runNow(id)
      if (!report) throw new NotFoundError(MESSAGES.sourceNotFound)
      return report
    },

    /** What a source of these settings would import now; a 4xx when it cannot be read as its kind. */
    preview(body: Static<typeof SourcePreviewRequest>) {
      const zone = body.default_timezone ?? 'UTC'
      if (!isTimeZone(zone)) throw invalidField('default_timezone', TIME_ZONE_MESSAGES.unknown)
      return runner.preview({
        kind: body.kind,
        url: body.url.trim(),
        include: includeWords(body.include ?? []),
        defaultTimezone: zone,
      })
    },
  }
}

export type SourcesService = ReturnType<typeof sourcesService>
