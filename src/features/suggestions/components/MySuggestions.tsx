import { Heading, Skeleton, Text } from '@chakra-ui/react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { SuggestionPublic } from '../../../client/types.gen'
import { LoadMoreButton } from '../../../components/plain/LoadMoreButton'
import { QueryState } from '../../../components/QueryState'
import { useSeriesNames } from '../../../entities/series/hooks'
import { formatDate } from '../../../lib/dates'
import { loadingStatus } from '../../../lib/loadingStatus'
import { mySuggestionsQuery } from '../queries'
import { MY_SUGGESTION_TEXTS, SUGGESTION_TEXTS } from '../texts'
import { SuggestionCard, SuggestionGrid } from './SuggestionCard'

/** Where the review stands: awaiting it, or the day it was decided (the badge says how). */
function ReviewState({ suggestion }: { suggestion: SuggestionPublic }) {
  if (suggestion.status !== 'pending' && !suggestion.reviewed_at) return null
  return (
    <Text fontSize="sm" color="fg.muted">
      {suggestion.reviewed_at && suggestion.status !== 'pending'
        ? MY_SUGGESTION_TEXTS.reviewedOn({ date: formatDate(suggestion.reviewed_at) })
        : MY_SUGGESTION_TEXTS.awaitingReview}
    </Text>
  )
}

/** A user's own proposals and their review state, so a suggestion is never a black hole. */
export function MySuggestions() {
  const query = useInfiniteQuery(mySuggestionsQuery())
  const seriesNames = useSeriesNames()
  const suggestions = query.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <section aria-labelledby="my-suggestions">
      <Heading as="h2" size="xl" id="my-suggestions" mt="10">
        {SUGGESTION_TEXTS.myHeading}
      </Heading>
      <Text color="fg.muted" mb="4">
        {SUGGESTION_TEXTS.myDescription}
      </Text>
      <QueryState
        query={query}
        loading={<Skeleton h="40" rounded="md" {...loadingStatus(SUGGESTION_TEXTS.loadingMine)} />}
        errorTitle={SUGGESTION_TEXTS.loadError}
        isEmpty={suggestions.length === 0}
        empty={<Text color="fg.muted">{SUGGESTION_TEXTS.myEmpty}</Text>}
      >
        <SuggestionGrid suggestions={suggestions}>
          {(suggestion) => (
            <SuggestionCard
              suggestion={suggestion}
              headingLevel="h3"
              seriesNames={seriesNames}
              note={<ReviewState suggestion={suggestion} />}
            />
          )}
        </SuggestionGrid>
        <LoadMoreButton query={query} label={SUGGESTION_TEXTS.loadMore} />
      </QueryState>
    </section>
  )
}
