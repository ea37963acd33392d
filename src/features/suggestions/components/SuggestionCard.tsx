import { Badge, Button, Card, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SuggestionPublic } from '../../../client/types.gen'
import { formatDate } from '../../../lib/dates'
import { STATUS_LABELS, SUGGESTION_TEXTS } from '../texts'
import { LinkCheckNote } from './LinkCheckNote'
import { SuggestionChanges } from './SuggestionChanges'

/** Approved is green; every other reviewed state reads as rejected, in red. */
export function SuggestionStatusBadge({ status }: { status: SuggestionPublic['status'] }) {
  return (
    <Badge colorPalette={status === 'approved' ? 'green' : 'red'} variant="subtle">
      {STATUS_LABELS[status]}
    </Badge>
  )
}

/** The id of a card's title, focused once its review is done. */
export const suggestionTitleId = (id: string) => `suggestion-${id}`

interface SuggestionCardProps {
  suggestion: SuggestionPublic
  /** h2 in the review list; h3 under the 'My Suggestions' heading. */
  headingLevel?: 'h2' | 'h3'
  seriesNames: ReadonlyMap<string, string>
  /** Shown instead of the status badge while the suggestion is pending (the review buttons). */
  pendingActions?: ReactNode
  /** A line under the date, e.g. where the review stands on 'My Suggestions'. */
  note?: ReactNode
}

/** One suggestion: whose hackathon, when and by whom, what it proposes, and its state. */
export function SuggestionCard({
  suggestion,
  headingLevel = 'h2',
  seriesNames,
  pendingActions,
  note,
}: SuggestionCardProps) {
  const title =
    suggestion.kind === 'update' ? (suggestion.hackathon?.name ?? suggestion.name) : SUGGESTION_TEXTS.newHackathon
  const author = suggestion.submitted_by?.name || suggestion.submitted_by?.email
  return (
    <Card.Root as="article" h="full" data-status={suggestion.status}>
      <Card.Header gap="1">
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Card.Title as={headingLevel} fontSize="lg" id={suggestionTitleId(suggestion.id)} tabIndex={-1}>
            {title ?? SUGGESTION_TEXTS.newHackathon}
          </Card.Title>
          {suggestion.status === 'pending' ? (
            !pendingActions && <Badge variant="subtle">{STATUS_LABELS.pending}</Badge>
          ) : (
            <SuggestionStatusBadge status={suggestion.status} />
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {SUGGESTION_TEXTS.suggestedOn(formatDate(suggestion.created_at))}
          {author && ` ${SUGGESTION_TEXTS.suggestedBy(author)}`}
        </Text>
        {note}
        <LinkCheckNote suggestion={suggestion} />
        {suggestion.kind === 'update' && suggestion.status === 'pending' && suggestion.hackathon_changed_at && (
          <Text fontSize="sm" color="orange.fg">
            {SUGGESTION_TEXTS.changedSince(formatDate(suggestion.hackathon_changed_at))}
          </Text>
        )}
        {suggestion.kind === 'new' && suggestion.status === 'approved' && suggestion.hackathon_id && (
          <Link asChild fontSize="sm" color="blue.fg" fontWeight="medium">
            <RouterLink to="/hackathons/$id" params={{ id: suggestion.hackathon_id }}>
              {SUGGESTION_TEXTS.openAccepted}
            </RouterLink>
          </Link>
        )}
      </Card.Header>
      <Card.Body>
        <SuggestionChanges suggestion={suggestion} seriesNames={seriesNames} />
      </Card.Body>
      {suggestion.status === 'pending' && pendingActions && <Card.Footer gap="3">{pendingActions}</Card.Footer>}
    </Card.Root>
  )
}

interface ReviewButtonsProps {
  onAccept: () => void
  onReject: () => void
  /** Which decision is being sent for this card, if any. */
  running: 'accept' | 'reject' | null
}

/** Accept and Reject; while one runs, the other is disabled for that card. */
export function ReviewButtons({ onAccept, onReject, running }: ReviewButtonsProps) {
  return (
    <>
      <Button onClick={onAccept} loading={running === 'accept'} disabled={running !== null}>
        {SUGGESTION_TEXTS.accept}
      </Button>
      <Button
        colorPalette="red"
        variant="outline"
        onClick={onReject}
        loading={running === 'reject'}
        disabled={running !== null}
      >
        {SUGGESTION_TEXTS.reject}
      </Button>
    </>
  )
}

/** Suggestion cards in one column, two on large screens. */
export function SuggestionGrid({
  suggestions,
  children,
}: {
  suggestions: SuggestionPublic[]
  children: (suggestion: SuggestionPublic) => ReactNode
}) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" as="ul" listStyleType="none">
      {suggestions.map((suggestion) => (
        <li key={suggestion.id}>{children(suggestion)}</li>
      ))}
    </SimpleGrid>
  )
}
