import { defineTexts } from './i18n/texts.js'

/**
 * Verified e-mail: an address counts as the account's own only once a mailed link proves it, and
 * alerts, which follow an address, wait for that proof. What the server and the SPA both say and
 * count about it lives here, so the two never disagree.
 */
export const EMAIL_VERIFICATION = {
  /** A verification link works once, for this many hours after it was mailed. */
  linkHours: 48,
  /** A link's token as the e-mail carries it (32 random bytes, base64url). */
  tokenMax: 64,
  /**
   * "Send the link again" and changes of one's own address together: at most this many per user per
   * window (rate_limits, every process).
   */
  resendMax: 5,
  resendWindowSeconds: 3600,
  /** The SPA's page the mailed link opens; its button verifies, opening it does not. */
  path: '/verify-email',
} as const

/** The API's own words about verification, quoted by the server's answers and the SPA alike. */
export const EMAIL_VERIFICATION_MESSAGES = defineTexts('emailVerificationMessages', {
  /** The 403 of an alert operation for an account whose address is not verified. */
  verifyFirst: 'Verify your e-mail address first',
  verified: 'Your e-mail address is verified',
  alreadyVerified: 'Your e-mail address is verified already',
  linkSent: 'A new verification link is on its way',
})
