/**
 * The ceiling: a bare node:http server answering each benchmarked request with the bytes the
 * real server gave for it (status, content-type, content-encoding, content-length, body), with
 * no routing, validation, database or serialisation. Run as its own process, like the real
 * server, so both compete with autocannon for the same two cores the same way.
 *
 * Usage: node --import tsx bench/ceiling-server.ts <responses.json>; prints `listening <port>`.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

export interface CapturedResponse {
  method: string
  path: string
  status: number
  headers: Record<string, string>
  bodyBase64: string
}

const file = process.argv[2]
if (!file) throw new Error('usage: ceiling-server.ts <responses.json>')
const captured = JSON.parse(readFileSync(file, 'utf8')) as CapturedResponse[]
const routes = new Map(
  captured.map((response) => [
    `${response.method} ${response.path}`,
    { ...response, body: Buffer.from(response.bodyBase64, 'base64') },
  ]),
)

const server = createServer((request, response) => {
  const route = routes.get(`${request.method} ${request.url}`)
  // Drain any request body (the log-in form) before answering, as the real server does.
  request.resume()
  request.on('end', () => {
    if (!route) {
      response.writeHead(404, { 'content-length': '0' }).end()
      return
    }
    response.writeHead(route.status, { ...route.headers, 'content-length': String(route.body.length) })
    response.end(route.body)
  })
})
// Same keep-alive timeout as Node's default for the real server (Fastify uses 72 s; connections stay open either way).
server.keepAliveTimeout = 72_000
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
