import { Heading } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { feedQuery, HackathonFeed } from '../../components/Hackathons/HackathonFeed'
import { usePageTitle } from '../../hooks/usePageTitle'

export const Route = createFileRoute('/_layout/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery(feedQuery('upcoming')),
      queryClient.prefetchInfiniteQuery(feedQuery('past')),
    ]),
  component: Homepage,
})

function Homepage() {
  usePageTitle()
  return (
    <>
      <Heading as="h1" size="3xl" mb="6">
        Hackathons
      </Heading>
      <HackathonFeed />
    </>
  )
}
