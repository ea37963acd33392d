import { createFileRoute } from '@tanstack/react-router'
import {
  HackathonPage,
  HackathonPageError,
  HackathonPagePending,
  hackathonQuery,
} from '../../features/hackathons/components/HackathonPage'

export const Route = createFileRoute('/_layout/hackathons/$id')({
  loader: ({ context: { queryClient }, params: { id } }) => queryClient.ensureQueryData(hackathonQuery(id)),
  pendingComponent: HackathonPagePending,
  errorComponent: HackathonPageError,
  component: HackathonRoute,
})

function HackathonRoute() {
  return <HackathonPage id={Route.useParams().id} />
}
