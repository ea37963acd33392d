import { fastifyEtag } from '@fastify/etag'
import type { FastifyInstance } from 'fastify'

/** A Vary header's value with `field` added, once. */
export function addVary(current: unknown, field: string): string {
  const values = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  return values.some((value) => value.toLowerCase() === field.toLowerCase())
    ? values.join(', ')
    : [...values, field].join(', ')
}

/**
 * For the public reads (hackathon and series lists and pages): a weak ETag over the JSON (weak, as
 * one tag stands for its brotli, gzip and identity encodings), 304 with no body to a matching
 * If-None-Match, and `Cache-Control: no-cache` so browsers revalidate every time instead of showing
 * a stale list. Called on a route file's child context, so only the routes declared there get it;
 * its onSend hook runs before @fastify/compress's, so a 304 compresses nothing. An answer meant for
 * one person passes `cacheControl` (`private, no-store`): `no-cache` alone still lets a shared
 * cache between the client and the server store it.
 */
export async function revalidated(app: FastifyInstance, cacheControl = 'no-cache'): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', cacheControl)
    // Also on a 304, which @fastify/compress leaves alone: it must name what the 200 varies on.
    reply.header('vary', addVary(reply.getHeader('vary'), 'accept-encoding'))
  })
  await fastifyEtag(app, { weak: true })
}

/** The latest of some instants (undefined ones skipped): when a response's data last changed. */
export function latest(dates: readonly (Date | undefined)[]): Date | undefined {
  let found: Date | undefined
  for (const date of dates) if (date && (!found || date > found)) found = date
  return found
}

/**
 * A `Last-Modified` value. It is informative: 304s come from the ETag alone, since a list also changes
 * when a hackathon is deleted or ends, which moves no date forward.
 */
export const httpDate = (date: Date) => date.toUTCString()
