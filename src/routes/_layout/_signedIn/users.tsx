import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback } from 'react'
import { tableScreenError, tableScreenPending } from '../../../components/ScreenStates'
import { requirePermission } from '../../../entities/session/guards'
import { SCREEN_OPERATION } from '../../../features/shell/screens'
import { UserManagement } from '../../../features/users/components/UserManagement'
import { usersTableQuery } from '../../../features/users/queries'
import { USERS_TEXTS } from '../../../features/users/texts'
import { loadTablePage } from '../../../lib/routing'
import { parsePage } from '../../../lib/urlParams'

const DEFAULT_SEARCH = { page: 1 }

export const Route = createFileRoute('/_layout/_signedIn/users')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/users']),
  validateSearch: (search: Record<string, unknown>) => ({ page: parsePage(search.page) }),
  // The first page is plain /users: defaults stay out of the address bar and of shared links.
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadTablePage(cause, () => queryClient.ensureQueryData(usersTableQuery(deps.page))),
  pendingComponent: tableScreenPending(() => USERS_TEXTS.heading),
  errorComponent: tableScreenError(() => USERS_TEXTS.heading),
  component: UsersRoute,
})

function UsersRoute() {
  const navigate = Route.useNavigate()
  const onPageChange = useCallback((page: number) => navigate({ search: { page } }), [navigate])
  return <UserManagement page={Route.useSearch().page} onPageChange={onPageChange} />
}
