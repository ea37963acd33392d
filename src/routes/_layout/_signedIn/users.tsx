import { Button } from '@chakra-ui/react'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { ROLE } from '../../../../common/roles'
import { PageHeader } from '../../../components/Common/PageHeader'
import { USERS_TEXTS } from '../../../components/Users/texts'
import { UserFormDialog } from '../../../components/Users/UserFormDialog'
import { UsersTable, usersTableQuery } from '../../../components/Users/UsersTable'
import { requireRole } from '../../../lib/guards'
import { parsePage } from '../../../lib/search'

export interface UsersSearch {
  page: number
}

const DEFAULT_SEARCH: UsersSearch = { page: 1 }

export const Route = createFileRoute('/_layout/_signedIn/users')({
  beforeLoad: requireRole(ROLE.moderator),
  validateSearch: (search: Record<string, unknown>): UsersSearch => ({ page: parsePage(search.page) }),
  // The first page is plain /users: defaults stay out of the address bar and of shared links.
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the first visit shows the table's skeleton, a page change keeps the previous page.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(usersTableQuery(deps.page))
  },
  component: UserManagement,
})

/** /users (role >= 5): the users table, and adding a user with the roles the viewer may grant. */
function UserManagement() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const [adding, setAdding] = useState(false)
  const onPageChange = useCallback((next: number) => navigate({ search: { page: next } }), [navigate])
  return (
    <>
      <PageHeader
        title={USERS_TEXTS.heading}
        action={
          <Button onClick={() => setAdding(true)}>
            <FiPlus aria-hidden /> {USERS_TEXTS.add}
          </Button>
        }
      />
      <UsersTable page={page} onPageChange={onPageChange} />
      <UserFormDialog open={adding} onOpenChange={setAdding} />
    </>
  )
}
