import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A website of someone else's: HTML pages served on another port of loopback, another origin than the app's. */
export interface OtherSite {
  origin: string
  /** Serves `html` at `path` (from the site's root) until the site closes. */
  serve(path: string, html: string): void
  close(): void
}

/** Starts another site, as a club's or a university's that embeds the list would be. */
export async function startOtherSite(): Promise<OtherSite> {
  const pages = new Map<string, string>()
  const server = createServer((req, res) => {
    const body = pages.get(req.url ?? '')
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(body ?? 'not here')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    serve: (path, html) => pages.set(path, html),
    close: () => server.close(),
  }
}
