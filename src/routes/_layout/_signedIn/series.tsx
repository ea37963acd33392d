import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { tableScreenError, tableScreenPending } from '../../../components/ScreenStates'
import { seriesTableQuery } from '../../../entities/series/queries'
import { requirePermission } from '../../../entities/session/guards'
import { SeriesManagement } from '../../../features/series/components/SeriesManagement'
import { SERIES_TEXTS } from '../../../features/series/texts'
import { SCREEN_OPERATION } from '../../../features/shell/screens'
import { loadTablePage } from '../../../lib/routing'
import { parsePage } from '../../../lib/urlParams'

const DEFAULT_SEARCH = { page: 1 }

export const Route = createFileRoute('/_layout/_signedIn/series')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/series']),
  validateSearch: (search: Record<string, unknown>) => ({ page: parsePage(search.page) }),
  // The first page is plain /series: defaults stay out of the address bar and of shared links.
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadTablePage(cause, () => queryClient.ensureQueryData(seriesTableQuery(deps.page))),
  pendingComponent: tableScreenPending(() => SERIES_TEXTS.heading),
  errorComponent: tableScreenError(() => SERIES_TEXTS.heading),
  component: SeriesRoute,
})

function SeriesRoute() {
  const navigate = Route.useNavigate()
  const onPageChange = useCallback((page: number) => navigate({ search: { page } }), [navigate])
  return <SeriesManagement page={Route.useSearch().page} onPageChange={onPageChange} />
}
