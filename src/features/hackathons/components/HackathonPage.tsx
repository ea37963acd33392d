import { Badge, Button, Heading, HStack, Image, Link, Spinner, Stack, Text, Wrap } from '@chakra-ui/react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { type ErrorComponentProps, Link as RouterLink } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { FiArrowLeft, FiCheckCircle, FiEdit2, FiExternalLink, FiInfo, FiMapPin } from 'react-icons/fi'
import { hackathonPlace } from '../../../../common/hackathons'
import { pageDescription } from '../../../../common/page-description'
import { changesApplyAtOnce } from '../../../../common/policy'
import type { HackathonPublic } from '../../../client/types.gen'
import { AfterPaint } from '../../../components/AfterPaint'
import { PageNotice } from '../../../components/NotFound'
import { routeLoadError } from '../../../components/QueryState'
import { CalendarMenu } from '../../../entities/hackathon/components/CalendarMenu'
import { factStyles } from '../../../entities/hackathon/components/cardLayout'
import { Fact, ScheduleFacts } from '../../../entities/hackathon/components/HackathonCard'
import { ShareButton } from '../../../entities/hackathon/components/ShareButton'
import { FACT_FIELDS, hackathonFacts } from '../../../entities/hackathon/fields'
import { useListOrigin } from '../../../entities/hackathon/listOrigin'
import { mapConfigQuery } from '../../../entities/hackathon/mapQueries'
import { hackathonQuery } from '../../../entities/hackathon/queries'
import { hackathonStatus, STATUS_COLORS } from '../../../entities/hackathon/status'
import { ATTENDANCE_LABELS, SCHEDULE_TEXTS } from '../../../entities/hackathon/texts'
import { isUnreachable, UnreachableNotice } from '../../../entities/link-check/components/UnreachableNotice'
import { useIsOrganizer } from '../../../entities/organizers/queries'
import { SavePageButton } from '../../../entities/saved/components/SavePageButton'
import { useCurrentUser, useMayCall } from '../../../entities/session/hooks'
import { errorStatus } from '../../../lib/errors'
import { useMountOnIntent } from '../../../lib/useMountOnIntent'
import { usePageTitle } from '../../../lib/usePageTitle'
import { listedHackathonHref } from '../links'
import { HACKATHON_PAGE_TEXTS } from '../texts'

