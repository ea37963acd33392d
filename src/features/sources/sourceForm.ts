import { SOURCE_LIMITS, type SourceKind, type SourceTrust } from '../../../common/sources'
import { isTimeZone, TIME_ZONE_MESSAGES } from '../../../common/timezones'
import type { SourceCreate, SourcePreviewRequest, SourcePublic, SourceUpdate } from '../../client/types.gen'
import { type FieldRules, requiredTextRules, VALIDATION, webUrlRules } from '../../lib/validation'
import { includeMaxError, intervalRangeError } from './texts'

/** The Add/Edit form's values, as its inputs hold them. */
export interface SourceFormValues {
  name: string
  kind: SourceKind
  url: string
  series_id: string
  trust: SourceTrust
  /** The include words, separated by commas. */
  include: string
  /** Empty: UTC, as the API defaults. */
  default_timezone: string
  interval_hours: string
}

export const toFormValues = (source?: SourcePublic): SourceFormValues => ({
  name: source?.name ?? '',
  kind: source?.kind ?? 'ics',
  url: source?.url ?? '',
  series_id: source?.series_id ?? '',
  trust: source?.trust ?? 'review',
  include: source?.include.join(', ') ?? '',
  default_timezone: source?.default_timezone ?? '',
  interval_hours: String(source?.interval_hours ?? SOURCE_LIMITS.intervalDefaultHours),
})

/** The words typed, each once, in their order. */
export const includeWords = (input: string): string[] => [
  ...new Set(
    input
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  ),
]

const zoneOf = (values: SourceFormValues) => values.default_timezone.trim() || 'UTC'

/** What a preview reads: the fields that decide which events a run would import, and how. */
export const toPreviewBody = (values: SourceFormValues): SourcePreviewRequest => ({
  kind: values.kind,
  url: values.url.trim(),
  include: includeWords(values.include),
  default_timezone: zoneOf(values),
})

/** The same reading, as one string: a preview holds for the values it was made with. */
export const previewKey = (values: SourceFormValues) => JSON.stringify(toPreviewBody(values))

export const toCreateBody = (values: SourceFormValues): SourceCreate => ({
  ...toPreviewBody(values),
  name: values.name.trim(),
  series_id: values.series_id || null,
  trust: values.trust,
  interval_hours: Number(values.interval_hours),
})

/** An edit sends its trust only when it changes: an editor may edit a source a moderator let publish. */
export const toUpdateBody =
  (source: SourcePublic | undefined) =>
  (values: SourceFormValues): SourceUpdate => {
    const { trust, ...body } = toCreateBody(values)
    return trust === source?.trust ? body : { ...body, trust }
  }

/** The form's rules, their messages in the language active now: a form asks for them as it renders. */
export const sourceRules = () =>
  ({
    // A source's name and address have the limits of a hackathon's, and so their messages.
    name: requiredTextRules(
      VALIDATION.nameRequired,
      SOURCE_LIMITS.nameMax,
      VALIDATION.nameMax({ max: SOURCE_LIMITS.nameMax }),
    ),
    url: webUrlRules(VALIDATION.urlRequired),
    include: {
      validate: (value: string) => {
        const words = includeWords(value)
        return (
          (words.length <= SOURCE_LIMITS.includeMax &&
            words.every((word) => word.length <= SOURCE_LIMITS.includeWordMax)) ||
          includeMaxError()
        )
      },
    },
    default_timezone: {
      validate: (value: string) => !value.trim() || isTimeZone(value.trim()) || TIME_ZONE_MESSAGES.unknown,
    },
    interval_hours: {
      validate: (value: string) => {
        const hours = Number(value)
        return (
          (value.trim() !== '' &&
            Number.isInteger(hours) &&
            hours >= SOURCE_LIMITS.intervalMinHours &&
            hours <= SOURCE_LIMITS.intervalMaxHours) ||
          intervalRangeError()
        )
      },
    },
  }) as const satisfies Record<string, FieldRules>
