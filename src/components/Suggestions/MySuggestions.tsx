import { Heading, Skeleton, Text } from '@chakra-ui/react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useSeriesNames } from '../../hooks/useSeriesNames'
import { LoadMoreButton } from '../Common/LoadMoreButton'
import { SuggestionCard, SuggestionGrid } from './SuggestionCard'
import { mySuggestionsQuery } from './suggestionsQuery'
import { SUGGESTION_TEXTS } from './texts'

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
      {query.isPending ? (
        <Skeleton h="40" rounded="md" aria-busy="true" aria-label="Loading your suggestions" />
      ) : query.isError ? (
        <Text color="fg.error">{SUGGESTION_TEXTS.loadError}</Text>
      ) : suggestions.length === 0 ? (
        <Text color="fg.muted">{SUGGESTION_TEXTS.myEmpty}</Text>
      ) : (
        <SuggestionGrid suggestions={suggestions}>
          {(suggestion) => <SuggestionCard suggestion={suggestion} headingLevel="h3" seriesNames={seriesNames} />}
        </SuggestionGrid>
      )}
      <LoadMoreButton query={query} label={SUGGESTION_TEXTS.loadMore} />
    </section>
  )
}
