import { createFileRoute } from '@tanstack/react-router'
import {
  HackathonPage,
  HackathonPageError,
  HackathonPagePending,
} from '../../features/hackathons/components/HackathonPage'
import { hackathonQuery } from '../../features/hackathons/queries'

export const Route = createFileRoute('/_layout/hackathons/$id')({
  loader: ({ context: { queryClient }, params: { id } }) => queryClient.ensureQueryData(hackathonQuery(id)),
  pendingComponent: HackathonPagePending,
  errorComponent: HackathonPageError,
  component: HackathonRoute,
})

function HackathonRoute() {
  return <HackathonPage id={Route.useParams().id} />
}
