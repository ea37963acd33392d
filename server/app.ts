import { STATUS_CODES } from 'node:http'
import './languages.js'
import type { Duplex } from 'node:stream'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import { API_PREFIX, type Config } from './config.js'
import type { Database } from './db/index.js'
import type { ListingChanges } from './db/listing-changes.js'
import { withSafeLogging } from './logging.js'
import alerts, { type AlertsOptions } from './plugins/app/alerts.js'
import auth, { type AuthOptions } from './plugins/app/auth.js'
import emailVerification, { type EmailVerificationOptions } from './plugins/app/email-verification.js'
import errorHandler from './plugins/app/error-handler.js'
import inputGuard from './plugins/app/input-guard.js'
import legacyImageFiles from './plugins/app/legacy-image-files.js'
import linkWatch, { type LinkWatchOptions } from './plugins/app/link-watch.js'
import mailer from './plugins/app/mailer.js'
import metrics, { type MetricsOptions } from './plugins/app/metrics.js'
import rateLimits from './plugins/app/rate-limits.js'
import repositories from './plugins/app/repositories.js'
import sourcesPlugin from './plugins/app/sources.js'
import spa from './plugins/app/spa.js'
import spamGuard, { type SpamGuardOptions } from './plugins/app/spam-guard.js'
import webhooksPlugin, { type WebhooksOptions } from './plugins/app/webhooks.js'
import compress from './plugins/external/compress.js'
import cors from './plugins/external/cors.js'
import formbody from './plugins/external/formbody.js'
import helmet from './plugins/external/helmet.js'
import multipart from './plugins/external/multipart.js'
import fileSender from './plugins/external/static.js'
import swagger from './plugins/external/swagger.js'
import visitorCache from './read-path/visitor-cache.js'
import alertsRoutes from './routes/alerts.js'
import apiTokensRoutes from './routes/api-tokens.js'
import embedList from './routes/embed-list.js'
import hackathons from './routes/hackathons.js'
import linkWatchRoutes from './routes/link-watch.js'
import login from './routes/login.js'
import metricsRoutes from './routes/metrics.js'
import openData from './routes/open-data.js'
import organizers from './routes/organizers.js'
import places from './routes/places.js'
import related from './routes/related.js'
import revisions from './routes/revisions.js'
import saved from './routes/saved.js'
import series from './routes/series.js'
import sharing from './routes/sharing.js'
import site from './routes/site.js'
import sourcesRoutes from './routes/sources.js'
import suggestions from './routes/suggestions.js'
import themes from './routes/themes.js'
import uploads from './routes/uploads.js'
import users from './routes/users.js'
import utils from './routes/utils.js'
import webhooksRoutes from './routes/webhooks.js'
import { dateFormat, dateTimeFormat } from './schemas/common.js'

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'HPE_URI_TOO_LONG'
        ? 414
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400
  const body = JSON.stringify({ detail: STATUS_CODES[status] })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

export interface AppDeps {
  config: Config
  db: Database
  /**
   * The database's notifications of changes to the public lists; with them, visitors' list answers are
   * kept between changes (read-path/visitor-cache.ts). Omitted, every request reads the database.
   */
  listingChanges?: ListingChanges
  /** The built SPA to serve; omitted in API tests. */
  distDir?: string
  logger?: FastifyServerOptions['logger']
  /** The link watch's clock and DNS (tests and benches inject theirs). */
  linkWatch?: Omit<LinkWatchOptions, 'config' | 'db'>
  /** The alerts' clock (tests inject theirs). */
  alerts?: Omit<AlertsOptions, 'config'>
  /** The verification links' clock (tests inject theirs). */
  emailVerification?: Omit<EmailVerificationOptions, 'config'>
  /** The API tokens' clock (tests inject theirs, to pass a token's expiry). */
  apiTokens?: Omit<AuthOptions, 'config'>
  /** The spam guard's clock (tests inject theirs, to pass a challenge's expiry). */
  spamGuard?: Omit<SpamGuardOptions, 'config'>
  /** The database's query timing and pool state, for the metrics. */
  database?: MetricsOptions['database']
  /** The webhooks' clock, DNS and receivers' time-out (tests inject theirs). */
  webhooks?: Omit<WebhooksOptions, 'config'>
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    /**
     * Set once the process is stopping: the readiness check answers 503, so a load balancer sends
     * its requests elsewhere, and every answer closes its connection, while requests under way finish.
     */
    readiness: { draining: boolean }
  }
}

