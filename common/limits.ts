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
 * Patterns as JSON-Schema strings (no flags there, so letters that may come in either case are
 * spelled as classes) with the matching RegExp for the forms.
 */
export const PATTERNS = {
  /** A web address: http or https in any case, then no white space. */
  webUrl: '^[Hh][Tt][Tt][Pp][Ss]?://\\S+$',
  /** A web address, or an image uploaded to this server. */
  imageUrl: '^([Hh][Tt][Tt][Pp][Ss]?://\\S+|/api/v1/uploads/\\S+)$',
  /** An e-mail address: a local part, an @, and a domain with a top-level part of 2+ letters. */
  email: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  /** Any text that is not only white space. */
  notBlank: '\\S',
} as const

export const WEB_URL = new RegExp(PATTERNS.webUrl)
export const EMAIL = new RegExp(PATTERNS.email)
