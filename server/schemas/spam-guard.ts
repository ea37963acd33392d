import { Type } from 'typebox'
import { SPAM_GUARD } from '../../common/spam-guard.js'

/** The longest solution payload accepted: a challenge and its solution, base64 JSON, take under 1 kB. */
const PAYLOAD_MAX = 4000

/** The fields of a guarded write's body (the challenge's solution and the honeypot), spread into its schema. */
export const SpamGuardFields = {
  [SPAM_GUARD.field]: Type.Optional(
    Type.String({
      maxLength: PAYLOAD_MAX,
      description:
        'The solution of a challenge from GET /utils/challenge (the ALTCHA payload), required while the spam guard is on; or the X-Altcha header',
    }),
  ),
  [SPAM_GUARD.honeypot]: Type.Optional(
    Type.String({ maxLength: 500, description: 'Leave it empty: it is there for scripts, which fill every field' }),
  ),
} as const

/** The honeypot alone, for a guarded write without a body (its solution then comes in X-Altcha). */
export const HoneypotQuery = Type.Object({ [SPAM_GUARD.honeypot]: SpamGuardFields[SPAM_GUARD.honeypot] })

export const AltchaChallenge = Type.Object(
  {
    parameters: Type.Object({
      algorithm: Type.String(),
      nonce: Type.String(),
      salt: Type.String(),
      cost: Type.Integer(),
      keyLength: Type.Integer(),
      keyPrefix: Type.String(),
      expiresAt: Type.Optional(Type.Integer({ description: 'Seconds since the epoch' })),
    }),
    signature: Type.Optional(Type.String()),
  },
  {
    title: 'AltchaChallenge',
    description: 'A proof-of-work challenge (ALTCHA), valid 10 minutes; the widget solves it',
  },
)
