import { Button, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import { FiList, FiMap } from 'react-icons/fi'
import { EmptyState } from '../../../components/plain/EmptyState'
import { QueryState } from '../../../components/QueryState'
import type { HomeFilters } from '../../../entities/hackathon/homeSearch'
import { focusedHackathonQuery, mapConfigQuery, mapHackathonsQuery } from '../../../entities/hackathon/mapQueries'
import { MAP_TEXTS, mapCount } from '../../../entities/hackathon/mapTexts'
import { isPlaced, LeafletMap } from './LeafletMap'
import { MapFrame, MapSkeleton } from './MapStates'

interface MapPageProps {
  filters: HomeFilters
  /** The id of the hackathon to centre on. */
  focus?: string
}

/**
 * `/map`: every placed hackathon under the homepage's filters as a marker, or centred on one
 * hackathon. Leaflet is imported by this route's chunk alone, so the homepage never loads it.
 */
export function MapPage({ filters, focus }: MapPageProps) {
  const config = useQuery(mapConfigQuery())
  const hackathons = useQuery(mapHackathonsQuery(filters))
  const focused = useQuery({ ...focusedHackathonQuery(focus ?? ''), enabled: focus !== undefined })
  const placed = useMemo(() => hackathons.data?.data.filter(isPlaced) ?? [], [hackathons.data])
  const focusPlaced = focus !== undefined && focused.data && isPlaced(focused.data) ? focused.data : undefined
  const tileUrl = config.data?.tile_url
  const back = (
    <Button asChild size="sm" variant="outline">
      <Link to="/" search={filters}>
        <FiList aria-hidden /> {MAP_TEXTS.backToList}
      </Link>
    </Button>
  )
  if (config.data && !tileUrl) {
    return (
      <MapFrame action={back}>
        <EmptyState icon={<FiMap />} title={MAP_TEXTS.off} />
      </MapFrame>
    )
  }
  return (
    <MapFrame action={back}>
      <QueryState
        query={{
          data: config.data && hackathons.data,
          isPending: config.isPending || hackathons.isPending,
          isError: config.isError || hackathons.isError,
          error: config.error ?? hackathons.error,
          refetch: () => Promise.all([config.refetch(), hackathons.refetch()]),
        }}
        loading={<MapSkeleton />}
        errorTitle={MAP_TEXTS.loadError}
        isEmpty={placed.length === 0 && !focusPlaced}
        empty={<EmptyState icon={<FiMap />} title={MAP_TEXTS.empty} description={MAP_TEXTS.emptyHint} />}
      >
        <Stack gap="3">
          <Text role="status" fontSize="sm" color="fg.muted">
            {mapCount(placed.length, hackathons.data?.count ?? placed.length)}
          </Text>
          {config.data && tileUrl && (
            <LeafletMap config={{ ...config.data, tile_url: tileUrl }} hackathons={placed} focus={focusPlaced} />
          )}
        </Stack>
      </QueryState>
    </MapFrame>
  )
}
