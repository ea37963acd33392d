import { linkRecipe } from '@chakra-ui/react/theme'
import { ClassNames } from '@emotion/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import type { IconType } from 'react-icons'
import { FiArrowRight, FiCalendar, FiClock, FiEdit3, FiExternalLink, FiMapPin, FiNavigation } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { PaletteBadge } from '../../../components/PaletteBadge'
import { describeSchedule, formatDate, viewerTimeZone } from '../../../lib/dates'
import { staticStyles } from '../../../lib/static-styles'
import { isUnreachable, UnreachableNotice } from '../../link-check/components/UnreachableNotice'
import { SaveButton } from '../../saved/components/SaveButton'
import { cardFacts } from '../fields'
import { ENDED_OPACITY, hackathonStatus, STATUS_COLORS } from '../status'
import { ATTENDANCE_LABELS, CARD_TEXTS, NEAR_TEXTS, REGISTRATION_TEXTS, SCHEDULE_TEXTS } from '../texts'

/** Card image height: 150 px, kept while the image loads so nothing jumps; a card without an image has none. */
export const CARD_IMAGE_HEIGHT = '150px'

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
 * A line of the card's facts: an icon that keeps its size, and text that wraps beside it. Plain
 * elements styled by `factStyles` on an ancestor: a card shows up to four of them, and as Chakra
 * components each resolved and hashed its styles again at every render.
 */
export function Fact({ icon: FactIcon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <div className="fact">
      <FactIcon focusable="false" aria-hidden="true" />
      <div className="fact-text">{children}</div>
    </div>
  )
}

/**
 * Where the hackathon's registration stands, in the viewer's zone: when it opens, until when one may
 * apply, or that it has closed; nothing when no registration date is known or the hackathon is over.
 */
export function registrationLine(
  hackathon: Pick<HackathonPublic, 'registration_status' | 'registration_opens_at' | 'registration_deadline'>,
  now: Date,
  timeZone?: string,
): string | null {
  const { registration_status: status, registration_opens_at: opensAt, registration_deadline: deadline } = hackathon
  switch (status) {
    case 'opens_soon':
      return opensAt ? REGISTRATION_TEXTS.opensOn(formatDate(opensAt, timeZone)) : null
    case 'open':
      return deadline ? REGISTRATION_TEXTS.applyBy(formatDate(deadline, timeZone)) : REGISTRATION_TEXTS.open
    case 'closing_soon':
      return deadline ? REGISTRATION_TEXTS.closesIn(formatDate(deadline, timeZone), deadline, now) : null
    case 'closed':
      return REGISTRATION_TEXTS.closed
    default:
      return null
  }
}

/** The styles of `Fact` and `ScheduleFacts`, for the element that holds them (the Stack and Icon they were). */
export const factStyles = {
  '& .fact': { display: 'flex', flexDirection: 'row', gap: '2', alignItems: 'start' },
  '& .fact > svg': {
    display: 'inline-block',
    lineHeight: '1em',
    flexShrink: '0',
    color: 'currentcolor',
    verticalAlign: 'middle',
    boxSize: '4',
    mt: '0.5',
  },
  '& .fact-text': { minW: '0', overflowWrap: 'anywhere' },
  '& .fact-hint': { fontWeight: 'medium', color: 'fg' },
} as const

interface ScheduleFactsProps {
  hackathon: Pick<HackathonPublic, 'start_date' | 'end_date' | 'timezone' | 'attendance_mode'>
  now: Date
  /** The viewer's IANA zone; the browser's by default. */
  timeZone?: string
}

/**
 * When a hackathon is, as its card and its page say it: the viewer's days with where it stands, and
 * the times, beside the venue's when its clock differs.
 */
export function ScheduleFacts({ hackathon, now, timeZone }: ScheduleFactsProps) {
  const mode = hackathon.attendance_mode
  const schedule = describeSchedule(
    hackathon.start_date,
    hackathon.end_date,
    { now, timeZone: timeZone ?? viewerTimeZone() },
    { zone: hackathon.timezone, atVenue: mode === 'in_person' || mode === 'hybrid' },
  )
  return (
    <>
      <Fact icon={FiCalendar}>
        <time dateTime={hackathon.start_date}>{schedule.days}</time>
        <span className="fact-hint">
          {' · '}
          {SCHEDULE_TEXTS.hint(schedule.hint)}
        </span>
      </Fact>
      {schedule.times && (
        <Fact icon={FiClock}>
          <p>{schedule.startOnly ? SCHEDULE_TEXTS.startsAt(schedule.times) : schedule.times}</p>
          {schedule.venueTimes && <p>{SCHEDULE_TEXTS.atVenue(schedule.venueTimes)}</p>}
        </Fact>
      )}
    </>
  )
}

/**
 * The whole card's styles, resolved once when the module loads: the card and its parts are plain
 * elements with these class names. As Chakra components, each of a card's thirty-odd parts
 * resolved and hashed its styles at every render, most of the first homepage render and of each
 * batch of cards. The values are the Card recipe's (size md, variant outline) and the props the
 * Chakra components had.
 */
