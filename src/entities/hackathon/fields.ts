import { languageName } from '../../../common/fact-filters'
import {
  declarationOf,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
} from '../../../common/hackathon-fields'
import { once } from '../../../common/once'
import type { HackathonPublic } from '../../client/types.gen'
import { formatDateTime } from '../../lib/dates'

/**
 * The fields the card, the public page and the form lay out themselves (the name as a heading, the
 * dates as a schedule, the location with its map link...). Every other field of the table is shown
 * by its type: as a fact in words on the page and, when the table says so, on the card, and as an
 * input of its type in the form, so a new field needs no change to any of them.
 */
const PLACED_FIELDS: ReadonlySet<HackathonField> = new Set<HackathonField>([
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
])

/** The fields shown by their type, in the table's order. */
export const FACT_FIELDS = HACKATHON_FIELD_NAMES.filter((field) => !PLACED_FIELDS.has(field))

/** Those of them the card shows. */
const CARD_FACT_FIELDS = FACT_FIELDS.filter((field) => HACKATHON_FIELDS[field].onCard)

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
    return names.join(', ')
  }
  switch (type.kind) {
    case 'choice':
      return type.labels[String(value)] ?? String(value)
    case 'boolean':
      return value ? type.yes : type.no
    case 'number':
    case 'integer':
      return Number(value).toLocaleString('en-US')
    case 'dateTime':
      return formatDateTime(String(value))
    default:
      return String(value)
  }
}

// Building a NumberFormat costs far more than formatting with one, and a feed shows a prize on
// card after card in the same few currencies: each format is built once.
const plainAmounts = once(() => new Intl.NumberFormat('en-US'))
const amountsIn = new Map<string, Intl.NumberFormat | null>()

/** How amounts in `currency` are written, or null for a code the runtime does not know. */
function currencyFormat(currency: string): Intl.NumberFormat | null {
  if (!amountsIn.has(currency)) {
    let format: Intl.NumberFormat | null = null
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 })
    } catch {
      // A code the runtime does not know: the amount is written with the code after it.
    }
    amountsIn.set(currency, format)
  }
  return amountsIn.get(currency) ?? null
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

/** The card's compact facts: up to three themes, then each other fact the card shows, a yes-or-no only when yes. */
export function cardFacts(hackathon: HackathonPublic): HackathonFact[] {
  const themes = (hackathon.themes ?? []).slice(0, 3).map((slug) => ({
    field: 'themes' as const,
    text: valueInWords('themes', [slug]) ?? slug,
  }))
  const others = hackathonFacts(
    hackathon,
    CARD_FACT_FIELDS.filter((field) => field !== 'themes'),
  ).filter(({ field }) => declarationOf(field).type.kind !== 'boolean' || hackathon[field] === true)
  return [...themes, ...others]
}
