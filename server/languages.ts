import { AsyncLocalStorage } from 'node:async_hooks'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type I18n, i18n, type Messages, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import PO from 'pofile'
import { setI18nSource } from '../common/i18n/active.js'
import {
  CATALOGS,
  chooseLocale,
  LANGUAGE_PARAM,
  type Locale,
  SOURCE_LOCALE,
  supportedLocale,
} from '../common/i18n/locales.js'
import { PROJECT_ROOT } from './paths.js'

/**
 * The server speaks each reader's language at once: a page's head in the language its request
 * picks, an e-mail in its recipient's. Texts are read through the Lingui instance of the language at
 * hand, which `inLanguage` keeps for everything the work it runs calls, awaited or not; outside it
 * they read in English. Imported before any text is read, by every entry point that reads one.
 */

// The texts modules declare ICU messages, which the SPA's build compiles in place. The server runs
// them as written, and Lingui's runtime has no compiler of its own: it would print a message's
// braces and plural cases instead of reading them.
i18n.setMessagesCompiler(compileMessage)

/**
 * A language's catalogs as written, the browser's and the server's own: each message's id and its
 * text in that language, left out where it has none.
 */
function catalogEntries(locale: Locale): [id: string, text: string][] {
  return CATALOGS.flatMap(({ file }) => {
    const { items } = PO.parse(readFileSync(join(PROJECT_ROOT, 'src', 'locales', locale, file), 'utf8'))
    return items.filter((item) => item.msgstr[0]).map((item): [string, string] => [item.msgid, item.msgstr[0] ?? ''])
  })
}

/** A language's catalog, compiled once: the translated messages by id; an empty one is left out, so it reads in English. */
function catalogOf(locale: Locale): Messages {
  if (locale === SOURCE_LOCALE) return {}
  return Object.fromEntries(catalogEntries(locale).map(([id, text]) => [id, compileMessage(text)]))
}

const instances = new Map<Locale, I18n>()

/** The language's Lingui instance, made with its catalog the first time it is needed. */
function instanceOf(locale: Locale): I18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = setupI18n({ locale, messages: { [locale]: catalogOf(locale) } })
    instance.setMessagesCompiler(compileMessage)
    instances.set(locale, instance)
  }
  return instance
}

const reading = new AsyncLocalStorage<I18n>()
setI18nSource(() => reading.getStore() ?? i18n)

/** Runs `work` with every text it reads, now or after an await, in `locale`. */
export function inLanguage<T>(locale: Locale, work: () => T): T {
  return reading.run(instanceOf(locale), work)
}

/**
 * The languages an Accept-Language header asks for, most wanted first ("de-AT,de;q=0.9,en;q=0.5"
 * gives de-AT, de, en); the wildcard and what is refused (q=0) are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim())
      const quality = parameters.find((parameter) => parameter.startsWith('q='))
      return { tag, weight: quality === undefined ? 1 : Number(quality.slice(2)), order }
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag)
}

/** What a request can say about its language: its address and its headers. */
interface LanguageRequest {
  url: string
  headers: { 'accept-language'?: string }
}

/** The language `?lang=` names in an address, if the site speaks it. */
export function addressLocale(url: string): Locale | undefined {
  return supportedLocale(new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_PARAM))
}

/** The language a request is answered in: `?lang=`, else the first of Accept-Language the site speaks, else English. */
export function requestLocale(request: LanguageRequest): Locale {
  return addressLocale(request.url) ?? chooseLocale(acceptedLanguages(request.headers['accept-language']))
}

/**
 * The language of an e-mail to someone: the one their account picked, else `otherwise` (the
 * language of the request that causes it, when there is one), else English.
 */
export function recipientLocale(picked: string | null | undefined, otherwise: Locale = SOURCE_LOCALE): Locale {
  return supportedLocale(picked) ?? otherwise
}

/** The id of each message that takes no values, by its English words: read once, when first needed. */
let idsByEnglish: Map<string, string> | undefined

/**
 * An English text the server wrote, such as an error's detail, in another language: the same
 * message's translation, when the text is a whole message the catalogs hold; otherwise as it is.
 * Errors carry their English words where they are thrown, which logs and API clients rely on; the
 * one place that answers them puts the words in the reader's language.
 */
export function translatedText(text: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return text
  idsByEnglish ??= new Map(
    catalogEntries(SOURCE_LOCALE)
      .filter(([, english]) => !english.includes('{'))
      .map(([id, english]) => [english, id]),
  )
  const id = idsByEnglish.get(text)
  if (id === undefined) return text
  const instance = instanceOf(locale)
  return instance.messages[id] === undefined ? text : instance._(id)
}
