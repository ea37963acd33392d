import { MY_WEBHOOKS_PATH } from '../../../common/webhooks'
import type { HomeFilters } from '../../entities/hackathon/homeSearch'
import { WEBHOOK_SEARCH_LINK_TEXTS } from './searchLinkTexts'

/**
 * The settings address parameter that hands a homepage search to the Webhooks tab: the search's
 * own query string (`themes=ai&free=true`), whose filters the Add form opens with.
 */
export const PREFILL_PARAM = 'webhook_filters'

/** The prefill the settings address carries, when it is a query string. */
export function parseWebhookSearch(search: Record<string, unknown>): { [PREFILL_PARAM]?: string } {
  const value = search[PREFILL_PARAM]
  return typeof value === 'string' ? { [PREFILL_PARAM]: value } : {}
}

/**
 * "Send new hackathons of this search to a webhook", for the homepage's Subscribe menu: Settings'
 * Webhooks tab, its Add form filled with `filters`.
 */
export function webhookFromSearchLink(filters: HomeFilters) {
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]))
  const prefill = new URLSearchParams({ [PREFILL_PARAM]: query.toString() })
  return { value: 'webhook', label: WEBHOOK_SEARCH_LINK_TEXTS.fromSearch, href: `${MY_WEBHOOKS_PATH}&${prefill}` }
}
