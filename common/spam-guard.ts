import { defineTexts } from './i18n/texts.js'

const SPAM_GUARD_MESSAGES = defineTexts('spamGuardMessages', {
  /** The answer to a failed spam check (a challenge the browser solves), whatever went wrong. */
  failed: 'Verification failed, please try again',
})

/**
 * The spam guard of the public writes (a challenge and a honeypot): one place for its names, numbers
 * and words, read by the server's guard, the SPA's widget and honeypot, and the tests.
 */
export const SPAM_GUARD = {
  /** The body field carrying the widget's solution (and the form field the widget fills). */
  field: 'altcha',
  /** The header carrying the solution where the body is a form or multipart one. */
  header: 'x-altcha',
  /** The honeypot: a field people never see or fill. */
  honeypot: 'website',
  /** How long a challenge may be solved and used. */
  challengeTtlSeconds: 10 * 60,
  /** SPAM_GUARD_COMPLEXITY's default: the most counters a solution may try, about a second on a mid-range phone. */
  defaultComplexity: 100_000,
  /** The proof-of-work: SHA-256 once per counter, which the widget solves with its bundled worker. */
  algorithm: 'SHA-256',
  /** The one answer to a missing, wrong, expired, used or malformed solution: no hint which. */
  get failed() {
    return SPAM_GUARD_MESSAGES.failed
  },
} as const

/** A suggestion is marked "first" while its account is younger than this, or has none approved yet. */
export const NEW_ACCOUNT_HOURS = 24
