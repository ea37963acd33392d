import { Badge, Stack, Text } from '@chakra-ui/react'
import { FIELD_LABELS } from '../../../../common/hackathon-fields'
import type { SuggestionPublic } from '../../../client/types.gen'
import { LINK_WATCH_TEXTS, linkCheckFinding } from '../../../entities/link-check/texts'
import { suggestedFields } from './SuggestionChanges'

/**
 * On a suggestion the link watch filed: the "Found by link check" badge and what the check saw,
 * the redirect's HTTP status for a moved site, else the fields the page now states otherwise.
 */
export function LinkCheckNote({ suggestion }: { suggestion: SuggestionPublic }) {
  if (suggestion.source !== 'link_watch') return null
  const changed = suggestedFields(suggestion).map((field) => FIELD_LABELS[field])
  return (
    <Stack gap="1" align="start">
      <Badge colorPalette="blue" variant="subtle">
        {LINK_WATCH_TEXTS.foundByLinkCheck}
      </Badge>
      <Text fontSize="sm" color="fg.muted">
        {linkCheckFinding(suggestion.seen_http_status, changed)}
      </Text>
    </Stack>
  )
}
