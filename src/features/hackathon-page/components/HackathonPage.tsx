import { ClassNames } from '@emotion/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { type ComponentType, lazy, type ReactNode, Suspense, useId, useState } from 'react'
import type { IconType } from 'react-icons'
import {
  FiArrowLeft,
  FiAward,
  FiCalendar,
  FiCheckCircle,
  FiEdit2,
  FiEdit3,
  FiExternalLink,
  FiMapPin,
  FiUsers,
} from 'react-icons/fi'
import { hackathonPlace } from '../../../../common/hackathon-fields'
import { pageDescription } from '../../../../common/page-description'
import { changesApplyAtOnce } from '../../../../common/policy'
import type { HackathonPublic } from '../../../client/types.gen'
import { AfterPaint } from '../../../components/AfterPaint'
import { PagePending } from '../../../components/plain/PagePending'
import { PaletteBadge } from '../../../components/plain/PaletteBadge'
import { buttonLook, RecipeButton } from '../../../components/plain/RecipeButton'
import * as wrapping from '../../../components/plain/WrappingRow.styles'
import { CalendarMenu } from '../../../entities/hackathon/components/CalendarMenu'
import { ScheduleFacts } from '../../../entities/hackathon/components/HackathonFacts'
import { ShareButton } from '../../../entities/hackathon/components/ShareButton'
import { type FactGroup, groupedFacts } from '../../../entities/hackathon/fields'
import type { HackathonDialogProps } from '../../../entities/hackathon/formDialog'
import { listedHackathonHref } from '../../../entities/hackathon/links'
import { useListOrigin } from '../../../entities/hackathon/listOrigin'
import { mapConfigQuery } from '../../../entities/hackathon/mapQueries'
import { hackathonQuery } from '../../../entities/hackathon/queries'
import { CANCELLED_BADGE, hackathonStatus, STATUS_COLORS } from '../../../entities/hackathon/status'
import {
  ATTENDANCE_LABELS,
  HACKATHON_STATUS_TEXTS,
  REGISTRATION_TEXTS,
  registrationClosesIn,
  SCHEDULE_TEXTS,
} from '../../../entities/hackathon/texts'
import { isUnreachable, UnreachableNotice } from '../../../entities/link-check/components/UnreachableNotice'
import { useIsOrganizer } from '../../../entities/organizers/queries'
import { SavePageButton } from '../../../entities/saved/components/SavePageButton'
import { useCurrentUser, useMayCall } from '../../../entities/session/hooks'
import { formatDate } from '../../../lib/dates'
import { useMountOnIntent } from '../../../lib/useMountOnIntent'
import { usePageTitle } from '../../../lib/usePageTitle'
import { HACKATHON_PAGE_TEXTS } from '../texts'
import * as styles from './HackathonPage.styles'

// Related hackathons load after the page has painted.
const RelatedHackathons = lazy(() =>
  import('./RelatedHackathons').then((module) => ({ default: module.RelatedHackathons })),
)

/** What the page says about itself to search engines: the same text the server wrote into the page. */
const describe = (hackathon: HackathonPublic) =>
  pageDescription({
    description: hackathon.description,
    start: hackathon.start_date,
    end: hackathon.end_date,
    timeZone: hackathon.timezone,
    location: hackathon.location,
    attendanceMode: hackathon.attendance_mode,
  })

/**
 * "Suggest an edit" for a user, whose save the server keeps for review; "Edit" for an editor and for
 * the hackathon's organisers, whose saves apply at once.
 */
