import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/**
 * Solves a spam-guard challenge as the browser's widget does (altcha-lib's own solver) and answers
 * the payload the widget would submit: what the API tests and the e2e helpers that write through
 * the API send as `altcha` or X-Altcha.
 */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved in time')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
