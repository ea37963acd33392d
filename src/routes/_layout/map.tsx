import { createFileRoute } from '@tanstack/react-router'
import {
  focusedHackathonQuery,
  mapConfigQuery,
  mapHackathonsQuery,
  parseMapSearch,
} from '../../entities/hackathon/mapQueries'
import { MapPage } from '../../features/map/components/MapPage'
import { MapError, MapPending } from '../../features/map/components/MapStates'

export const Route = createFileRoute('/_layout/map')({
  // The homepage's filters (the map shows what the list would), and the hackathon to centre on.
  validateSearch: parseMapSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps: { focus, ...filters } }) =>
    Promise.all([
      queryClient.ensureQueryData(mapConfigQuery()),
      queryClient.ensureQueryData(mapHackathonsQuery(filters)),
      // A focused hackathon that is gone leaves the map as it is: prefetching never throws.
      focus && queryClient.prefetchQuery(focusedHackathonQuery(focus)),
    ]),
  pendingComponent: MapPending,
  errorComponent: MapError,
  component: MapRoute,
})

function MapRoute() {
  const { focus, ...filters } = Route.useSearch()
  return <MapPage filters={filters} focus={focus} />
}
