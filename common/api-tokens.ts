/**
 * Personal API tokens: one place for their limits, scopes and prefix, read by the server's schemas,
 * its auth hook and its limit, by the Settings form, and by the tests.
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number]

export const API_TOKENS = {
  /** Every token starts with it, so the auth hook tells one from a session at a glance, and so can a secret scanner. */
  prefix: 'hk_',
  /** Random bytes after the prefix (base64url): far past guessing, so a plain SHA-256 of it is a safe stored form. */
  randomBytes: 32,
  nameMax: 100,
  expiresInDaysMin: 1,
  expiresInDaysMax: 365,
  expiresInDaysDefault: 90,
  /** API_TOKEN_RATE_PER_MINUTE's default: requests a token may make in one minute, across every process. */
  defaultRatePerMinute: 600,
  /** The window of that limit, in seconds. */
  rateWindowSeconds: 60,
  /** `last_used_at` is written at most this often per token, so a busy script does not write on every call. */
  lastUsedEverySeconds: 60,
  /** The methods a `read` token may call: those that change nothing. */
  readMethods: ['GET', 'HEAD'],
} as const

/** Whether an `Authorization` credential is one of these tokens (rather than a session's). */
export const isApiToken = (credentials: string) => credentials.startsWith(API_TOKENS.prefix)
