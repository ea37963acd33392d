import { createHmac } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { Type } from 'typebox'
import Value from 'typebox/value'
import { SPAM_GUARD } from '../../common/spam-guard.js'
import type { UsedChallengesRepository } from '../db/repositories/used-challenges.js'
import type { Clock } from './clock.js'
import type { Job } from './jobs/runner.js'

/** How often the cleanup looks for expired solutions; they only take room, a used one is refused anyway. */
export const CLEANUP_POLL_MS = 10 * 60 * 1000
/** Expired solutions deleted by one run of the cleanup. */
const CLEANUP_BATCH = 1000

const Hex = Type.String({ pattern: '^[0-9a-f]+$', maxLength: 1024 })

/** The payload the widget submits (base64 JSON): the challenge as this server signed it, and the counter found. */
const Payload = Type.Object({
  challenge: Type.Object({
    parameters: Type.Object({
      algorithm: Type.Literal(SPAM_GUARD.algorithm),
      nonce: Hex,
      salt: Hex,
      cost: Type.Integer({ minimum: 1, maximum: 1 }),
      keyLength: Type.Integer({ minimum: 1, maximum: 64 }),
      keyPrefix: Hex,
      expiresAt: Type.Integer({ minimum: 1 }),
    }),
    signature: Hex,
  }),
  solution: Type.Object({
    counter: Type.Integer({ minimum: 0, maximum: 2 ** 32 - 1 }),
    derivedKey: Hex,
  }),
})

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  } catch {
    return undefined
  }
}

export interface SpamGuardOptions {
  repo: UsedChallengesRepository
  clock: Clock
  /** The app's secret: challenges are signed with a key derived from it. */
  secretKey: string
  /** SPAM_GUARD_COMPLEXITY: the largest counter a solution may have. */
  complexity: number
}

/**
 * ALTCHA's proof of work (altcha-lib): a challenge signed with a key derived from the app's secret,
 * whose counter lies between half the complexity and the complexity, so every solve costs some work
 * and none more than the setting; its solution passes once (recorded until its expiry, which the
 * injected clock reads, so tests move past it without waiting).
 */
export function spamGuardService({ repo, clock, secretKey, complexity }: SpamGuardOptions) {
  const hmacSignatureSecret = createHmac('sha256', secretKey).update('spam guard challenges').digest('hex')

  return {
    async challenge(): Promise<Challenge> {
      const now = clock.now().getTime()
      return createChallenge({
        algorithm: SPAM_GUARD.algorithm,
        cost: 1,
        counter: randomInt(complexity, Math.ceil(complexity / 2)),
        deriveKey,
        expiresAt: new Date(now + SPAM_GUARD.challengeTtlSeconds * 1000),
        hmacSignatureSecret,
      })
    },

    /** Whether `payload` solves a challenge of this server, unexpired and never used before (it is now). */
    async verify(payload: string | undefined): Promise<boolean> {
      const decoded = payload ? decode(payload) : undefined
      if (!Value.Check(Payload, decoded)) return false
      const { challenge, solution } = decoded
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000)
      if (expiresAt <= clock.now()) return false
      const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret })
      if (!result.verified) return false
      return repo.use(challenge.signature, expiresAt)
    },

    /** The job deleting expired solutions: one item while any is left, each run deleting a batch. */
    cleanupJob(): Job<Date> {
      return {
        name: 'spam-guard-cleanup',
        claim: async (now) => ((await repo.anyExpired(now)) ? [now] : []),
        run: async (now) => {
          await repo.deleteExpired(now, CLEANUP_BATCH)
        },
      }
    },
  }
}

export type SpamGuardService = ReturnType<typeof spamGuardService>