/** Builds the whole server without listening, so tests can call `inject()` on a throwaway database. */
export async function buildApp({
  config,
  db,
  listingChanges,
  distDir,
  logger = false,
  linkWatch: linkWatchDeps,
  alerts: alertsDeps,
  emailVerification: emailVerificationDeps,
  spamGuard: spamGuardDeps,
  apiTokens: apiTokensDeps,
  database,
  webhooks: webhooksDeps,
}: AppDeps) {
  const app = Fastify({
    // Passwords, hashes, tokens and authorization headers are redacted (server/logging.ts).
    logger: withSafeLogging(logger),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a load balancer every client would otherwise share its address, and so its limits.
    trustProxy: config.trustProxy,
    // The router's own refusals (a malformed %-escape, an over-long path parameter) answer {detail} too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
      reply.code(status).send({ detail: status === 414 ? 'URI Too Long' : 'Malformed URL' })
    },
    // Errors Node's HTTP parser meets before Fastify has a request (431 header fields too large,
    // 400 malformed request, 414, 408) answer in the API's `{detail}` shape too.
    clientErrorHandler: answerClientError,
    ajv: {
      // Unknown body fields are dropped before a handler sees them, so they can never be stored.
      customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true },
      // Every date-time must be a real instant the database can store (schemas/common.ts).
      onCreate: (ajv) => ajv.addFormat('date-time', dateTimeFormat).addFormat('date', dateFormat),
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  const readiness = { draining: false }
  app.decorate('readiness', readiness)
  app.addHook('onRequest', async (_request, reply) => {
    // A kept-alive connection would carry the balancer's next request to a process about to close.
    if (readiness.draining) reply.header('connection', 'close')
  })
  // First, so that every later plugin and route can count what it does.
  await app.register(metrics, { config, database })

  await app.register(helmet)
  await app.register(cors, { config })
  // Before any route: it attaches its hook to each route as the route is declared.
  await app.register(compress)
  await app.register(formbody)
  await app.register(multipart)
  await app.register(fileSender)
  await app.register(swagger)

  await app.register(repositories, { db })
  await app.register(legacyImageFiles)
  await app.register(visitorCache, { changes: listingChanges })
  await app.register(rateLimits, { db, enabled: config.rateLimits })
  await app.register(mailer, { config })
  await app.register(linkWatch, { config, db, ...linkWatchDeps })
  await app.register(sourcesPlugin, { config })
  await app.register(alerts, { config, ...alertsDeps })
  await app.register(webhooksPlugin, { config, ...webhooksDeps })
  await app.register(emailVerification, { config, ...emailVerificationDeps })
  await app.register(auth, { config, ...apiTokensDeps })
  await app.register(spamGuard, { config, ...spamGuardDeps })
  await app.register(errorHandler)
  await app.register(inputGuard)

  await app.register(
    async (api) => {
      await api.register(login)
      await api.register(users)
      await api.register(apiTokensRoutes)
      await api.register(utils)
      await api.register(hackathons)
      await api.register(related)
      await api.register(linkWatchRoutes)
      await api.register(organizers)
      await api.register(sharing)
      await api.register(series)
      await api.register(suggestions)
      await api.register(revisions)
      await api.register(uploads)
      await api.register(places)
      await api.register(themes)
      await api.register(openData)
      await api.register(alertsRoutes)
      await api.register(saved)
      await api.register(sourcesRoutes)
      await api.register(webhooksRoutes)
    },
    { prefix: API_PREFIX },
  )

  await app.register(metricsRoutes)
  await app.register(site)
  await app.register(embedList)
  await app.register(spa, { distDir })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