function EditButton({
  hackathon,
  HackathonDialog,
}: {
  hackathon: HackathonPublic
  HackathonDialog: ComponentType<HackathonDialogProps>
}) {
  const { role } = useCurrentUser()
  const mayEdit = useMayCall('updateHackathon')
  const organizer = useIsOrganizer(hackathon)
  const [open, setOpen] = useState(false)
  const { mounted, mount, intent } = useMountOnIntent()
  if (!mayEdit) return null
  return (
    <>
      <RecipeButton
        variant="ghost"
        size="md"
        {...intent}
        onClick={() => {
          mount()
          setOpen(true)
        }}
      >
        <FiEdit2 aria-hidden />{' '}
        {changesApplyAtOnce(role, organizer) ? HACKATHON_PAGE_TEXTS.edit : HACKATHON_PAGE_TEXTS.suggestEdit}
      </RecipeButton>
      {mounted && (
        <Suspense fallback={null}>
          <HackathonDialog hackathon={hackathon} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}

/** The groups of facts below the description, each with the icon that says what it holds. */
const GROUP_ICONS: Record<Exclude<FactGroup, 'about'>, IconType> = {
  who: FiUsers,
  cost: FiAward,
  registration: FiEdit3,
}

/** The registration states the Registration group says in words above its dates. */
const URGENT_REGISTRATION: ReadonlySet<string> = new Set(['closing_soon', 'closed'])

/**
 * Where the hackathon's registration stands, in the viewer's zone: when it opens, until when one may
 * apply, or that it has closed; nothing when no registration date is known or the hackathon is over.
 */
function registrationLine(hackathon: HackathonPublic, now: Date): string | null {
  const { registration_status: status, registration_opens_at: opensAt, registration_deadline: deadline } = hackathon
  switch (status) {
    case 'opens_soon':
      return opensAt ? REGISTRATION_TEXTS.opensOn({ date: formatDate(opensAt) }) : null
    case 'open':
      return deadline ? REGISTRATION_TEXTS.applyBy({ date: formatDate(deadline) }) : REGISTRATION_TEXTS.open
    case 'closing_soon':
      return deadline ? registrationClosesIn(formatDate(deadline), deadline, now) : null
    case 'closed':
      return REGISTRATION_TEXTS.closed
    default:
      return null
  }
}

/** A group of facts under its heading, whose icon says what it holds. */
function FactGroupSection({ icon: Icon, title, children }: { icon: IconType; title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <ClassNames>
      {({ css }) => (
        <section aria-labelledby={headingId} className={css(styles.group)}>
          <h2 id={headingId} className={css(styles.groupHeading)}>
            <Icon aria-hidden focusable="false" /> {title}
          </h2>
          {children}
        </section>
      )}
    </ClassNames>
  )
}

interface HackathonPageProps {
  id: string
  /** Who keeps the listing, and the way to claim it, which the organisers feature supplies. */
  organizers?: ReactNode
  /**
   * The form that Edit (or Suggest an edit) opens, which the editor feature supplies; mounted when
   * the button is first hovered, focused or pressed, so the page's first load does not carry it.
   */
  HackathonDialog: ComponentType<HackathonDialogProps>
}

/**
 * `/hackathons/{id}`: everything about one hackathon, for anyone, with ways to keep and share it.
 * First what decides a visit, all on a phone's first screen: the name, when and where, and the
 * primary actions (Visit website, Save, Add to calendar; the others quieter beside them); then the
 * description; then the other facts in groups, two columns on a wide screen.
 * Plain elements with compiled styles, so the page paints before the design system has loaded.
 */
export function HackathonPage({ id, organizers, HackathonDialog }: HackathonPageProps) {
  const { data: hackathon } = useSuspenseQuery(hackathonQuery(id))
  usePageTitle(hackathon.name, describe(hackathon))
  const now = new Date()
  const status = hackathonStatus(hackathon, now)
  const mode = hackathon.attendance_mode
  const place = hackathonPlace(hackathon.location, hackathon.attendance_mode)
  const mapOn = Boolean(useQuery(mapConfigQuery()).data?.tile_url)
  const origin = useListOrigin()
  const groups = groupedFacts(hackathon)
  // Only what the dates below it do not already say: that it closes soon, or has closed.
  const registration =
    status !== 'Ended' && URGENT_REGISTRATION.has(hackathon.registration_status ?? '')
      ? registrationLine(hackathon, now)
      : null
  const unreachable = isUnreachable(hackathon)
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.page)}>
          <article className={css(styles.article)}>
            <RouterLink to={origin.to} search={origin.search} className={css(styles.backLink)}>
              <FiArrowLeft aria-hidden /> {HACKATHON_PAGE_TEXTS.backTo[origin.kind]}
            </RouterLink>
            {hackathon.image && <img src={hackathon.image} alt={hackathon.name} className={css(styles.image)} />}
            <div className={css(styles.title)}>
              <div className={css(wrapping.row)}>
                <PaletteBadge palette={STATUS_COLORS[status]}>{HACKATHON_STATUS_TEXTS[status]}</PaletteBadge>
                {hackathon.cancelled && (
                  <PaletteBadge palette={CANCELLED_BADGE.palette}>{CANCELLED_BADGE.text}</PaletteBadge>
                )}
                {mode && <PaletteBadge palette="purple">{ATTENDANCE_LABELS[mode]}</PaletteBadge>}
                {hackathon.verified_organizer && (
                  <PaletteBadge palette="green">
                    <FiCheckCircle aria-hidden /> {HACKATHON_PAGE_TEXTS.keptByOrganizers}
                  </PaletteBadge>
                )}
              </div>
              <h1 className={css(styles.heading)}>{hackathon.name}</h1>
              {hackathon.series && (
                <p>
                  {HACKATHON_PAGE_TEXTS.inSeries}{' '}
                  <RouterLink to="/series/$id" params={{ id: hackathon.series.id }} className={css(styles.seriesLink)}>
                    {hackathon.series.name}
                  </RouterLink>
                </p>
              )}
            </div>
            <div className={css(styles.columns)}>
              <FactGroupSection icon={FiCalendar} title={HACKATHON_PAGE_TEXTS.groups.when}>
                <ScheduleFacts hackathon={hackathon} now={now} />
              </FactGroupSection>
              {place && (
                <FactGroupSection icon={FiMapPin} title={HACKATHON_PAGE_TEXTS.groups.where}>
                  <p>{place}</p>
                  {mapOn && hackathon.latitude !== null && hackathon.longitude !== null && (
                    <RouterLink to="/map" search={{ focus: hackathon.id }} className={css(styles.mapLink)}>
                      {HACKATHON_PAGE_TEXTS.showOnMap}
                    </RouterLink>
                  )}
                </FactGroupSection>
              )}
            </div>
            {unreachable && <UnreachableNotice hackathon={hackathon} fontSize="md" />}
            {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is at least as wide as its widest content, which would stop the actions wrapping on a phone */}
            <div className={css(styles.actions)} role="group" aria-label={HACKATHON_PAGE_TEXTS.actions}>
              {!unreachable && (
                <a
                  href={hackathon.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={css(buttonLook({ variant: 'solid', size: 'md' }))}
                >
                  {HACKATHON_PAGE_TEXTS.visitWebsite} <FiExternalLink aria-hidden />
                  <span className={css(styles.visuallyHidden)}>({SCHEDULE_TEXTS.opensInNewTab})</span>
                </a>
              )}
              <SavePageButton hackathon={hackathon} />
              <CalendarMenu id={hackathon.id} event={hackathon} />
              <ShareButton title={hackathon.name} path={listedHackathonHref(hackathon)} />
              <EditButton hackathon={hackathon} HackathonDialog={HackathonDialog} />
            </div>
            {(hackathon.description || groups.about.length > 0) && (
              <div className={css(styles.about)}>
                {hackathon.description && <p className={css(styles.description)}>{hackathon.description}</p>}
                {groups.about.map((fact) => (
                  <p key={fact.field}>{fact.text}</p>
                ))}
              </div>
            )}
            {(groups.who.length > 0 || groups.cost.length > 0 || registration || groups.registration.length > 0) && (
              <div className={css(styles.columns)}>
                {(['who', 'cost', 'registration'] as const).map((group) => {
                  const lines = groups[group].map((fact) => fact.text)
                  if (group === 'registration' && registration) lines.unshift(registration)
                  if (lines.length === 0) return null
                  return (
                    <FactGroupSection key={group} icon={GROUP_ICONS[group]} title={HACKATHON_PAGE_TEXTS.groups[group]}>
                      {lines.map((line) => (
                        <p key={line}>{line}</p>
                      ))}
                    </FactGroupSection>
                  )
                })}
              </div>
            )}
            {organizers}
          </article>
          <AfterPaint>
            <RelatedHackathons id={hackathon.id} />
          </AfterPaint>
        </div>
      )}
    </ClassNames>
  )
}

export function HackathonPagePending() {
  return <PagePending label={HACKATHON_PAGE_TEXTS.loading} />
}
