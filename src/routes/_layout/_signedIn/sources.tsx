import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { tableScreenError, tableScreenPending } from '../../../components/ScreenStates'
import { requirePermission } from '../../../entities/session/guards'
import { SCREEN_OPERATION } from '../../../features/shell/screens'
import { SourcesManagement } from '../../../features/sources/components/SourcesManagement'
import { sourcesTableQuery } from '../../../features/sources/queries'
import { SOURCES_TEXTS } from '../../../features/sources/texts'
import { loadTablePage } from '../../../lib/routing'
import { parsePage } from '../../../lib/urlParams'

const DEFAULT_SEARCH = { page: 1 }

export const Route = createFileRoute('/_layout/_signedIn/sources')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/sources']),
  validateSearch: (search: Record<string, unknown>) => ({ page: parsePage(search.page) }),
  // The first page is plain /sources: defaults stay out of the address bar and of shared links.
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadTablePage(cause, () => queryClient.ensureQueryData(sourcesTableQuery(deps.page))),
  pendingComponent: tableScreenPending(() => SOURCES_TEXTS.heading),
  errorComponent: tableScreenError(() => SOURCES_TEXTS.heading),
  component: SourcesRoute,
})

function SourcesRoute() {
  const navigate = Route.useNavigate()
  const onPageChange = useCallback((page: number) => navigate({ search: { page } }), [navigate])
  return <SourcesManagement page={Route.useSearch().page} onPageChange={onPageChange} />
}
