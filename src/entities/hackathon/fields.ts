import { languageName } from '../../../common/fact-filters'
import {
  declarationOf,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
} from '../../../common/hackathon-fields'
import { formattingLocales, perLocale } from '../../../common/i18n/active'
import { formatItems } from '../../../common/i18n/formats'
import type { HackathonPublic } from '../../client/types.gen'
import { formatDateTime } from '../../lib/dates'
import type { Palette } from '../../theme'
import { registrationText } from './registration'
import { CANCELLED_BADGE, hackathonStatus, STATUS_COLORS } from './status'
import { ATTENDANCE_LABELS, CARD_BADGE_TEXTS, HACKATHON_STATUS_TEXTS } from './texts'

/**
 * The fields the card, the public page and the form lay out themselves (the name as a heading, the
 * dates as a schedule, the location with its map link...). Every other field of the table is shown
 * by its type: as a fact in words on the page and, when the table says so, on the card, and as an
 * input of its type in the form, so a new field needs no change to any of them.
 */
const PLACED = [
  'name',
  'description',
  'url',
  'image',
  'start_date',
  'end_date',
  'location',
  'series_id',
  'attendance_mode',
  'timezone',
  'latitude',
  'longitude',
  // A badge of its own on the card and the page.
  'cancelled',
] as const satisfies readonly HackathonField[]
const PLACED_FIELDS: ReadonlySet<HackathonField> = new Set<HackathonField>(PLACED)

/** A field shown by its type. */
type FactField = Exclude<HackathonField, (typeof PLACED)[number]>

/** The fields shown by their type, in the table's order. */
export const FACT_FIELDS = HACKATHON_FIELD_NAMES.filter((field): field is FactField => !PLACED_FIELDS.has(field))

/**
 * The groups a hackathon's page sorts its facts into, below the when and where at its top; `about`
 * (the themes) goes with the description.
 */
export const FACT_GROUPS = ['about', 'who', 'cost', 'registration'] as const
export type FactGroup = (typeof FACT_GROUPS)[number]

/** The group of each fact: a new field fails to compile until it has one. */
const FACT_GROUP_OF = {
  travel_support: 'cost',
  themes: 'about',
  registration_opens_at: 'registration',
  registration_deadline: 'registration',
  prize_amount: 'cost',
  prize_currency: 'cost',
  free: 'cost',
  eligibility: 'who',
  min_age: 'who',
  beginner_friendly: 'who',
  team_size_max: 'who',
  languages: 'who',
} as const satisfies Record<FactField, FactGroup>

/** The facts the hackathon states, by group, each group in the table's order. */
export function groupedFacts(hackathon: HackathonPublic): Record<FactGroup, HackathonFact[]> {
  const groups = Object.fromEntries(FACT_GROUPS.map((group) => [group, []])) as unknown as Record<
    FactGroup,
    HackathonFact[]
  >
  for (const fact of hackathonFacts(hackathon, FACT_FIELDS)) {
    groups[FACT_GROUP_OF[fact.field as FactField]].push(fact)
  }
  return groups
}

/** A fact of a hackathon: the field it comes from and what it says, "Travel support: Fully covered". */
interface HackathonFact {
  field: HackathonField
  text: string
}

/** What a value of `field` says in words, or null when it says nothing (unset or empty). */
export function valueInWords(field: HackathonField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  const { type } = declarationOf(field)
  if (Array.isArray(value)) {
    if (value.length === 0) return null
    const names = value.map((item) =>
      type.kind === 'choices' ? (type.labels[String(item)] ?? String(item)) : languageName(String(item)),
    )
    return formatItems(names)
  }
  switch (type.kind) {
    case 'choice':
      return type.labels[String(value)] ?? String(value)
    case 'boolean':
      return value ? type.yes : type.no
    case 'number':
    case 'integer':
      return plainAmounts().format(Number(value))
    case 'dateTime':
      return formatDateTime(String(value))
    default:
      return String(value)
  }
}

// Building a NumberFormat costs far more than formatting with one, and a feed shows a prize on
// card after card in the same few currencies: each format is built once per language.
const plainAmounts = perLocale((locales) => new Intl.NumberFormat(locales))
const amountsIn = perLocale(() => new Map<string, Intl.NumberFormat | null>())

/** How amounts in `currency` are written, or null for a code the runtime does not know. */
function currencyFormat(currency: string): Intl.NumberFormat | null {
  const formats = amountsIn()
  if (!formats.has(currency)) {
    let format: Intl.NumberFormat | null = null
    try {
      format = new Intl.NumberFormat(formattingLocales(), { style: 'currency', currency, maximumFractionDigits: 0 })
    } catch {
      // A code the runtime does not know: the amount is written with the code after it.
    }
    formats.set(currency, format)
  }
  return formats.get(currency) ?? null
}

