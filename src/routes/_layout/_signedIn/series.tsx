import { Button } from '@chakra-ui/react'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { ROLE } from '../../../../common/roles'
import { PageHeader } from '../../../components/Common/PageHeader'
import { SeriesFormDialog } from '../../../components/Series/SeriesFormDialog'
import { SeriesTable, seriesTableQuery } from '../../../components/Series/SeriesTable'
import { SERIES_TEXTS } from '../../../components/Series/texts'
import { useAuth } from '../../../hooks/useAuth'
import { requireRole } from '../../../lib/guards'
import { parsePage } from '../../../lib/search'

export interface SeriesSearch {
  page: number
}

const DEFAULT_SEARCH: SeriesSearch = { page: 1 }

export const Route = createFileRoute('/_layout/_signedIn/series')({
  beforeLoad: requireRole(ROLE.editor),
  validateSearch: (search: Record<string, unknown>): SeriesSearch => ({ page: parsePage(search.page) }),
  // The first page is plain /series: defaults stay out of the address bar and of shared links.
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the first visit shows the table's skeleton, a page change keeps the previous page.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(seriesTableQuery(deps.page))
  },
  component: SeriesManagement,
})

/** /series (role >= 1): the series table; adding a series is for moderators and admins. */
function SeriesManagement() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { user } = useAuth()
  const [adding, setAdding] = useState(false)
  const canAdd = (user?.role ?? ROLE.user) >= ROLE.moderator
  const onPageChange = useCallback((next: number) => navigate({ search: { page: next } }), [navigate])
  return (
    <>
      <PageHeader
        title={SERIES_TEXTS.heading}
        action={
          canAdd && (
            <Button onClick={() => setAdding(true)}>
              <FiPlus aria-hidden /> {SERIES_TEXTS.add}
            </Button>
          )
        }
      />
      <SeriesTable page={page} onPageChange={onPageChange} />
      {canAdd && <SeriesFormDialog open={adding} onOpenChange={setAdding} />}
    </>
  )
}
