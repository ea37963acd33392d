import { ClassNames } from '@emotion/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { useId } from 'react'
import { FiArrowRight, FiExternalLink, FiMapPin, FiNavigation } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { PaletteBadge } from '../../../components/plain/PaletteBadge'
import { isUnreachable, UnreachableNotice } from '../../link-check/components/UnreachableNotice'
import { SaveButton } from '../../saved/components/SaveButton'
import { type CardBadge, cardBadges } from '../fields'
import { hackathonStatus } from '../status'
import { CARD_BADGE_TEXTS, CARD_TEXTS, distanceAway, moreBadgesLabel } from '../texts'
import * as styles from './HackathonCard.styles'
import { Fact, ScheduleFacts } from './HackathonFacts'

interface HackathonCardProps {
  hackathon: HackathonPublic
  /** Hide the series link when the card is shown on its own series page. */
  hideSeries?: boolean
  /** The viewer's clock; now by default. */
  now?: Date
  /** The viewer's IANA zone; the browser's by default. */
  timeZone?: string
}

/**
 * A hackathon at a glance, laid out the same on every card so a row reads across: the image when
 * there is one; a top line of the status badge, the series link and Save (always in its top-right
 * corner); the name and description; then, kept to the card's foot so they line up across a row,
 * the other badges (attendance, then the most decisive; "+N" for the rest), one line each for the
 * days, the times and the place, and "Details". The name links to the hackathon's own website (in a new
 * tab) while the site is reachable; "Details" opens the hackathon's page here, and so does a click
 * anywhere else on the card, whose area that link stretches over. The series link, the name and
 * Save sit above that area, so each stays a control of its own and no link is nested in another.
 */
export function HackathonCard({ hackathon, hideSeries = false, now, timeZone }: HackathonCardProps) {
  const at = now ?? new Date()
  const status = hackathonStatus(hackathon, at)
  const newTabId = useId()
  const unreachable = isUnreachable(hackathon)
  const linked = hackathon.url !== '' && !unreachable
  const { shown, hidden } = cardBadges(hackathon, at, timeZone)
  const top = shown.filter((badge) => TOP_BADGES.has(badge.key))
  const foot = shown.filter((badge) => !TOP_BADGES.has(badge.key))
  return (
    <ClassNames>
      {({ css }) => (
        <article className={css(styles.card)} data-status={status}>
          {hackathon.image && (
            <img src={hackathon.image} alt="" className="card-image" loading="lazy" decoding="async" />
          )}
          <div className="card-body">
            <div className="card-top">
              {top.map(badgeOf)}
              {!hideSeries && hackathon.series && (
                <RouterLink
                  to="/series/$id"
                  params={{ id: hackathon.series.id }}
                  className="card-link card-aside-link card-series-link"
                  title={hackathon.series.name}
                >
                  {hackathon.series.name}
                </RouterLink>
              )}
              <SaveButton hackathon={hackathon} />
            </div>
            <h3 className="card-title">
              {linked ? (
                <a
                  href={hackathon.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="card-link"
                  aria-describedby={newTabId}
                >
                  {hackathon.name}
                  <FiExternalLink className="card-link-icon" focusable="false" aria-hidden="true" />
                </a>
              ) : (
                hackathon.name
              )}
            </h3>
            {/* Outside the heading, which would otherwise be named by it too. */}
            {linked && (
              <span id={newTabId} className="sr-only">
                {CARD_TEXTS.opensWebsite}
              </span>
            )}
            {hackathon.description && (
              <p className="card-description secondary" title={hackathon.description}>
                {hackathon.description}
              </p>
            )}
            <div className="card-foot">
              {(foot.length > 0 || hidden.length > 0) && (
                <div className="card-badges">
                  {foot.map(badgeOf)}
                  {hidden.length > 0 && <MoreBadges hidden={hidden.map((badge) => badge.text)} />}
                </div>
              )}
              <div className="card-facts secondary">
                <ScheduleFacts hackathon={hackathon} now={at} timeZone={timeZone} />
                {hackathon.location && (
                  <Fact icon={FiMapPin} title={hackathon.location}>
                    <p>{hackathon.location}</p>
                  </Fact>
                )}
                {hackathon.distance_km !== undefined && (
                  <Fact icon={FiNavigation}>
                    <p>{distanceAway(hackathon.distance_km)}</p>
                  </Fact>
                )}
              </div>
              {unreachable && <UnreachableNotice hackathon={hackathon} />}
              <RouterLink
                to="/hackathons/$id"
                params={{ id: hackathon.id }}
                className="card-link card-aside-link card-details-link"
                aria-label={CARD_TEXTS.detailsAbout({ name: hackathon.name })}
              >
                {CARD_TEXTS.details}
                <FiArrowRight className="card-link-icon" focusable="false" aria-hidden="true" />
              </RouterLink>
            </div>
          </div>
        </article>
      )}
    </ClassNames>
  )
}

/** The badge on a card's top line, beside the series; the others sit at its foot. */
const TOP_BADGES: ReadonlySet<string> = new Set(['status', 'cancelled'])

/** One badge of a card; the attendance's is marked, as a dimmed card darkens its text. */
const badgeOf = (badge: CardBadge) => (
  <PaletteBadge
    key={badge.key}
    palette={badge.palette}
    className={badge.key === 'attendance' ? 'card-attendance' : undefined}
  >
    {badge.text}
  </PaletteBadge>
)

/** "+N": the badges a card has no room for, named in full to a screen reader and in a tooltip. */
function MoreBadges({ hidden }: { hidden: string[] }) {
  const label = moreBadgesLabel(hidden)
  return (
    <PaletteBadge palette="gray" title={label} className="card-more">
      <span aria-hidden="true">{CARD_BADGE_TEXTS.more({ count: hidden.length })}</span>
      <span className="sr-only">{label}</span>
    </PaletteBadge>
  )
}