/** An amount in a currency, as people write it ("€5,000"), or with the code when the runtime knows no symbol. */
function moneyInWords(amount: number, currency: string | null): string {
  if (!currency) return plainAmounts().format(amount)
  return currencyFormat(currency)?.format(amount) ?? `${plainAmounts().format(amount)} ${currency}`
}

/**
 * What a field of the hackathon says as a fact: "Travel support: Fully covered", "Free to attend"
 * (a yes-or-no says itself), "Prizes: €5,000" (the amount with its currency, which is no fact of
 * its own); null when it says nothing.
 */
export function factText(hackathon: HackathonPublic, field: HackathonField): string | null {
  if (field === 'prize_currency') return null
  const value = hackathon[field]
  if (field === 'prize_amount' && typeof value === 'number') {
    return `${HACKATHON_FIELDS.prize_amount.label}: ${moneyInWords(value, hackathon.prize_currency)}`
  }
  const words = valueInWords(field, value)
  if (words === null) return null
  return declarationOf(field).type.kind === 'boolean' ? words : `${declarationOf(field).label}: ${words}`
}

/** The facts of `fields` the hackathon states, in the table's order. */
export function hackathonFacts(hackathon: HackathonPublic, fields: readonly HackathonField[]): HackathonFact[] {
  return fields.flatMap((field) => {
    const text = factText(hackathon, field)
    return text === null ? [] : [{ field, text }]
  })
}

/** A badge of a card: what it says and its colour. */
export interface CardBadge {
  key: string
  text: string
  palette: Palette
}

/** Whether the field table lets the card show a field at all. */
const shows = (field: HackathonField): boolean => HACKATHON_FIELDS[field].onCard

/** A card shows at most this many badges, status first; "+N" stands for the rest. */
export const CARD_BADGES_MAX = 4

/** The registration badge's colour: green while one may apply, orange when that ends soon. */
const REGISTRATION_PALETTES: Record<NonNullable<HackathonPublic['registration_status']>, Palette> = {
  open: 'green',
  closing_soon: 'orange',
  opens_soon: 'gray',
  closed: 'gray',
}

/**
 * A card's badges, most decisive first: the status and the attendance, whether one may still
 * apply, then what it costs (free, travel support, prizes), then the themes and the rest. `shown`
 * holds at most `CARD_BADGES_MAX`; `hidden` what the card's "+N" stands for. A yes-or-no says only
 * its yes here; the page says the no.
 */
export function cardBadges(
  hackathon: HackathonPublic,
  now: Date,
  timeZone?: string,
): { shown: CardBadge[]; hidden: CardBadge[] } {
  const status = hackathonStatus(hackathon, now)
  const badges: CardBadge[] = [{ key: 'status', text: HACKATHON_STATUS_TEXTS[status], palette: STATUS_COLORS[status] }]
  if (hackathon.cancelled) badges.push({ key: 'cancelled', ...CANCELLED_BADGE })
  if (hackathon.attendance_mode) {
    badges.push({ key: 'attendance', text: ATTENDANCE_LABELS[hackathon.attendance_mode], palette: 'purple' })
  }
  const registration = hackathon.registration_status
  const registrationWords = status === 'Ended' ? null : registrationText(hackathon, now, timeZone)
  if (registration && registrationWords) {
    badges.push({ key: 'registration', text: registrationWords, palette: REGISTRATION_PALETTES[registration] })
  }
  if (shows('free') && hackathon.free === true)
    badges.push({ key: 'free', text: CARD_BADGE_TEXTS.free, palette: 'gray' })
  if (shows('travel_support') && (hackathon.travel_support === 'partial' || hackathon.travel_support === 'full')) {
    badges.push({ key: 'travel', text: CARD_BADGE_TEXTS.travel[hackathon.travel_support], palette: 'gray' })
  }
  if (shows('prize_amount') && typeof hackathon.prize_amount === 'number' && hackathon.prize_amount > 0) {
    badges.push({
      key: 'prizes',
      text: CARD_BADGE_TEXTS.prizes({ amount: moneyInWords(hackathon.prize_amount, hackathon.prize_currency) }),
      palette: 'gray',
    })
  }
  for (const slug of shows('themes') ? (hackathon.themes ?? []) : []) {
    badges.push({ key: `theme:${slug}`, text: valueInWords('themes', [slug]) ?? slug, palette: 'gray' })
  }
  if (shows('beginner_friendly') && hackathon.beginner_friendly === true) {
    badges.push({ key: 'beginners', text: HACKATHON_FIELDS.beginner_friendly.type.yes, palette: 'gray' })
  }
  return { shown: badges.slice(0, CARD_BADGES_MAX), hidden: badges.slice(CARD_BADGES_MAX) }
}
