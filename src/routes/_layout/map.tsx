import { createFileRoute } from '@tanstack/react-router'
import { filtersOf, parseHomeSearch } from '../../features/hackathons/search'
import { MapPage } from '../../features/map/components/MapPage'
import { MapError, MapPending } from '../../features/map/components/MapStates'
import { mapConfigQuery, mapHackathonsQuery } from '../../features/map/queries'

export const Route = createFileRoute('/_layout/map')({
  // The homepage's filters: the map shows what the list would.
  validateSearch: (search: Record<string, unknown>) => filtersOf(parseHomeSearch(search)),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([queryClient.ensureQueryData(mapConfigQuery()), queryClient.ensureQueryData(mapHackathonsQuery(deps))]),
  pendingComponent: MapPending,
  errorComponent: MapError,
  component: MapRoute,
})

function MapRoute() {
  return <MapPage filters={Route.useSearch()} />
}
