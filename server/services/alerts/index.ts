import {
  ALERTS,
  type AlertFilters,
  type AlertFrequency,
  describeAlertFilters,
  homepageQueryOf,
  MY_ALERTS_PATH,
} from '../../../common/alerts.js'
import { normalizeFollowedFilters } from '../../../common/followed-filters.js'
import { parseNear } from '../../../common/geo.js'
import type { Locale } from '../../../common/i18n/locales.js'
import { API_PREFIX } from '../../config.js'
import type { AlertsRepository, ClaimedDigest } from '../../db/repositories/alerts.js'
import type { AlertRow } from '../../db/schema.js'
import { inLanguage, recipientLocale } from '../../languages.js'
import type { Clock } from '../clock.js'
import type { EmailMessage } from '../email.js'
import { nearestPlace } from '../gazetteer.js'
import { type Job, nextTryAfter } from '../jobs/runner.js'
import {
  createMailedToken,
  createUnsubscribeToken,
  hashMailedToken,
  readUnsubscribeToken,
  type UnsubscribeScope,
} from '../security.js'
import { alertConfirmationEmail, alertDigestEmail, type DigestSection } from './emails.js'

/** A claimed digest nobody finished is claimed again after this long (a process died mid-send). */
export const DIGEST_CLAIM_SECONDS = 15 * 60
/** The schedule looks for due digests this often. */
export const ALERTS_POLL_MS = 60 * 60 * 1000
/** Digests in flight at once in one process: most of one is waiting for the database and the mail server. */
export const DIGEST_CONCURRENCY = 8

export interface AlertsDeps {
  repo: AlertsRepository
  clock: Clock
  send: (message: EmailMessage) => Promise<void>
  frontendHost: string
  secretKey: string
}

/** Describes alerts in words, naming their series and places (one query for all of them). */
export async function describer(repo: AlertsRepository, alerts: Pick<AlertRow, 'filters'>[]) {
  const seriesIds = [...new Set(alerts.flatMap((alert) => (alert.filters.series ? [alert.filters.series] : [])))]
  const seriesNames = await repo.seriesNames(seriesIds)
  return (filters: AlertFilters) => {
    const point = parseNear(filters.near)
    return describeAlertFilters(filters, {
      series: filters.series ? seriesNames.get(filters.series) : undefined,
      place: point ? nearestPlace(point)?.name : undefined,
    })
  }
}

export function alertsService(deps: AlertsDeps) {
  const { repo, clock, frontendHost } = deps

  async function unsubscribeLink(scope: UnsubscribeScope) {
    const token = await createUnsubscribeToken(scope, deps.secretKey, clock.now())
    return { url: `${frontendHost}${API_PREFIX}/alerts/unsubscribe?token=${encodeURIComponent(token)}` }
  }

  /**
   * Saves the alert and answers the e-mail with its confirmation link; for an address that has it
   * confirmed already, or holds the most alerts it may, nothing (the caller answers the same either way).
   */
  async function subscribe(request: {
    email: string
    frequency: AlertFrequency
    filters: AlertFilters
    timezone: string
    locale: Locale
  }): Promise<EmailMessage | undefined> {
    const email = request.email.trim().toLowerCase()
    const filters = normalizeFollowedFilters(request.filters)
    const timezone = (await repo.knowsTimeZone(request.timezone)) ? request.timezone : 'UTC'
    const { token, hash } = createMailedToken()
    const outcome = await repo.subscribe(
      { email, frequency: request.frequency, filters, timezone, locale: request.locale, confirmTokenHash: hash },
      clock.now(),
    )
    if (!outcome.alert) return undefined
    const describe = await describer(repo, [outcome.alert])
    const unsubscribe = await unsubscribeLink({ email, alertId: outcome.alert.id })
    return inLanguage(request.locale, () =>
      alertConfirmationEmail({
        to: email,
        frequency: request.frequency,
        description: describe(filters),
        confirmUrl: `${frontendHost}/alerts/confirm?token=${token}`,
        unsubscribe,
      }),
    )
  }

  /** What a confirmation token would confirm, in words; undefined for a bad, expired or used token. */
  async function preview(token: string) {
    const alert = await repo.findUnconfirmed(hashMailedToken(token), clock.now())
    if (!alert) return undefined
    const describe = await describer(repo, [alert])
    return { frequency: alert.frequency, description: describe(alert.filters) }
  }

  /** Confirms the alert of a mailed token; false for a bad, expired or used token. */
  async function confirm(token: string): Promise<boolean> {
    return (await repo.confirm(hashMailedToken(token), clock.now())) !== undefined
  }

  /** Removes what an unsubscribe link names; false for a link this server did not sign. */
  async function unsubscribe(token: string): Promise<boolean> {
    const scope = await readUnsubscribeToken(token, deps.secretKey)
    if (!scope) return false
    // A second click finds nothing left to remove, and is answered the same.
    await repo.unsubscribe(scope.email, scope)
    return true
  }

  /**
   * Sends one claimed digest: each of the address's live alerts of that frequency with the hackathons
   * listed since its last digest and up to the digest's cutoff. With nothing new, sends nothing.
   * Answers whether a mail went out; a failed send is recorded with its next try, and rethrown.
   */
  async function sendDigest(digest: ClaimedDigest): Promise<boolean> {
    const now = clock.now()
    const alerts = await repo.liveAlerts(digest.email, digest.frequency)
    const describe = await describer(repo, alerts)
    // One digest speaks one language: the one the address's newest alert was made in.
    const [newest] = alerts.toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    const locale = recipientLocale(newest?.locale)
    const sections: DigestSection[] = []
    for (const alert of alerts) {
      const news = await repo.news(alert, digest.cutoff, now, ALERTS.hackathonsPerAlertMax)
      if (news.total === 0) continue
      const query = homepageQueryOf(alert.filters).toString()
      sections.push({
        description: inLanguage(locale, () => describe(alert.filters)),
        ...news,
        listUrl: `${frontendHost}/${query ? `?${query}` : ''}`,
      })
    }
    const alertIds = alerts.map((alert) => alert.id)
    if (sections.length === 0) {
      await repo.markEmpty(digest, alertIds)
      return false
    }
    const unsubscribe = await unsubscribeLink({ email: digest.email, asOf: now })
    const message = await inLanguage(locale, () =>
      alertDigestEmail({
        to: digest.email,
        frontendHost,
        sections,
        manageUrl: `${frontendHost}${MY_ALERTS_PATH}`,
        unsubscribe,
      }),
    )
    try {
      await deps.send(message)
    } catch (error) {
      const retryAt = nextTryAfter(digest.attempts, clock.now())
      await repo.markFailed(digest, error instanceof Error ? error.message : String(error), retryAt, clock.now())
      throw error
    }
    const count = sections.reduce((sum, section) => sum + section.total, 0)
    await repo.markSent(digest, alertIds, count, clock.now())
    return true
  }

  /**
   * The digests as a job of the shared runner: claimed in the database, so every process on one
   * database shares them and each goes out once. `force` sends whatever has news, at any hour.
   */
  function digestJob(options: { force: boolean; onSent?: () => void }): Job<ClaimedDigest> {
    return {
      name: 'alert digests',
      async claim(now, limit) {
        if (!options.force) await repo.sweepUnconfirmed(now)
        return repo.claimDue(now, { limit, force: options.force, claimSeconds: DIGEST_CLAIM_SECONDS })
      },
      async run(digest) {
        if (await sendDigest(digest)) options.onSent?.()
      },
    }
  }

  return { subscribe, preview, confirm, unsubscribe, digestJob }
}

export type AlertsService = ReturnType<typeof alertsService>