const cardStyles = staticStyles({
  display: 'flex',
  flexDirection: 'column',
  minWidth: '0',
  wordWrap: 'break-word',
  borderRadius: 'l3',
  color: 'fg',
  textAlign: 'start',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  '--card-padding': 'spacing.6',
  position: 'relative',
  overflow: 'hidden',
  h: 'full',
  transition: 'box-shadow 0.15s',
  _hover: { shadow: 'md' },
  '&[data-status=Ended]': { opacity: ENDED_OPACITY },
  '& .card-image': { h: CARD_IMAGE_HEIGHT, w: 'full', flexShrink: '0', objectFit: 'cover', bg: 'bg.muted' },
  '& .card-body': { padding: 'var(--card-padding)', flex: '1', display: 'flex', flexDirection: 'column', gap: '2' },
  '& .card-badges': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2', flexWrap: 'wrap' },
  // Chakra's Link (its recipe, variant plain). The series link, the name's link to the website and
  // the details link sit above the details link's stretched area, so each stays clickable.
  '& .card-link': { ...linkRecipe.base, ...linkRecipe.variants?.variant?.plain, position: 'relative', zIndex: '1' },
  '& .card-aside-link': { fontSize: 'sm', color: 'blue.fg' },
  // Neither positioned nor stacked itself (a flex item with a z-index would be a stacking context,
  // drawing its stretched area above the other links): its area spans the card beneath them.
  '& .card-details-link': { alignSelf: 'start', fontWeight: 'medium', position: 'static', zIndex: 'auto' },
  '& .card-title .card-link': { color: 'inherit', display: 'inline' },
  // Dimmed with an ended card, blue.fg falls to 4.3:1 on white; one shade darker keeps 4.5:1.
  '&[data-status=Ended] .card-aside-link': { color: { base: 'blue.800', _dark: 'blue.fg' } },
  // Dimmed with an ended card, the palette's own text would fall below 4.5:1.
  '&[data-status=Ended] .card-attendance': { color: 'fg' },
  '& .card-title': { fontWeight: 'semibold', fontSize: 'lg', lineHeight: 'short', overflowWrap: 'anywhere' },
  // The details link's area is stretched over the whole card: a click anywhere else on the card
  // opens the hackathon's page.
  '& .card-details-link::after': { content: '""', position: 'absolute', inset: '0', zIndex: '0' },
  '& .card-details-link:focus-visible': { outline: 'none' },
  // The card clips what overflows it, so the focus ring is drawn just inside its edge.
  '& .card-details-link:focus-visible::after': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '-2px',
  },
  '& .card-description': { fontSize: 'sm', lineClamp: 2 },
  '& .card-facts': { display: 'flex', flexDirection: 'column', gap: '1', mt: 'auto', pt: '2', fontSize: 'sm' },
  // The 70% dimming of an ended card would push muted text below 4.5:1 contrast; full-strength
  // text dimmed to 70% looks the same as muted text and stays readable.
  '& .secondary': { color: 'fg.muted' },
  '&[data-status=Ended] .secondary': { color: 'fg' },
  '& .card-link-icon': { display: 'inline-block', lineHeight: '1em', verticalAlign: 'middle', boxSize: '3.5' },
  '& .card-title .card-link-icon': { ms: '1', color: 'fg.muted' },
  '& .sr-only': { srOnly: true },
  ...factStyles,
})

/**
 * A hackathon at a glance. Its name links to the hackathon's own website (in a new tab) while the
 * site is reachable; "Details" opens the hackathon's page here, and so does a click anywhere else
 * on the card, whose area that link stretches over. The series link and the name sit above that
 * area, so each stays a control of its own and no link is nested in another.
 */
export function HackathonCard({ hackathon, hideSeries = false, now, timeZone }: HackathonCardProps) {
  const at = now ?? new Date()
  const status = hackathonStatus(hackathon, at)
  const mode = hackathon.attendance_mode
  const newTabId = useId()
  const unreachable = isUnreachable(hackathon)
  const linked = hackathon.url !== '' && !unreachable
  const registration = registrationLine(hackathon, at, timeZone)
  return (
    <ClassNames>
      {({ css }) => (
        <article className={css(cardStyles)} data-status={status}>
          {hackathon.image && (
            <img src={hackathon.image} alt="" className="card-image" loading="lazy" decoding="async" />
          )}
          <div className="card-body">
            <div className="card-badges">
              <PaletteBadge palette={STATUS_COLORS[status]}>{status}</PaletteBadge>
              {mode && (
                <PaletteBadge palette="purple" className="card-attendance">
                  {ATTENDANCE_LABELS[mode]}
                </PaletteBadge>
              )}
              {cardFacts(hackathon).map((fact) => (
                <PaletteBadge key={`${fact.field}:${fact.text}`} palette="gray">
                  {fact.text}
                </PaletteBadge>
              ))}
              <SaveButton hackathon={hackathon} />
              {!hideSeries && hackathon.series && (
                <RouterLink
                  to="/series/$id"
                  params={{ id: hackathon.series.id }}
                  className="card-link card-aside-link card-series-link"
                >
                  {hackathon.series.name}
                </RouterLink>
              )}
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
            <div className="card-facts secondary">
              <ScheduleFacts hackathon={hackathon} now={at} timeZone={timeZone} />
              {hackathon.location && (
                <Fact icon={FiMapPin}>
                  <p>{hackathon.location}</p>
                </Fact>
              )}
              {status !== 'Ended' && registration && (
                <Fact icon={FiEdit3}>
                  <p>{registration}</p>
                </Fact>
              )}
              {hackathon.distance_km !== undefined && (
                <Fact icon={FiNavigation}>
                  <p>{NEAR_TEXTS.away(hackathon.distance_km)}</p>
                </Fact>
              )}
            </div>
            {unreachable && <UnreachableNotice hackathon={hackathon} />}
            <RouterLink
              to="/hackathons/$id"
              params={{ id: hackathon.id }}
              className="card-link card-aside-link card-details-link"
              aria-label={CARD_TEXTS.detailsAbout(hackathon.name)}
            >
              {CARD_TEXTS.details}
              <FiArrowRight className="card-link-icon" focusable="false" aria-hidden="true" />
            </RouterLink>
          </div>
        </article>
      )}
    </ClassNames>
  )
}
