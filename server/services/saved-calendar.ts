import { createHmac, randomBytes } from 'node:crypto'
import { API_PREFIX } from '../config.js'
import type { SavedRepository } from '../db/repositories/saved.js'
import { hashMailedToken } from './security.js'

/**
 * An account's private calendar address. Its token is HMAC-SHA256 of the account and the stored nonce
 * under the server's secret: the address can be shown again at any time without being stored, and
 * the database keeps only the token's SHA-256 hash, so a copy of the database alone opens no
 * calendar. Rotating draws a new nonce; the old token's hash is replaced in the same write, so the
 * old address finds nothing from then on.
 */
export function savedCalendars(repo: SavedRepository, secret: string, frontendHost: string) {
  const tokenOf = (userId: string, nonce: string) =>
    createHmac('sha256', secret).update(`saved-calendar\0${userId}\0${nonce}`).digest('base64url')
  const newNonce = () => randomBytes(16).toString('base64url')
  const urlOf = (token: string) => `${frontendHost}${API_PREFIX}/calendars/saved/${token}.ics`

  return {
    /** The account's calendar address, made on first request. */
    async url(userId: string): Promise<string> {
      const candidate = newNonce()
      const row =
        (await repo.calendarOf(userId)) ??
        (await repo.ensureCalendar(userId, candidate, hashMailedToken(tokenOf(userId, candidate))))
      const token = tokenOf(userId, row.nonce)
      // After a change of the server's secret the stored hash names a token no longer made: the
      // address is new, as every session is.
      const hash = hashMailedToken(token)
      if (hash !== row.tokenHash) await repo.rehashCalendar(userId, row.nonce, hash)
      return urlOf(token)
    },

    /** A new address for the account's calendar; the previous one answers 404 at once. */
    async rotate(userId: string): Promise<string> {
      const nonce = newNonce()
      const token = tokenOf(userId, nonce)
      await repo.setCalendar(userId, nonce, hashMailedToken(token))
      return urlOf(token)
    },

    /** The account a calendar token opens, if any (an active account's current token only). */
    owner(token: string): Promise<string | undefined> {
      return repo.calendarOwner(hashMailedToken(token))
    },
  }
}
