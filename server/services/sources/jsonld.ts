import { HACKATHON_FIELD_NAMES, type HackathonField } from '../../../common/hackathon-fields.js'
import { SKIP_REASONS, SOURCE_LIMITS } from '../../../common/sources.js'
import type { SuggestedChangesValue } from '../../db/hackathon-fields.js'
import { type ExtractedHackathon, extractEvents } from '../extraction/index.js'
import type { ImportItem } from './import.js'
import { SOURCE_READ_MESSAGES, SourceReadError } from './items.js'

const isField = (key: string): key is HackathonField => (HACKATHON_FIELD_NAMES as readonly string[]).includes(key)

/** The hackathon fields of an event as auto-completion found them (its free-text `date` is no field). */
function fieldsOf(found: ExtractedHackathon): SuggestedChangesValue {
  const fields = Object.fromEntries(Object.entries(found).filter(([key]) => isField(key))) as SuggestedChangesValue
  // A page that states no end gives a one-moment event, which a listing can hold.
  if (fields.start_date && !fields.end_date) fields.end_date = fields.start_date
  return fields
}

/**
 * The schema.org Events of a page's JSON-LD as import items, each mapped by auto-completion's code;
 * its id is its `@id`, else its `url`. Throws SourceReadError when the page holds no Event.
 */
export function parseJsonLd(html: string, pageUrl: string): ImportItem[] {
  const events = extractEvents(html, pageUrl)
  if (events.length === 0) throw new SourceReadError(SOURCE_READ_MESSAGES.noEvents)
  return events.map((event, index) => {
    const fields = fieldsOf(event.fields)
    const itemId = (event.id ?? `event-${index + 1}-${fields.name ?? ''}-${fields.start_date ?? ''}`).slice(
      0,
      SOURCE_LIMITS.itemIdMax,
    )
    const item: ImportItem = { itemId, fields }
    if (!fields.url) return { ...item, skip: SKIP_REASONS.noWebAddress }
    if (!fields.start_date) return { ...item, skip: SKIP_REASONS.noStart }
    return item
  })
}
