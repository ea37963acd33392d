import { createFileRoute } from '@tanstack/react-router'
import { feedQuery } from '../../features/hackathons/queries'
import { SeriesPage, SeriesPageError, SeriesPagePending } from '../../features/series/components/SeriesPage'
import { seriesQuery } from '../../features/series/queries'

export const Route = createFileRoute('/_layout/series/$id')({
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(seriesQuery(id)),
      queryClient.ensureInfiniteQueryData(feedQuery('upcoming', id)),
      queryClient.ensureInfiniteQueryData(feedQuery('past', id)),
    ]),
  pendingComponent: SeriesPagePending,
  errorComponent: SeriesPageError,
  component: SeriesRoute,
})

function SeriesRoute() {
  return <SeriesPage id={Route.useParams().id} />
}
