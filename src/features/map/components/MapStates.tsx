import { Skeleton } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/PageHeader'
import { routeLoadError } from '../../../components/QueryState'
import { MAP_TEXTS } from '../../../entities/hackathon/mapTexts'
import { loadingStatus } from '../../../lib/loadingStatus'

/** The map page's frame: its heading stays in every state. */
export function MapFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader title={MAP_TEXTS.heading} action={action} />
      {children}
    </>
  )
}

/** A placeholder of the map's size, so nothing moves when the map arrives. */
export function MapSkeleton() {
  return <Skeleton h={{ base: '60vh', md: '70vh' }} minH="320px" rounded="md" {...loadingStatus(MAP_TEXTS.region)} />
}

/** While the map's settings load: the heading and the placeholder (no Leaflet yet). */
export function MapPending() {
  return (
    <MapFrame>
      <MapSkeleton />
    </MapFrame>
  )
}

export const MapError = routeLoadError(
  () => MAP_TEXTS.loadError,
  (content) => <MapFrame>{content}</MapFrame>,
)
