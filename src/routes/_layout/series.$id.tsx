import { createFileRoute } from '@tanstack/react-router'
import { RenderInSlices } from '../../components/RenderInSlices'
import { feedQuery } from '../../entities/hackathon/queries'
import { seriesQuery } from '../../entities/series/queries'
import { SeriesAlertsButton } from '../../features/alerts/components/AlertsButton'
import { SeriesPage, SeriesPageError, SeriesPagePending } from '../../features/series/components/SeriesPage'

export const Route = createFileRoute('/_layout/series/$id')({
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(seriesQuery(id)),
      queryClient.ensureInfiniteQueryData(feedQuery('upcoming', { series: id })),
      queryClient.ensureInfiniteQueryData(feedQuery('past', { series: id })),
    ]),
  pendingComponent: SeriesPagePending,
  errorComponent: SeriesPageError,
  component: SeriesRoute,
})

function SeriesRoute() {
  const { id } = Route.useParams()
  return (
    <RenderInSlices fallback={<SeriesPagePending />}>
      <SeriesPage id={id} alertsButton={<SeriesAlertsButton seriesId={id} />} />
    </RenderInSlices>
  )
}
