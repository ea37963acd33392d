import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { E2E } from './env'

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a captured e-mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** Waits for the newest e-mail sent to `to` and returns its decoded text. */
export async function waitForMail(to: string): Promise<string> {
  let found = ''
  await expect
    .poll(
      () => {
        const files = readdirSync(E2E.mailDir).sort().reverse()
        for (const file of files) {
          const raw = readFileSync(join(E2E.mailDir, file), 'utf8')
          if (raw.split('\r\n', 1)[0]?.toLowerCase().includes(to.toLowerCase())) {
            found = decodeQuotedPrintable(raw)
            return true
          }
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
