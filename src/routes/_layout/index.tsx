import { createFileRoute } from '@tanstack/react-router'
import { filtersOf, parseHomeSearch } from '../../entities/hackathon/homeSearch'
import { loadHomepage } from '../../entities/hackathon/queries'
import { SearchAlertsButton } from '../../features/alerts/components/AlertsButton'
import { SuggestHackathonButton } from '../../features/hackathon-editor/components/SuggestHackathonButton'
import { Homepage, HomepageError, HomepagePending } from '../../features/homepage/components/Homepage'
import { webhookFromSearchLink } from '../../features/webhooks/fromSearch'
import { loadTablePage } from '../../lib/routing'

export const Route = createFileRoute('/_layout/')({
  validateSearch: parseHomeSearch,
  // Opening the suggest form loads nothing: only the filters make the lists.
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context: { queryClient }, deps, cause }) => loadTablePage(cause, () => loadHomepage(queryClient, deps)),
  pendingComponent: HomepagePending,
  errorComponent: HomepageError,
  component: HomeRoute,
})

function HomeRoute() {
  const navigate = Route.useNavigate()
  return (
    <Homepage
      search={Route.useSearch()}
      onSearchChange={(search, options) => navigate({ search, replace: options?.replace, resetScroll: false })}
      alertsButton={(filters) => <SearchAlertsButton filters={filters} />}
      subscribeItems={(filters) => [webhookFromSearchLink(filters)]}
      suggestButton={(request) => <SuggestHackathonButton {...request} />}
    />
  )
}
