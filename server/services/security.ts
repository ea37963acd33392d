import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { errors, jwtVerify, SignJWT } from 'jose'

// 2 is Argon2id; the package exports the enum as an ambient const enum, which isolated modules cannot read.
const ARGON2_OPTIONS = { algorithm: 2 as const }

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}

/** A fixed hash checked when the account does not exist, so both answers take as long. */
let dummyHash: Promise<string> | undefined
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password')
  return dummyHash.then((hashed) => verifyPassword(hashed, password))
}

const key = (secret: string) => new TextEncoder().encode(secret)

/** `version` is the user's token version: a password change raises it, ending the earlier tokens. */
export function createAccessToken(userId: string, secret: string, expireMinutes: number, version = 0): Promise<string> {
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${expireMinutes}m`)
    .sign(key(secret))
}

/**
 * The user id and token version of a valid access token, or undefined for any bad, expired or
 * foreign token. A token signed before versions existed counts as version 0.
 */
export async function readAccessToken(
  token: string,
  secret: string,
): Promise<{ userId: string; version: number } | undefined> {
  try {
    // A session must end: a token without an expiry (signed by an older or a foreign tool) is refused.
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] })
    if (payload.purpose !== undefined || !payload.sub) return undefined
    const version = payload.ver ?? 0
    if (typeof version !== 'number' || !Number.isInteger(version)) return undefined
    return { userId: payload.sub, version }
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined
    throw error
  }
}

/** Ties a reset token to the password it replaces: once the password changes, the token dies. */
function passwordFingerprint(hashedPassword: string): string {
  return createHash('sha256').update(hashedPassword).digest('base64url').slice(0, 16)
}

export function createPasswordResetToken(
  user: { id: string; hashedPassword: string },
  secret: string,
  expireHours: number,
): Promise<string> {
  return new SignJWT({ purpose: 'password-reset', pwd: passwordFingerprint(user.hashedPassword) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${expireHours}h`)
    .sign(key(secret))
}

/** Returns the user id when the token is valid for the user's current password. */
export async function readPasswordResetToken(
  token: string,
  secret: string,
  currentHash: (userId: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] })
    if (payload.purpose !== 'password-reset' || !payload.sub) return undefined
    const hashed = await currentHash(payload.sub)
    return hashed && payload.pwd === passwordFingerprint(hashed) ? payload.sub : undefined
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined
    throw error
  }
}

/** A single-use token to mail (a confirmation link) and the SHA-256 hash the database keeps instead of it. */
export function createMailedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashMailedToken(token) }
}

export const hashMailedToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * What an unsubscribe link removes: one alert (the link in its confirmation), or every alert the
 * address held when the digest was sent. Signed, not stored, so a link in an old e-mail keeps
 * working; it never expires, since leaving must always work.
 */
export type UnsubscribeScope = { email: string; alertId: string } | { email: string; asOf: Date }

export function createUnsubscribeToken(scope: UnsubscribeScope, secret: string, now: Date): Promise<string> {
  const what = 'alertId' in scope ? { alert: scope.alertId } : { asof: scope.asOf.getTime() }
  return new SignJWT({ purpose: 'alerts-unsubscribe', ...what })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(scope.email)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key(secret))
}

export async function readUnsubscribeToken(token: string, secret: string): Promise<UnsubscribeScope | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] })
    if (payload.purpose !== 'alerts-unsubscribe' || !payload.sub) return undefined
    if (typeof payload.alert === 'string') return { email: payload.sub, alertId: payload.alert }
    if (typeof payload.asof === 'number' && Number.isFinite(payload.asof)) {
      return { email: payload.sub, asOf: new Date(payload.asof) }
    }
    return undefined
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined
    throw error
  }
}
