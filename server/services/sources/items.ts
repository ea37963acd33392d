import { LIMITS } from '../../../common/limits.js'
import { SKIP_REASONS } from '../../../common/sources.js'
import { HttpError } from '../../http-errors.js'
import { cutAtWord } from '../extraction/index.js'
import type { ImportItem } from './import.js'

/** A source that could not be read as its kind (not iCalendar, no Events): a 400 naming why. */
export class SourceReadError extends HttpError {
  constructor(message: string) {
    super(400, message)
  }
}

export const SOURCE_READ_MESSAGES = {
  notIcs: 'This is not an iCalendar file (it should start with BEGIN:VCALENDAR)',
  brokenIcs: (detail: string) => `This iCalendar file cannot be read: ${detail}`,
  noEvents: 'No schema.org Event was found in the JSON-LD of this page',
  notHtml: 'This address does not answer an HTML page',
  robots: "The site's robots.txt does not allow reading this address",
} as const

// Control characters no stored text may hold (line breaks and tabs are kept where text may have lines).
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what it finds
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g

/** One line of text (a name, a location): white space collapsed, no control characters. */
export const oneLine = (text: string | undefined, max: number): string | undefined => {
  const line = text?.replace(CONTROLS, '').replace(/\s+/g, ' ').trim()
  return line ? cutAtWord(line, max) : undefined
}

/** A description: line breaks kept (as \n), no other control characters, cut at a word. */
export const paragraphs = (text: string | undefined): string | undefined => {
  const clean = text
    ?.replace(/\r\n?/g, '\n')
    .replace(CONTROLS, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return clean ? cutAtWord(clean, LIMITS.descriptionMax) : undefined
}

/** The first http(s) address in a text (a description often carries the event's page). */
export function firstWebAddress(text: string | undefined): string | undefined {
  const found = text?.match(/https?:\/\/[^\s<>"'`]+/i)?.[0]
  const address = found?.replace(/[.,;:!?)\]}]+$/, '')
  if (!address || address.length > LIMITS.urlMax) return undefined
  try {
    return new URL(address).href
  } catch {
    return undefined
  }
}

/** A location that names no place but says the event is online, or is empty. */
export const isOnlineLocation = (location: string) =>
  !location.trim() || /^(online|virtual|remote)(\s+(event|only))?$/i.test(location.trim())

/**
 * The items that hold one of the include words (any case) in their name or description; the others
 * are skipped with their reason. No words: every item.
 */
export function filterIncluded(items: ImportItem[], include: readonly string[]): ImportItem[] {
  const words = include.map((word) => word.trim().toLowerCase()).filter(Boolean)
  if (words.length === 0) return items
  return items.map((item) => {
    if (item.skip) return item
    const text = `${item.fields.name ?? ''}\n${item.fields.description ?? ''}`.toLowerCase()
    return words.some((word) => text.includes(word)) ? item : { ...item, skip: SKIP_REASONS.notIncluded }
  })
}
