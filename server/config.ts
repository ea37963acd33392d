import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { LIMITS } from '../common/limits.js'
import { LINK_WATCH } from '../common/link-watch.js'
import { SPAM_GUARD } from '../common/spam-guard.js'

/** Every API route lives under this prefix; the SPA is served from the rest. */
export const API_PREFIX = '/api/v1'

export const ENVIRONMENTS = ['local', 'staging', 'production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export const DEFAULT_SUPERUSER_PASSWORD = 'changethis'

export interface SmtpConfig {
  host: string
  port: number
  user?: string
  password?: string
  tls: boolean
  ssl: boolean
}

export interface Config {
  port: number
  host: string
  environment: Environment
  databaseUrl?: string
  dataDir: string
  secretKey: string
  firstSuperuser: string
  firstSuperuserPassword: string
  frontendHost: string
  corsOrigins: string[]
  smtp?: SmtpConfig
  emailsFromEmail: string
  emailsFromName: string
  accessTokenExpireMinutes: number
  emailResetTokenExpireHours: number
  usersOpenRegistration: boolean
  extractAllowPrivateNetwork: boolean
  logLevel: LogLevel
  /** Whether /docs (the interactive API documentation) is served. */
  apiDocs: boolean
  /** Whether the request limits apply; only a local instance (the browser tests) may switch them off. */
  rateLimits: boolean
  /** Whether the client address comes from X-Forwarded-For (set behind a load balancer or proxy). */
  trustProxy: boolean
  /** The map page's tiles ({z}/{x}/{y} template) and their credit; no tile URL hides the map. */
  mapTiles: { url: string; attribution: string } | null
  /** Whether listed sites are re-checked on schedule (the on-demand check works either way). */
  linkWatch: boolean
  /** Least spacing, in seconds, of two link-watch requests to one host. */
  linkWatchHostDelayS: number
  /** Link checks in flight at once in one process. */
  linkWatchConcurrency: number
  /** Whether sources are read on their interval (Run now works either way). */
  sources: boolean
  /**
   * Whether alert digests and saved hackathons' deadline reminders are sent on schedule
   * (POST /alerts/run sends the digests either way).
   */
  alerts: boolean
  /** Whether webhooks' events are matched and delivered in the background (Test sends either way). */
  webhooks: boolean
  /** Seconds before a failed webhook delivery's first retry; each next retry waits twice as long. */
  webhookRetrySeconds: number
  /** The Bearer token GET /metrics asks for; unset, the route answers 404 as if it did not exist. */
  metricsToken?: string
  /**
   * Seconds a stopping process keeps answering while its readiness check says 503, so a load
   * balancer stops sending it requests before it closes; 0 closes at once.
   */
  drainSeconds: number
  /** Whether sign-up, password recovery, alert subscriptions and role-0 suggestions need a solved challenge. */
  spamGuard: boolean
  /** The largest counter a challenge's solution may have (altcha's upper bound), so the most work a solve takes. */
  spamGuardComplexity: number
}

/** OpenStreetMap's standard tiles: their usage policy asks for this credit and forbids bulk downloads. */
export const DEFAULT_MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
} as const

function mapTiles(env: Env): Config['mapTiles'] {
  const raw = text(env, 'MAP_TILE_URL', DEFAULT_MAP_TILES.url)
  if (raw.toLowerCase() === 'off') return null
  try {
    const url = new URL(raw.replace(/[{}]/g, ''))
    if ((url.protocol === 'http:' || url.protocol === 'https:') && raw.includes('{z}')) {
      return { url: raw, attribution: text(env, 'MAP_TILE_ATTRIBUTION', DEFAULT_MAP_TILES.attribution) }
    }
  } catch {}
  throw new ConfigError(`MAP_TILE_URL must be off or an http(s) URL with {z}, {x} and {y}, got "${raw}"`)
}

/** A guessable token would publish the metrics (and the routes and volumes they reveal) to anyone. */
const METRICS_TOKEN_MIN = 16

function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim()
  if (!token) return undefined
  if (token.length < METRICS_TOKEN_MIN) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN} characters long`)
  }
  return token
}

/** Thrown for an invalid environment variable; its message is the one line the server prints. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim()
  return value ? value : fallback
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase()
  if (!raw) return fallback
  if (['true', '1', 'yes', 'on'].includes(raw)) return true
  if (['false', '0', 'no', 'off'].includes(raw)) return false
  throw new ConfigError(`${name} must be true or false, got "${raw}"`)
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = text(env, name, fallback)
  try {
    const url = new URL(raw)
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '')
  } catch {}
  throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`)
}

function email(env: Env, name: string, fallback: string): string {
  const raw = text(env, name, fallback)
  if (!/^[^\s@]+@[^\s@]+$/.test(raw)) throw new ConfigError(`${name} must be an e-mail address, got "${raw}"`)
  return raw
}

/** Addresses that mean every interface of the machine: no browser opens them as a host. */
const WILDCARD_HOSTS = ['0.0.0.0', '::', '[::]']
/** Addresses of this machine only, which a browser on it opens as localhost. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]']

/**
 * The public address when FRONTEND_HOST is not set: where the server listens, as a browser opens
 * it. A wildcard or loopback HOST is this machine's localhost; another HOST is that host; PORT is
 * kept, so moving the server to another port moves its links, calendars and e-mails with it.
 */
function listeningAddress(host: string, port: number): string {
  const local = WILDCARD_HOSTS.includes(host) || LOOPBACK_HOSTS.includes(host)
  const name = local ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  try {
    return new URL(`http://${name}:${port}`).origin
  } catch {
    throw new ConfigError(`HOST must be a host name or an IP address, got "${host}"`)
  }
}

