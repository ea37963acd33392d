import { homepageQueryOf } from '../../../common/alerts'
import { LIMITS, WEB_URL } from '../../../common/limits'
import {
  WEBHOOK_EVENTS,
  WEBHOOKS,
  type WebhookEvent,
  type WebhookFilters,
  type WebhookKind,
} from '../../../common/webhooks'
import type { WebhookCreate, WebhookPublic, WebhookUpdate } from '../../client/types.gen'
import { followedFiltersOf } from '../../entities/hackathon/followedFilters'
import { filtersOf, type HomeFilters, parseHomeSearch } from '../../entities/hackathon/homeSearch'
import { type FieldRules, VALIDATION } from '../../lib/validation'
import { searchMaxError, urlMaxError, WEBHOOK_TEXTS } from './texts'

/**
 * The Add/Edit form's values. The filters are the homepage's, under its address's names, so its
 * filter controls edit them; the search text has a field of its own.
 */
export interface WebhookFormValues {
  url: string
  kind: WebhookKind
  q: string
  filters: HomeFilters
  events: WebhookEvent[]
}

/** A webhook's filters as the homepage names them (the inverse of `followedFiltersOf`). */
export function homeFiltersOf(filters: WebhookFilters): HomeFilters {
  return filtersOf(parseHomeSearch(Object.fromEntries(homepageQueryOf(filters))))
}

/** The homepage filters of a search as the Subscribe menu hands them over (its query string). */
export const homeFiltersOfQuery = (query: string): HomeFilters =>
  filtersOf(parseHomeSearch(Object.fromEntries(new URLSearchParams(query))))

/** The form of a webhook to edit, or of a new one following `prefill` (a homepage search). */
export function toFormValues(webhook?: WebhookPublic, prefill: HomeFilters = {}): WebhookFormValues {
  const { q, ...filters } = webhook ? homeFiltersOf(webhook.filters) : prefill
  return {
    url: webhook?.url ?? '',
    kind: webhook?.kind ?? 'standard',
    q: q ?? '',
    filters,
    events: webhook ? [...webhook.events] : [...WEBHOOK_EVENTS],
  }
}

/** What the API follows: the list's parameters, the dates and status a search may hold left out. */
const filtersOfValues = (values: WebhookFormValues): WebhookFilters =>
  followedFiltersOf({ ...values.filters, q: values.q.trim() || undefined })

/** The events in their fixed order, each once. */
const eventsOf = (values: WebhookFormValues) => WEBHOOK_EVENTS.filter((event) => values.events.includes(event))

export const toCreateBody = (values: WebhookFormValues): WebhookCreate => ({
  url: values.url.trim(),
  kind: values.kind,
  filters: filtersOfValues(values),
  events: eventsOf(values),
})

/** The kind stays what it was made with: a standard webhook's secret belongs to it. */
export const toUpdateBody = (values: WebhookFormValues): WebhookUpdate => ({
  url: values.url.trim(),
  filters: filtersOfValues(values),
  events: eventsOf(values),
})

/** The form's rules, their messages in the language active now: the form asks for them as it renders. */
export const webhookRules = () =>
  ({
    url: {
      required: VALIDATION.urlRequired,
      maxLength: { value: WEBHOOKS.urlMax, message: urlMaxError() },
      pattern: { value: WEB_URL, message: VALIDATION.urlInvalid },
    },
    q: { maxLength: { value: LIMITS.searchMax, message: searchMaxError() } },
    events: { validate: (events: WebhookEvent[]) => events.length > 0 || WEBHOOK_TEXTS.eventsRequired },
  }) as const satisfies Record<string, FieldRules>
