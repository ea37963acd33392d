import { createFileRoute } from '@tanstack/react-router'
import { mapConfigQuery } from '../../entities/hackathon/mapQueries'
import { hackathonQuery } from '../../entities/hackathon/queries'
import {
  HackathonPage,
  HackathonPageError,
  HackathonPagePending,
} from '../../features/hackathons/components/HackathonPage'
import { HackathonHistory } from '../../features/history/components/HackathonHistory'
import { OrganizersPanel } from '../../features/organizers/components/OrganizersPanel'

export const Route = createFileRoute('/_layout/hackathons/$id')({
  // Whether the map is on arrives with the page, so "Show on a map" does not appear after it.
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([queryClient.ensureQueryData(hackathonQuery(id)), queryClient.prefetchQuery(mapConfigQuery())]),
  pendingComponent: HackathonPagePending,
  errorComponent: HackathonPageError,
  component: HackathonRoute,
})

/** The page of the hackathon, then its History. */
function HackathonRoute() {
  const { id } = Route.useParams()
  return (
    <>
      <HackathonPage id={id} organizers={<OrganizersPanel id={id} />} />
      <HackathonHistory hackathonId={id} />
    </>
  )
}
