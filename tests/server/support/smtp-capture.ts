import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface CapturedMail {
  to: string[]
  raw: string
  /** The message with quoted-printable soft breaks and escapes undone, so links read whole. */
  text: string
}

/** Soft breaks joined and each run of `=XX` escapes turned back into bytes read as UTF-8 (so ‘quotes’ read whole). */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'))

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: decodeQuotedPrintable(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  return {
    port,
    mails,
    /** The next `count` messages are refused with a temporary failure (451), as a busy server does. */
    refuseNext(count: number) {
      refusals = count
    },
    /** Every mail received for `to`. */
    mailsTo: (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase())),
    /** The config that sends this app's mail here. */
    smtpConfig: { host: '127.0.0.1', port, tls: false, ssl: false },
    /** Waits (briefly) for a mail to `to`; mails may be sent after the answer. */
    async mailTo(to: string, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to.toLowerCase()))
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    /**
     * Waits until `count` mails to `to` that pass `which` have arrived (mails may be sent after the
     * answer, later on a busy machine), then answers every such mail arrived by then, so a test that
     * expects exactly `count` sees a surplus already there.
     */
    async mailsArrivedTo(
      to: string,
      count: number,
      which: (mail: CapturedMail) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<CapturedMail[]> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const arrived = mails.filter((m) => m.to.includes(to.toLowerCase()) && which(m))
        if (arrived.length >= count) return arrived
        if (Date.now() > deadline)
          throw new Error(`${arrived.length} of ${count} e-mails to ${to} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link of a mail that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = mail.text.match(new RegExp(`${escaped}[^\\s"<>]*`))
  if (!match) throw new Error(`no link starting with ${prefix}`)
  return match[0].replaceAll('&amp;', '&')
}
