import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, expect } from '@playwright/test'
import { E2E } from './env'

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a captured e-mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/**
 * Waits for the newest e-mail sent to `to` (that holds `containing`, when given: an account gets a
 * verification link too, so a test after another mail names what it holds) and returns its decoded text.
 */
export async function waitForMail(to: string, containing?: string): Promise<string> {
  let found = ''
  await expect
    .poll(
      () => {
        const files = readdirSync(E2E.mailDir).sort().reverse()
        for (const file of files) {
          const raw = readFileSync(join(E2E.mailDir, file), 'utf8')
          if (!raw.split('\r\n', 1)[0]?.toLowerCase().includes(to.toLowerCase())) continue
          const text = decodeQuotedPrintable(raw)
          if (containing !== undefined && !text.includes(containing)) continue
          found = text
          return true
        }
        return false
      },
      { timeout: 15_000, message: `an e-mail to ${to}` },
    )
    .toBe(true)
  return found
}

/** The first link in the e-mail that starts with the given URL prefix. */
export function linkIn(mail: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = mail.match(new RegExp(`${escaped}[^\\s"<>]*`))
  if (!match) throw new Error(`no link starting with ${prefix} in the e-mail`)
  return match[0].replaceAll('&amp;', '&')
}

/** The verification link mailed to an account (at sign-up, a new address, or on request). */
export const VERIFY_LINK = `${E2E.baseUrl}/verify-email?token=`

/** Proves an account's address through the API with the newest link mailed to it, as its page's button does. */
export async function verifyAddress(request: APIRequestContext, email: string) {
  const token = new URL(linkIn(await waitForMail(email, VERIFY_LINK), VERIFY_LINK)).searchParams.get('token')
  const response = await request.post('/api/v1/users/verify-email', { data: { token } })
  expect(response.status(), await response.text()).toBe(200)
}
