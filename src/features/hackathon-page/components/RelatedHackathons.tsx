import { Heading, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { readRelatedHackathonsOptions } from '../../../client/@tanstack/react-query.gen'
import { LoadError } from '../../../components/QueryState'
import { HackathonCard } from '../../../entities/hackathon/components/HackathonCard'
import { HACKATHON_PAGE_TEXTS } from '../texts'

/**
 * A few hackathons related to one (its series, its themes, nearby), below its page's facts. Asked
 * for once the page is on screen, so the page never waits for them; when there are none, nothing
 * shows, as a heading over nothing would only be noise.
 */
export function RelatedHackathons({ id }: { id: string }) {
  const query = useQuery(readRelatedHackathonsOptions({ path: { id } }))
  const headingId = useId()
  if (query.isError && query.data === undefined) {
    return <LoadError title={HACKATHON_PAGE_TEXTS.relatedError} error={query.error} onRetry={query.refetch} />
  }
  if (query.isPending) {
    return (
      <HStack gap="2" color="fg.muted" role="status">
        <Spinner size="sm" /> <Text>{HACKATHON_PAGE_TEXTS.relatedLoading}</Text>
      </HStack>
    )
  }
  if (query.data.data.length === 0) return null
  const now = new Date()
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h2" size="xl" id={headingId}>
        {HACKATHON_PAGE_TEXTS.related}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {query.data.data.map((hackathon) => (
          <HackathonCard key={hackathon.id} hackathon={hackathon} now={now} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
