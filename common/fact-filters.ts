import { ELIGIBILITY, type Eligibility, FACT_LIMITS } from './hackathon-fields.js'
import { perLocale } from './i18n/active.js'
import { defineTexts, withValues } from './i18n/texts.js'
import { THEME_LABELS, THEME_SLUGS, type ThemeSlug } from './themes.js'

/**
 * The filters by what a hacker decides by: themes, registration, who may take part, cost, travel,
 * level, language and prizes. The list, the subscribable calendar, the feeds, the map and the alerts
 * all take them under these names, with these values, as GET /hackathons/ does.
 */
export interface FactFilters {
  /** Comma-separated theme slugs: hackathons with any of them. */
  themes?: string
  registration?: RegistrationFilter
  /** Hackathons open to this audience (or to everyone). */
  eligibility?: Eligibility
  /** Hackathons this old a participant may join: no minimum age, or one at most this. */
  age?: number
  free?: true
  /** `partial`: some or all travel paid; `full`: all of it. */
  travel_support?: TravelFilter
  beginner_friendly?: true
  /** An ISO 639-1 code: hackathons held in this language. */
  language?: string
  /** Hackathons with a prize of more than nothing. */
  prizes?: true
}

/** `open` also holds the registrations closing soon: both still take applications. */
export const REGISTRATION_FILTERS = ['open', 'closing_soon', 'opens_soon'] as const
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number]

export const TRAVEL_FILTERS = ['partial', 'full'] as const
export type TravelFilter = (typeof TRAVEL_FILTERS)[number]

/** In the order every place that lists them (an address, an alert's words) puts them. */
export const FACT_FILTER_KEYS = [
  'themes',
  'registration',
  'eligibility',
  'age',
  'free',
  'travel_support',
  'beginner_friendly',
  'language',
  'prizes',
] as const satisfies readonly (keyof FactFilters)[]

/** A list of theme slugs as the `themes` parameter takes it, each from the vocabulary. */
export const THEMES_PARAMETER_PATTERN = `^(${THEME_SLUGS.join('|')})(,(${THEME_SLUGS.join('|')}))*$`
export const LANGUAGE_PATTERN = '^[a-z]{2}$'
const LANGUAGE = new RegExp(LANGUAGE_PATTERN)

/** The languages the filters offer to pick from; an address may name any other code. */
export const COMMON_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'tr', 'ja', 'zh', 'ko', 'hi', 'ar']

/** The theme slugs of a `themes` value, known ones only, each once, in the vocabulary's order. */
export function themesOf(value: string | undefined): ThemeSlug[] {
  const named = new Set(value?.split(',') ?? [])
  return THEME_SLUGS.filter((slug) => named.has(slug))
}

/** A value read from an address or a stored filter, when it is one of `allowed`. */
export const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined

const isTrue = (value: unknown) => value === true || value === 'true'

/**
 * The fact filters of an address or a stored alert: every valid one in a fixed order, anything
 * invalid or unset left out, so equal filters compare equal and an address shows nothing unset.
 */
export function factFiltersOf(source: Partial<Record<keyof FactFilters, unknown>>): FactFilters {
  const themes = themesOf(typeof source.themes === 'string' ? source.themes : undefined)
  const age = Number(source.age)
  const language = typeof source.language === 'string' ? source.language.toLowerCase() : undefined
  const filters: FactFilters = {
    themes: themes.length > 0 ? themes.join(',') : undefined,
    registration: oneOf(source.registration, REGISTRATION_FILTERS),
    eligibility: oneOf(source.eligibility, ELIGIBILITY),
    age:
      source.age !== undefined && source.age !== '' && Number.isInteger(age) && age >= 0 && age <= FACT_LIMITS.ageMax
        ? age
        : undefined,
    free: isTrue(source.free) ? true : undefined,
    travel_support: oneOf(source.travel_support, TRAVEL_FILTERS),
    beginner_friendly: isTrue(source.beginner_friendly) ? true : undefined,
    language: language && LANGUAGE.test(language) ? language : undefined,
    prizes: isTrue(source.prizes) ? true : undefined,
  }
  return Object.fromEntries(
    FACT_FILTER_KEYS.flatMap((key) => (filters[key] === undefined ? [] : [[key, filters[key]]])),
  ) as FactFilters
}

/** The fact filters as an address's parameters, in their fixed order. */
export const factFilterParams = (filters: FactFilters): [string, string][] =>
  FACT_FILTER_KEYS.flatMap((key) => (filters[key] === undefined ? [] : [[key, String(filters[key])]]))

export const hasFactFilters = (filters: FactFilters) => FACT_FILTER_KEYS.some((key) => filters[key] !== undefined)

const languageNames = perLocale((locales) => new Intl.DisplayNames(locales, { type: 'language' }))

/** A language's name in the active language ("German" for `de` in English), or its code when the runtime knows none. */
export function languageName(code: string): string {
  try {
    return languageNames().of(code) ?? code
  } catch {
    return code
  }
}

/** Themes as alternatives, the way the active language lists them: "AI or Climate". */
const alternatives = perLocale((locale) => new Intl.ListFormat(locale, { type: 'disjunction' }))

/**
 * Each fact filter as the words every screen and e-mail uses for it: phrases that follow
 * "Hackathons" in a list of filters ("Online hackathons, about AI, free").
 */
export const FACT_FILTER_TEXTS = defineTexts('factFilters', {
  /** `themes` is a list of theme names as alternatives, in the same language: "AI or Climate". */
  themes: withValues<{ themes: string }>('about {themes}'),
  registration: {
    open: 'registration open',
    closing_soon: 'registration closing soon',
    opens_soon: 'registration opening soon',
  } satisfies Record<RegistrationFilter, string>,
  eligibility: {
    everyone: 'open to everyone',
    university: 'open to university students',
    high_school: 'open to high-school students',
    professionals: 'open to professionals',
  } satisfies Record<Eligibility, string>,
  /** Hackathons a participant of this age may join: "open at age 16". */
  age: withValues<{ age: number }>('open at age {age, number}'),
  free: 'free',
  travel_support: {
    partial: 'with travel support',
    full: 'with travel fully paid',
  } satisfies Record<TravelFilter, string>,
  beginner_friendly: 'beginner-friendly',
  /** Hackathons held in a language: `language` is its name in the same language ("in German"). */
  language: withValues<{ language: string }>('in {language}'),
  prizes: 'with prizes',
})

/** The fact filters in words, in their fixed order: ["about AI or Climate", "registration open", "free"]. */
export function describeFactFilters(filters: FactFilters): string[] {
  const texts = FACT_FILTER_TEXTS
  const themes = themesOf(filters.themes)
  const phrases: (string | undefined)[] = [
    themes.length > 0
      ? texts.themes({ themes: alternatives().format(themes.map((slug) => THEME_LABELS[slug])) })
      : undefined,
    filters.registration && texts.registration[filters.registration],
    filters.eligibility && texts.eligibility[filters.eligibility],
    filters.age === undefined ? undefined : texts.age({ age: filters.age }),
    filters.free && texts.free,
    filters.travel_support && texts.travel_support[filters.travel_support],
    filters.beginner_friendly && texts.beginner_friendly,
    filters.language && texts.language({ language: languageName(filters.language) }),
    filters.prizes && texts.prizes,
  ]
  return phrases.filter((phrase): phrase is string => phrase !== undefined)
}
