import { Badge, Box, Card, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { type AttendanceMode, hackathonPlace } from '../../../../common/hackathon-fields'
import type { SourcePreviewItem } from '../../../client/types.gen'
import { formatDateTime } from '../../../lib/dates'
import { previewDates, REPORT_TEXTS } from '../texts'

const ACTION_PALETTES: Record<SourcePreviewItem['action'], string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'gray',
  skip: 'orange',
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

/** An item's dates in its own zone (the source's default for floating times), the zone named. */
function dates(fields: SourcePreviewItem['fields']): string | undefined {
  const start = text(fields.start_date)
  if (!start) return undefined
  const zone = text(fields.timezone) ?? 'UTC'
  const end = text(fields.end_date)
  return previewDates(formatDateTime(start, zone), end && formatDateTime(end, zone), zone)
}

/** One event as a run would list it: its mapped fields, the listing it matches, and what would happen. */
function PreviewItem({ item }: { item: SourcePreviewItem }) {
  const { fields } = item
  const name = text(fields.name) ?? REPORT_TEXTS.noName
  const url = text(fields.url)
  const place = hackathonPlace(text(fields.location), text(fields.attendance_mode) as AttendanceMode | undefined)
  const when = dates(fields)
  return (
    <Card.Root as="li" size="sm" data-action={item.action}>
      <Card.Body gap="1">
        <Box display="flex" justifyContent="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          <Badge colorPalette={ACTION_PALETTES[item.action]} variant="subtle">
            {REPORT_TEXTS.actions[item.action]}
          </Badge>
        </Box>
        {when && <Text fontSize="sm">{when}</Text>}
        {place && <Text fontSize="sm">{place}</Text>}
        {url && (
          <Link
            href={url}
            fontSize="sm"
            color="blue.fg"
            target="_blank"
            rel="noopener noreferrer"
            wordBreak="break-all"
          >
            {url}
          </Link>
        )}
        {item.hackathon_id && (
          <Link asChild fontSize="sm" color="blue.fg">
            <RouterLink to="/hackathons/$id" params={{ id: item.hackathon_id }} target="_blank">
              {REPORT_TEXTS.matched}
            </RouterLink>
          </Link>
        )}
        {item.reason && (
          <Text fontSize="sm" color="orange.fg">
            {REPORT_TEXTS.reason({ reason: item.reason })}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  )
}

/** Every item of a preview, in the source's order. */
export function PreviewItems({ items }: { items: SourcePreviewItem[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2">
      {items.map((item) => (
        <PreviewItem key={item.item_id} item={item} />
      ))}
    </Stack>
  )
}
