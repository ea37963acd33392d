import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { E2E } from './env'

/** Starts the SMTP capture the server sends to; each message lands in E2E.mailDir. */
export default async function globalSetup() {
  rmSync(E2E.mailDir, { recursive: true, force: true })
  mkdirSync(E2E.mailDir, { recursive: true })
  let sequence = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',')
        const name = `${Date.now()}-${++sequence}.eml`
        writeFileSync(join(E2E.mailDir, name), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`)
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(E2E.smtpPort, '127.0.0.1', resolve))
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
