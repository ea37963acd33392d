import { Badge, Box, Card, HStack, Image, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FiCalendar, FiExternalLink, FiMapPin } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { formatDateRange } from '../../../lib/dates'
import { ENDED_OPACITY, hackathonStatus, STATUS_COLORS } from '../status'

/** Card image height: 150 px; the space is kept while the image loads so nothing jumps. */
export const CARD_IMAGE_HEIGHT = '150px'

interface HackathonCardProps {
  hackathon: HackathonPublic
  /** Hide the series link when the card is shown on its own series page. */
  hideSeries?: boolean
  now?: Date
}

export function HackathonCard({ hackathon, hideSeries = false, now }: HackathonCardProps) {
  const status = hackathonStatus(hackathon, now)
  // The 70% dimming of an ended card would push muted text below 4.5:1 contrast; full-strength
  // text dimmed to 70% looks the same as muted text and stays readable.
  const secondary = status === 'Ended' ? 'fg' : 'fg.muted'
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      opacity={status === 'Ended' ? ENDED_OPACITY : 1}
      data-status={status}
      h="full"
    >
      {hackathon.image && (
        <Image
          src={hackathon.image}
          alt=""
          h={CARD_IMAGE_HEIGHT}
          w="full"
          objectFit="cover"
          loading="lazy"
          decoding="async"
          bg="bg.muted"
        />
      )}
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Badge colorPalette={STATUS_COLORS[status]} variant="subtle">
            {status}
          </Badge>
          {!hideSeries && hackathon.series && (
            <Link asChild fontSize="sm" color="blue.fg">
              <RouterLink to="/series/$id" params={{ id: hackathon.series.id }}>
                {hackathon.series.name}
              </RouterLink>
            </Link>
          )}
        </HStack>
        <Card.Title as="h3" fontSize="lg" lineHeight="short">
          {hackathon.url ? (
            <Link href={hackathon.url} target="_blank" rel="noopener noreferrer" color="inherit">
              {hackathon.name}
              <FiExternalLink aria-hidden size="0.8em" />
              <Box as="span" srOnly>
                (opens in a new tab)
              </Box>
            </Link>
          ) : (
            hackathon.name
          )}
        </Card.Title>
        {hackathon.description && (
          <Card.Description lineClamp={2} title={hackathon.description} color={secondary}>
            {hackathon.description}
          </Card.Description>
        )}
        <Stack gap="1" mt="auto" pt="2" fontSize="sm" color={secondary}>
          <HStack gap="2">
            <FiCalendar aria-hidden />
            <Text>{formatDateRange(hackathon.start_date, hackathon.end_date)}</Text>
          </HStack>
          {hackathon.location && (
            <HStack gap="2">
              <FiMapPin aria-hidden />
              <Text>{hackathon.location}</Text>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
