import { Badge, Box, Button, Card, Flex, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FiAlertTriangle } from 'react-icons/fi'
import type { SuggestionPublic } from '../../../client/types.gen'
import { formatDate } from '../../../lib/dates'
import { listSeparators, STATUS_LABELS, SUGGESTION_TEXTS } from '../texts'
import { LinkCheckNote } from './LinkCheckNote'
import { diffStyles, SuggestionChanges } from './SuggestionChanges'

/** Approved is green; every other reviewed state reads as rejected, in red. */
/** For reviewers: the account is new, or none of its suggestions was accepted yet (a spam guard's hint). */
function FirstSuggestionBadge() {
  return (
    <Badge colorPalette="orange" variant="subtle" mt="1">
      {SUGGESTION_TEXTS.firstFromAccount}
    </Badge>
  )
}

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

/**
 * The listed hackathons a pending suggestion may repeat, as its author was warned while filling it
 * in: each a link to its page, so the reviewer can compare before deciding.
 */
function DuplicateNote({ suggestion }: { suggestion: SuggestionPublic }) {
  if (suggestion.status !== 'pending' || suggestion.possible_duplicates.length === 0) return null
  const separators = listSeparators(suggestion.possible_duplicates.length)
  return (
    <HStack gap="1.5" align="baseline" fontSize="sm" color="orange.fg" wrap="wrap">
      <Box as="span" alignSelf="center" aria-hidden>
        <FiAlertTriangle />
      </Box>
      <Text as="span">{SUGGESTION_TEXTS.possibleDuplicateOf}</Text>
      {suggestion.possible_duplicates.map((duplicate, index) => (
        <Text as="span" key={duplicate.id}>
          <Link asChild color="orange.fg" fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/hackathons/$id" params={{ id: duplicate.id }}>
              {duplicate.name}
            </RouterLink>
          </Link>
          {separators[index]}
        </Text>
      ))}
    </HStack>
  )
}

/**
 * One suggestion, compact so a reviewer works down the queue: the title, when and by whom, and the
 * decision (Accept and Reject while pending, else the status) on the first lines; what the
 * reviewer should know next (a possible duplicate, a hackathon changed since); then the diff.
 */
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
    <Card.Root as="article" size="sm" data-status={suggestion.status}>
      <Card.Header gap="1.5" pb="1">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Box minW="0" flex="1 1 10rem">
            <Card.Title as={headingLevel} fontSize="md" id={suggestionTitleId(suggestion.id)} tabIndex={-1}>
              {title ?? SUGGESTION_TEXTS.newHackathon}
            </Card.Title>
            <Text fontSize="xs" color="fg.muted">
              {author
                ? SUGGESTION_TEXTS.suggestedOnBy({ date: formatDate(suggestion.created_at), who: author })
                : SUGGESTION_TEXTS.suggestedOn({ date: formatDate(suggestion.created_at) })}
            </Text>
            {suggestion.source === 'import' && suggestion.source_name && (
              <Text fontSize="xs" color="fg.muted" data-testid="suggestion-source">
                {SUGGESTION_TEXTS.fromSource({ name: suggestion.source_name })}
              </Text>
            )}
            {pendingActions && suggestion.first_from_account && <FirstSuggestionBadge />}
          </Box>
          {suggestion.status === 'pending' ? (
            pendingActions ? (
              <HStack gap="2" wrap="wrap">
                {pendingActions}
              </HStack>
            ) : (
              <Badge variant="subtle">{STATUS_LABELS.pending}</Badge>
            )
          ) : (
            <SuggestionStatusBadge status={suggestion.status} />
          )}
        </Flex>
        {note}
        <DuplicateNote suggestion={suggestion} />
        <LinkCheckNote suggestion={suggestion} />
        {suggestion.kind === 'update' && suggestion.status === 'pending' && suggestion.hackathon_changed_at && (
          <Text fontSize="sm" color="orange.fg">
            {SUGGESTION_TEXTS.changedSince({ date: formatDate(suggestion.hackathon_changed_at) })}
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
      <Card.Body pt="1">
        <SuggestionChanges suggestion={suggestion} seriesNames={seriesNames} />
      </Card.Body>
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
      <Button size="sm" onClick={onAccept} loading={running === 'accept'} disabled={running !== null}>
        {SUGGESTION_TEXTS.accept}
      </Button>
      <Button
        size="sm"
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
    // Each card as tall as its own diff: a short one beside a long one leaves no empty box.
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start" as="ul" listStyleType="none" css={diffStyles}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.id}>{children(suggestion)}</li>
      ))}
    </SimpleGrid>
  )
}
