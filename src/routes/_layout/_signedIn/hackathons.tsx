import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { HACKATHON_SORT_KEYS, SORT_ORDERS } from '../../../../common/hackathon-list'
import { tableScreenError, tableScreenPending } from '../../../components/ScreenStates'
import { parseSearchText } from '../../../entities/hackathon/homeSearch'
import { type HackathonsTableSearch, hackathonsTableQuery } from '../../../entities/hackathon/queries'
import { requirePermission } from '../../../entities/session/guards'
import { HackathonFormDialog } from '../../../features/hackathon-editor/components/HackathonFormDialog'
import { HackathonManagement } from '../../../features/hackathon-management/components/HackathonManagement'
import { HACKATHON_MANAGEMENT_TEXTS } from '../../../features/hackathon-management/texts'
import { SCREEN_OPERATION } from '../../../features/shell/screens'
import { MySuggestions } from '../../../features/suggestions/components/MySuggestions'
import { loadTablePage } from '../../../lib/routing'
import { parseOneOf, parsePage } from '../../../lib/urlParams'

const DEFAULT_SEARCH: HackathonsTableSearch = { page: 1, sortBy: 'name', sortOrder: 'asc' }

export const Route = createFileRoute('/_layout/_signedIn/hackathons')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/hackathons']),
  validateSearch: (search: Record<string, unknown>): HackathonsTableSearch => ({
    page: parsePage(search.page),
    sortBy: parseOneOf(search.sortBy, HACKATHON_SORT_KEYS, DEFAULT_SEARCH.sortBy),
    sortOrder: parseOneOf(search.sortOrder, SORT_ORDERS, DEFAULT_SEARCH.sortOrder),
    q: parseSearchText(search.q),
    link: search.link === 'unreachable' ? 'unreachable' : undefined,
  }),
  // Defaults stay out of the address: the menu's link opens plain /hackathons.
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadTablePage(cause, () => queryClient.ensureQueryData(hackathonsTableQuery(deps))),
  pendingComponent: tableScreenPending(() => HACKATHON_MANAGEMENT_TEXTS.heading),
  errorComponent: tableScreenError(() => HACKATHON_MANAGEMENT_TEXTS.heading),
  component: HackathonsRoute,
})

function HackathonsRoute() {
  const navigate = Route.useNavigate()
  // One function for the screen's life: what does not depend on the page is not rendered again with it.
  const onSearchChange = useCallback(
    (change: Partial<HackathonsTableSearch>, options?: { replace?: boolean }) =>
      navigate({ search: (previous) => ({ ...previous, ...change }), replace: options?.replace }),
    [navigate],
  )
  return (
    <HackathonManagement
      search={Route.useSearch()}
      onSearchChange={onSearchChange}
      mySuggestions={<MySuggestions />}
      HackathonDialog={HackathonFormDialog}
    />
  )
}
