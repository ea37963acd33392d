import { Badge, Box, Card, HStack, Icon, Image, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { FiCalendar, FiClock, FiCode, FiExternalLink, FiMapPin, FiNavigation } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { describeSchedule, viewerTimeZone } from '../../../lib/dates'
import { isUnreachable, UnreachableNotice } from '../../link-watch/components/UnreachableNotice'
import { ENDED_OPACITY, hackathonStatus, STATUS_COLORS } from '../status'
import { ATTENDANCE_LABELS, NEAR_TEXTS, SCHEDULE_TEXTS } from '../texts'

/** Card image height: 150 px; the space is kept while the image loads so nothing jumps. */
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
 * The whole card opens the hackathon's page: its name is a link whose area is stretched over the card.
 * The series link and the website link sit above that area, so each stays a control of its own
 * and no link is nested in another.
 */
const stretchedLink = {
  '&::after': { content: '""', position: 'absolute', inset: '0', zIndex: '0' },
  '&:focus-visible': { outline: 'none' },
  // The card clips what overflows it, so the focus ring is drawn just inside its edge.
  '&:focus-visible::after': { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' },
} as const

/** Controls that stay clickable above the stretched link. */
const aboveLink = { position: 'relative', zIndex: '1' } as const

/** A line of the card's facts: an icon that keeps its size, and text that wraps beside it. */
export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" align="start">
      <Icon size="sm" mt="0.5">
        {icon}
      </Icon>
      <Box minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </HStack>
  )
}

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
      <Fact icon={<FiCalendar />}>
        <time dateTime={hackathon.start_date}>{schedule.days}</time>
        <Text as="span" fontWeight="medium" color="fg">
          {' · '}
          {SCHEDULE_TEXTS.hint(schedule.hint)}
        </Text>
      </Fact>
      {schedule.times && (
        <Fact icon={<FiClock />}>
          <Text>{schedule.startOnly ? SCHEDULE_TEXTS.startsAt(schedule.times) : schedule.times}</Text>
          {schedule.venueTimes && <Text>{SCHEDULE_TEXTS.atVenue(schedule.venueTimes)}</Text>}
        </Fact>
      )}
    </>
  )
}

export function HackathonCard({ hackathon, hideSeries = false, now, timeZone }: HackathonCardProps) {
  const at = now ?? new Date()
  const status = hackathonStatus(hackathon, at)
  const mode = hackathon.attendance_mode
  const newTabId = useId()
  // The 70% dimming of an ended card would push muted text below 4.5:1 contrast; full-strength
  // text dimmed to 70% looks the same as muted text and stays readable.
  const secondary = status === 'Ended' ? 'fg' : 'fg.muted'
  return (
    <Card.Root
      as="article"
      position="relative"
      overflow="hidden"
      opacity={status === 'Ended' ? ENDED_OPACITY : 1}
      data-status={status}
      h="full"
      transition="box-shadow 0.15s"
      _hover={{ shadow: 'md' }}
    >
      {hackathon.image ? (
        <Image
          src={hackathon.image}
          alt=""
          h={CARD_IMAGE_HEIGHT}
          w="full"
          flexShrink="0"
          objectFit="cover"
          loading="lazy"
          decoding="async"
          bg="bg.muted"
        />
      ) : (
        // Without an image the same band stays, so the cards of a row line up; a single column
        // has no row to line up, and a phone would only scroll further.
        <Box
          h={CARD_IMAGE_HEIGHT}
          flexShrink="0"
          bg="bg.muted"
          color="fg.subtle"
          display={{ base: 'none', md: 'flex' }}
          alignItems="center"
          justifyContent="center"
        >
          <Icon boxSize="10">
            <FiCode />
          </Icon>
        </Box>
      )}
      <Card.Body gap="2">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={STATUS_COLORS[status]} variant="subtle">
            {status}
          </Badge>
          {mode && (
            // Dimmed with an ended card, the palette's own text would fall below 4.5:1.
            <Badge colorPalette="purple" variant="subtle" color={status === 'Ended' ? 'fg' : undefined}>
              {ATTENDANCE_LABELS[mode]}
            </Badge>
          )}
          {!hideSeries && hackathon.series && (
            <Link asChild fontSize="sm" color="blue.fg" ms="auto" css={aboveLink}>
              <RouterLink to="/series/$id" params={{ id: hackathon.series.id }}>
                {hackathon.series.name}
              </RouterLink>
            </Link>
          )}
        </HStack>
        <Card.Title as="h3" fontSize="lg" lineHeight="short" overflowWrap="anywhere">
          <Link asChild color="inherit" css={stretchedLink}>
            <RouterLink to="/hackathons/$id" params={{ id: hackathon.id }}>
              {hackathon.name}
            </RouterLink>
          </Link>
        </Card.Title>
        {hackathon.description && (
          <Card.Description lineClamp={2} title={hackathon.description} color={secondary}>
            {hackathon.description}
          </Card.Description>
        )}
        <Stack gap="1" mt="auto" pt="2" fontSize="sm" color={secondary}>
          <ScheduleFacts hackathon={hackathon} now={at} timeZone={timeZone} />
          {hackathon.location && (
            <Fact icon={<FiMapPin />}>
              <Text>{hackathon.location}</Text>
            </Fact>
          )}
          {hackathon.distance_km !== undefined && (
            <Fact icon={<FiNavigation />}>
              <Text>{NEAR_TEXTS.away(hackathon.distance_km)}</Text>
            </Fact>
          )}
        </Stack>
        {isUnreachable(hackathon) ? (
          <UnreachableNotice hackathon={hackathon} />
        ) : (
          <>
            <Link
              href={hackathon.url}
              target="_blank"
              rel="noopener noreferrer"
              fontSize="sm"
              color="blue.fg"
              alignSelf="start"
              aria-describedby={newTabId}
              css={aboveLink}
            >
              {SCHEDULE_TEXTS.website}
              <Icon size="xs">
                <FiExternalLink />
              </Icon>
            </Link>
            <Box as="span" id={newTabId} srOnly>
              {SCHEDULE_TEXTS.opensInNewTab}
            </Box>
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
