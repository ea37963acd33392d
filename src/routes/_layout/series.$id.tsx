import { createFileRoute } from '@tanstack/react-router'
import { readSeriesOptions } from '../../client/@tanstack/react-query.gen'
import { feedQuery } from '../../components/Hackathons/HackathonFeed'
import { SeriesPage } from '../../components/Series/SeriesPage'

export const Route = createFileRoute('/_layout/series/$id')({
  loader: ({ context: { queryClient }, params: { id } }) => {
    // Prefetched without awaiting: the page shows 'Loading series...' rather than a blank wait.
    void queryClient.prefetchQuery(readSeriesOptions({ path: { id } }))
    void queryClient.prefetchInfiniteQuery(feedQuery('upcoming', id))
    void queryClient.prefetchInfiniteQuery(feedQuery('past', id))
  },
  component: SeriesRoute,
})

function SeriesRoute() {
  const { id } = Route.useParams()
  return <SeriesPage id={id} />
}
