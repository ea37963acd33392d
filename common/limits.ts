/**
 * Field limits and patterns: the database schema, the API's TypeBox schemas and the SPA's form rules
 * are all built from these, so a value the form accepts is a value the server accepts.
 */
export const LIMITS = {
  nameMax: 255,
  locationMax: 255,
  emailMax: 255,
  urlMax: 500,
  imageMax: 500,
  descriptionMax: 1000,
  passwordMin: 8,
  passwordMax: 128,
  /** A username (the account's display name) is 3 to 30 characters wherever it is set. */
  usernameMin: 3,
  usernameMax: 30,
  imageUploadBytes: 5 * 1024 * 1024,
  /** An IANA zone name; the longest the runtime knows is about 30 characters. */
  timezoneMax: 64,
  /** The list's text search `q`. */
  searchMax: 200,
  /** A password reset token as the e-mail's link carries it. */
  tokenMax: 2000,
  /** The page address URL auto-completion reads (longer than a stored URL: it may carry tracking). */
  pageUrlMax: 2000,
  /** The file name of an uploaded image as this server names it. */
  uploadNameMax: 80,
  /** A page's description meta: search results and previews show about this much of it. */
  pageDescriptionMax: 160,
} as const

/**
 * Lists take `skip` and `limit`; `limit` defaults to 100 and may not exceed 1000. `skip` may not
 * exceed 2^31-1: larger numbers (1e20, 2^63) do not fit the database's OFFSET and answer 422.
 */
export const PAGING = {
  defaultLimit: 100,
  maxLimit: 1000,
  maxSkip: 2_147_483_647,
} as const

/**
 * Control characters as the ranges of a character class: C0 (tab, line feed and carriage return
 * among them), DEL and C1. A stored text that holds a line break can start a new line wherever it
 * is written line by line (an iCalendar property, an e-mail header), and the others mean nothing in
 * a name, an address or a description.
 */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f'
/** The control characters without tab, line feed and carriage return: what no text may hold. */
const CONTROLS_BUT_LINE_BREAKS_AND_TABS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f'

/**
 * Patterns as JSON-Schema strings (no flags there, so letters that may come in either case are
 * spelled as classes) with the matching RegExp for the forms.
 */
export const PATTERNS = {
  /** A web address: http or https in any case, then no white space and no control character. */
  webUrl: `^[Hh][Tt][Tt][Pp][Ss]?://[^\\s${CONTROLS}]+$`,
  /** A web address, or an image uploaded to this server. */
  imageUrl: `^([Hh][Tt][Tt][Pp][Ss]?://[^\\s${CONTROLS}]+|/api/v1/uploads/[^\\s${CONTROLS}]+)$`,
  /** An e-mail address: a local part, an @, and a domain with a top-level part of 2+ letters. */
  email: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  /** A single-line text (a location, a zone, a search): no line break, no tab, no other control character. */
  singleLine: `^[^${CONTROLS}]*$`,
  /** A name: a single-line text that is not only white space. */
  name: `^[^${CONTROLS}]*[^\\s${CONTROLS}][^${CONTROLS}]*$`,
  /** A multi-line text (a description): line breaks and tabs, but no other control character. */
  multiLine: `^[^${CONTROLS_BUT_LINE_BREAKS_AND_TABS}]*$`,
} as const

/**
 * What a text that breaks one of the patterns above is told: the API puts the field's name before
 * it (`name must be ...`), the forms `This field` (VALIDATION in src/lib/validation.ts).
 */
export const PATTERN_MESSAGES = {
  [PATTERNS.singleLine]: 'must be one line of text, without tabs or other control characters',
  [PATTERNS.name]: 'must be one line of text, not only spaces, without tabs or other control characters',
  [PATTERNS.multiLine]: 'must not contain control characters other than line breaks and tabs',
} as const satisfies Record<string, string>

export const WEB_URL = new RegExp(PATTERNS.webUrl)
export const EMAIL = new RegExp(PATTERNS.email)
export const SINGLE_LINE = new RegExp(PATTERNS.singleLine)
export const MULTI_LINE = new RegExp(PATTERNS.multiLine)
/** A control character no text may hold (tab, line feed and carriage return are the exceptions). */
export const FORBIDDEN_CONTROL = new RegExp(`[${CONTROLS_BUT_LINE_BREAKS_AND_TABS}]`)

const CONTROL_RUNS = new RegExp(`[\\s${CONTROLS}]+`, 'g')

/** `text` on one line: every run of white space and control characters becomes one space, the ends trimmed. */
export const toSingleLine = (text: string) => text.replace(CONTROL_RUNS, ' ').trim()
