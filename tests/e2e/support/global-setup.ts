import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { E2E } from './env'
import { pngBuffer } from './hackathons'

/**
 * The map's tile server: a plain tile for every `/tiles/{z}/{x}/{y}.png`, except that every other
 * column fails (500), so the map is seen to stay usable when some tiles do not load.
 */
function startTileServer() {
  const tile = pngBuffer(256, [200, 220, 200])
  const server = createServer((request, response) => {
    const match = /^\/tiles\/\d+\/(\d+)\/\d+\.png$/.exec(request.url ?? '')
    if (!match || Number(match[1]) % 2 === 1) {
      response.writeHead(match ? 500 : 404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(tile)
  })
  return new Promise<typeof server>((resolve) => server.listen(E2E.tilePort, '127.0.0.1', () => resolve(server)))
}

/** Starts the SMTP capture the server sends to (each message lands in E2E.mailDir) and the tile server. */
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
  const tiles = await startTileServer()
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await new Promise<void>((resolve) => tiles.close(() => resolve()))
  }
}
