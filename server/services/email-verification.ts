import { EMAIL_VERIFICATION } from '../../common/accounts.js'
import type { Locale } from '../../common/i18n/locales.js'
import type { EmailVerificationsRepository } from '../db/repositories/email-verifications.js'
import type { UserRow } from '../db/schema.js'
import { inLanguage, recipientLocale } from '../languages.js'
import type { Clock } from './clock.js'
import { type EmailMessage, newAccountEmail, verifyEmailEmail } from './email.js'
import { createMailedToken, hashMailedToken } from './security.js'

export interface EmailVerificationDeps {
  repo: EmailVerificationsRepository
  clock: Clock
  frontendHost: string
}

type Account = Pick<UserRow, 'id' | 'email' | 'locale'>

/**
 * Verified e-mail: single-use links to `{FRONTEND_HOST}/verify-email?token=…` whose tokens the
 * database keeps only as SHA-256 hashes (any process may be asked to use one), and using them.
 */
export function emailVerificationService({ repo, clock, frontendHost }: EmailVerificationDeps) {
  const hours = EMAIL_VERIFICATION.linkHours

  /** Stores a new link for the account's current address and answers its URL. */
  async function newLink(account: Account): Promise<string> {
    const { token, hash } = createMailedToken()
    const now = clock.now()
    await repo.issue(
      {
        userId: account.id,
        email: account.email,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + hours * 3_600_000),
      },
      now,
    )
    return `${frontendHost}${EMAIL_VERIFICATION.path}?token=${token}`
  }

  return {
    /**
     * The mail with a new link proving the account's address (sign-up, a new address, "Send the link
     * again"), in the account's language, else the one `requested` (the request's).
     */
    async linkEmail(account: Account, requested: Locale): Promise<EmailMessage> {
      const link = await newLink(account)
      return inLanguage(recipientLocale(account.locale, requested), () => verifyEmailEmail(account.email, link, hours))
    },

    /** The welcome mail of an account an admin created, with a link proving its address. */
    async welcomeEmail(account: Account, requested: Locale): Promise<EmailMessage> {
      const link = await newLink(account)
      return inLanguage(recipientLocale(account.locale, requested), () =>
        newAccountEmail(account.email, `${frontendHost}/login`, link, hours),
      )
    },

    /** Uses a mailed link: the verified account, or undefined for a bad, expired, used or outdated link. */
    verify(token: string): Promise<UserRow | undefined> {
      return repo.consume(hashMailedToken(token), clock.now())
    },
  }
}

export type EmailVerificationService = ReturnType<typeof emailVerificationService>
