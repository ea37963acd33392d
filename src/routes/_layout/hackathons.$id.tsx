import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { AfterPaint } from '../../components/AfterPaint'
import { RenderInSlices } from '../../components/RenderInSlices'
import { mapConfigQuery } from '../../entities/hackathon/mapQueries'
import { hackathonQuery } from '../../entities/hackathon/queries'
import { HackathonPage, HackathonPagePending } from '../../features/hackathon-page/components/HackathonPage'
import { HackathonPageError } from '../../features/hackathon-page/components/HackathonPageError'

// The edit form (and its form library) loads when Edit is first hovered, focused or pressed.
const HackathonFormDialog = lazy(() =>
  import('../../features/hackathon-editor/components/HackathonFormDialog').then((module) => ({
    default: module.HackathonFormDialog,
  })),
)
// Below the page's facts and actions: their code loads after the page has painted.
const OrganizersPanel = lazy(() =>
  import('../../features/organizers/components/OrganizersPanel').then((module) => ({
    default: module.OrganizersPanel,
  })),
)
const HackathonHistory = lazy(() =>
  import('../../features/history/components/HackathonHistory').then((module) => ({ default: module.HackathonHistory })),
)

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
    <RenderInSlices fallback={<HackathonPagePending />}>
      <HackathonPage
        id={id}
        HackathonDialog={HackathonFormDialog}
        organizers={
          <AfterPaint>
            <OrganizersPanel id={id} />
          </AfterPaint>
        }
      />
      <AfterPaint>
        <HackathonHistory hackathonId={id} />
      </AfterPaint>
    </RenderInSlices>
  )
}