// The edit form (and its form library) loads when Edit is first pressed; related hackathons after the page has painted.
const HackathonFormDialog = lazy(() =>
  import('./HackathonFormDialog').then((module) => ({ default: module.HackathonFormDialog })),
)
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
function EditButton({ hackathon }: { hackathon: HackathonPublic }) {
  const { role } = useCurrentUser()
  const mayEdit = useMayCall('updateHackathon')
  const organizer = useIsOrganizer(hackathon)
  const [open, setOpen] = useState(false)
  const { mounted, mount, intent } = useMountOnIntent()
  if (!mayEdit) return null
  return (
    <>
      <Button
        variant="ghost"
        {...intent}
        onClick={() => {
          mount()
          setOpen(true)
        }}
      >
        <FiEdit2 aria-hidden />{' '}
        {changesApplyAtOnce(role, organizer) ? HACKATHON_PAGE_TEXTS.edit : HACKATHON_PAGE_TEXTS.suggestEdit}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <HackathonFormDialog hackathon={hackathon} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}

/**
 * `/hackathons/{id}`: everything about one hackathon, for anyone, with ways to keep and share it;
 * `organizers` (which the organisers feature supplies) shows who keeps the listing, and the way to claim it.
 */
export function HackathonPage({ id, organizers }: { id: string; organizers?: ReactNode }) {
  const { data: hackathon } = useSuspenseQuery(hackathonQuery(id))
  usePageTitle(hackathon.name, describe(hackathon))
  const status = hackathonStatus(hackathon)
  const mode = hackathon.attendance_mode
  const place = hackathonPlace(hackathon.location, hackathon.attendance_mode)
  const mapOn = Boolean(useQuery(mapConfigQuery()).data?.tile_url)
  const origin = useListOrigin()
  return (
    <Stack gap="10" maxW="4xl">
      <Stack as="article" gap="6">
        <Link asChild alignSelf="start" color="blue.fg" fontWeight="medium">
          <RouterLink to={origin.to} search={origin.search}>
            <FiArrowLeft aria-hidden /> {HACKATHON_PAGE_TEXTS.backTo[origin.kind]}
          </RouterLink>
        </Link>
        {hackathon.image && (
          <Image
            src={hackathon.image}
            alt={hackathon.name}
            w="full"
            maxH="sm"
            objectFit="cover"
            borderRadius="l3"
            bg="bg.muted"
          />
        )}
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={STATUS_COLORS[status]} variant="subtle">
              {status}
            </Badge>
            {mode && (
              <Badge colorPalette="purple" variant="subtle">
                {ATTENDANCE_LABELS[mode]}
              </Badge>
            )}
            {hackathon.verified_organizer && (
              <Badge colorPalette="green" variant="subtle">
                <FiCheckCircle aria-hidden /> {HACKATHON_PAGE_TEXTS.keptByOrganizers}
              </Badge>
            )}
          </HStack>
          <Heading as="h1" size="3xl" overflowWrap="anywhere">
            {hackathon.name}
          </Heading>
          {hackathon.series && (
            <Text>
              {HACKATHON_PAGE_TEXTS.inSeries}{' '}
              <Link asChild color="blue.fg" fontWeight="medium">
                <RouterLink to="/series/$id" params={{ id: hackathon.series.id }}>
                  {hackathon.series.name}
                </RouterLink>
              </Link>
            </Text>
          )}
        </Stack>
        <Stack gap="2" css={factStyles}>
          <ScheduleFacts hackathon={hackathon} now={new Date()} />
          {place && (
            <Fact icon={FiMapPin}>
              <Text>{place}</Text>
              {mapOn && hackathon.latitude !== null && hackathon.longitude !== null && (
                <Link asChild fontSize="sm" color="blue.fg">
                  <RouterLink to="/map" search={{ focus: hackathon.id }}>
                    {HACKATHON_PAGE_TEXTS.showOnMap}
                  </RouterLink>
                </Link>
              )}
            </Fact>
          )}
          {hackathonFacts(hackathon, FACT_FIELDS).map((fact) => (
            <Fact key={fact.field} icon={FiInfo}>
              <Text>{fact.text}</Text>
            </Fact>
          ))}
        </Stack>
        {isUnreachable(hackathon) && <UnreachableNotice hackathon={hackathon} fontSize="md" />}
        <Wrap gap="3" role="group" aria-label={HACKATHON_PAGE_TEXTS.actions}>
          {!isUnreachable(hackathon) && (
            <Button asChild>
              <a href={hackathon.url} target="_blank" rel="noopener noreferrer">
                {HACKATHON_PAGE_TEXTS.visitWebsite} <FiExternalLink aria-hidden />
                <Text as="span" srOnly>
                  ({SCHEDULE_TEXTS.opensInNewTab})
                </Text>
              </a>
            </Button>
          )}
          <SavePageButton hackathon={hackathon} />
          <CalendarMenu id={hackathon.id} event={hackathon} />
          <ShareButton title={hackathon.name} path={listedHackathonHref(hackathon)} />
          <EditButton hackathon={hackathon} />
        </Wrap>
        {hackathon.description && (
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {hackathon.description}
          </Text>
        )}
        {organizers}
      </Stack>
      <AfterPaint>
        <RelatedHackathons id={hackathon.id} />
      </AfterPaint>
    </Stack>
  )
}

export function HackathonPagePending() {
  return (
    <Stack align="center" py="16" gap="3" role="status" aria-busy="true">
      <Spinner />
      <Text>{HACKATHON_PAGE_TEXTS.loading}</Text>
    </Stack>
  )
}

const HackathonLoadError = routeLoadError(HACKATHON_PAGE_TEXTS.loadError)

/** Whether the address names no hackathon: unknown (404), or not a hackathon id at all (422). */
const namesNoHackathon = (error: unknown) => [404, 422].includes(errorStatus(error) ?? 0)

/** An unknown hackathon says so, with the way back to the list; any other failure is a load error with Retry. */
export function HackathonPageError(props: ErrorComponentProps) {
  if (!namesNoHackathon(props.error)) return <HackathonLoadError {...props} />
  return (
    <PageNotice
      title={HACKATHON_PAGE_TEXTS.notFound}
      text={HACKATHON_PAGE_TEXTS.notFoundText}
      action={
        <Button asChild variant="outline">
          <RouterLink to="/">
            <FiArrowLeft aria-hidden /> {HACKATHON_PAGE_TEXTS.backHome}
          </RouterLink>
        </Button>
      }
    />
  )
}