/** The secret is generated once and kept beside the data so tokens survive restarts. */
function storedSecret(dataDir: string): string {
  const file = join(dataDir, 'secret_key')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}

/**
 * Where the data is: PostgreSQL at DATABASE_URL when it is set, else PGlite under DATA_DIR/db. Read
 * alone by the backup and restore commands, which need no other setting.
 */
export function databaseLocation(env: Env = process.env): { dataDir: string; databaseUrl?: string } {
  const dataDir = resolve(text(env, 'DATA_DIR', './data'))
  const databaseUrl = env.DATABASE_URL?.trim() || undefined
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://')
  }
  return databaseUrl ? { dataDir, databaseUrl } : { dataDir }
}

/** Reads every setting from the environment (all optional in development); throws ConfigError naming the bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const environment = text(env, 'ENVIRONMENT', 'local') as Environment
  if (!ENVIRONMENTS.includes(environment)) {
    throw new ConfigError(`ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}, got "${environment}"`)
  }
  const logLevel = text(env, 'LOG_LEVEL', 'info') as LogLevel
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)
  const { dataDir, databaseUrl } = databaseLocation(env)

  // Outside local (staging and production) no secret may be a default or a weak one.
  const deployed = environment !== 'local'
  const configuredSecret = env.SECRET_KEY?.trim()
  if (deployed && !configuredSecret) throw new ConfigError(`SECRET_KEY must be set in ${environment}`)
  if (configuredSecret !== undefined && configuredSecret.length > 0 && configuredSecret.length < 32) {
    throw new ConfigError('SECRET_KEY must be at least 32 characters long')
  }

  const firstSuperuserPassword = text(env, 'FIRST_SUPERUSER_PASSWORD', DEFAULT_SUPERUSER_PASSWORD)
  if (deployed && firstSuperuserPassword === DEFAULT_SUPERUSER_PASSWORD) {
    throw new ConfigError(`FIRST_SUPERUSER_PASSWORD must be changed from its default in ${environment}`)
  }
  if (firstSuperuserPassword.length < LIMITS.passwordMin)
    throw new ConfigError(`FIRST_SUPERUSER_PASSWORD must be at least ${LIMITS.passwordMin} characters long`)

  const apiDocs = boolean(env, 'API_DOCS', !deployed)
  const rateLimits = boolean(env, 'RATE_LIMITS', true)
  if (deployed && !rateLimits) throw new ConfigError(`RATE_LIMITS may only be switched off with ENVIRONMENT=local`)

  const smtpHost = env.SMTP_HOST?.trim()
  const smtpSsl = boolean(env, 'SMTP_SSL', false)
  const port = integer(env, 'PORT', 8000, 0, 65535)
  const host = text(env, 'HOST', '127.0.0.1')

  return {
    port,
    host,
    environment,
    databaseUrl,
    dataDir,
    secretKey: configuredSecret || storedSecret(dataDir),
    firstSuperuser: email(env, 'FIRST_SUPERUSER', 'admin@example.com'),
    firstSuperuserPassword,
    frontendHost: httpUrl(env, 'FRONTEND_HOST', listeningAddress(host, port)),
    // Only the configured origins outside local: the Vite dev server is a default of development only.
    corsOrigins: text(env, 'BACKEND_CORS_ORIGINS', deployed ? '' : 'http://localhost:5173')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: integer(env, 'SMTP_PORT', smtpSsl ? 465 : 587, 1, 65535),
          user: env.SMTP_USER?.trim() || undefined,
          password: env.SMTP_PASSWORD || undefined,
          tls: boolean(env, 'SMTP_TLS', true),
          ssl: smtpSsl,
        }
      : undefined,
    emailsFromEmail: email(env, 'EMAILS_FROM_EMAIL', 'info@example.com'),
    emailsFromName: text(env, 'EMAILS_FROM_NAME', 'Hackathons'),
    accessTokenExpireMinutes: integer(env, 'ACCESS_TOKEN_EXPIRE_MINUTES', 60 * 24 * 8, 1, 60 * 24 * 365),
    emailResetTokenExpireHours: integer(env, 'EMAIL_RESET_TOKEN_EXPIRE_HOURS', 48, 1, 24 * 30),
    usersOpenRegistration: boolean(env, 'USERS_OPEN_REGISTRATION', true),
    extractAllowPrivateNetwork: boolean(env, 'EXTRACT_ALLOW_PRIVATE_NETWORK', false),
    logLevel,
    apiDocs,
    rateLimits,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    mapTiles: mapTiles(env),
    linkWatch: boolean(env, 'LINK_WATCH', true),
    linkWatchHostDelayS: integer(env, 'LINK_WATCH_HOST_DELAY_S', LINK_WATCH.hostDelaySeconds, 0, 86_400),
    linkWatchConcurrency: integer(env, 'LINK_WATCH_CONCURRENCY', LINK_WATCH.concurrency, 1, 64),
    sources: boolean(env, 'SOURCES', true),
    alerts: boolean(env, 'ALERTS', true),
    webhooks: boolean(env, 'WEBHOOKS', true),
    webhookRetrySeconds: integer(env, 'WEBHOOK_RETRY_SECONDS', 60, 1, 86_400),
    metricsToken: metricsToken(env),
    drainSeconds: integer(env, 'DRAIN_SECONDS', 0, 0, 300),
    spamGuard: boolean(env, 'SPAM_GUARD', deployed),
    spamGuardComplexity: integer(env, 'SPAM_GUARD_COMPLEXITY', SPAM_GUARD.defaultComplexity, 1_000, 10_000_000),
  }
}
