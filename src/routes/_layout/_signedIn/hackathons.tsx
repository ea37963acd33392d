import { Button } from '@chakra-ui/react'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { HACKATHON_SORT_KEYS, SORT_ORDERS } from '../../../../common/hackathons'
import { ROLE } from '../../../../common/roles'
import { PageHeader } from '../../../components/Common/PageHeader'
import { HackathonFormDialog } from '../../../components/Hackathons/HackathonFormDialog'
import {
  HackathonsTable,
  type HackathonsTableSearch,
  hackathonsTableQuery,
} from '../../../components/Hackathons/HackathonsTable'
import { HACKATHON_TEXTS } from '../../../components/Hackathons/texts'
import { MySuggestions } from '../../../components/Suggestions/MySuggestions'
import { useAuth } from '../../../hooks/useAuth'
import { parseOneOf, parsePage } from '../../../lib/search'

const DEFAULT_SEARCH: HackathonsTableSearch = { page: 1, sortBy: 'name', sortOrder: 'asc' }

export const Route = createFileRoute('/_layout/_signedIn/hackathons')({
  validateSearch: (search: Record<string, unknown>): HackathonsTableSearch => ({
    page: parsePage(search.page),
    sortBy: parseOneOf(search.sortBy, HACKATHON_SORT_KEYS, DEFAULT_SEARCH.sortBy),
    sortOrder: parseOneOf(search.sortOrder, SORT_ORDERS, DEFAULT_SEARCH.sortOrder),
  }),
  // Defaults stay out of the address: the menu's link opens plain /hackathons.
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(hackathonsTableQuery(deps)),
  component: HackathonsPage,
})

function HackathonsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { user } = useAuth()
  const [adding, setAdding] = useState(false)
  // A user's saves become suggestions: show them what they proposed and what became of it.
  const suggests = user !== undefined && user.role < ROLE.editor
  return (
    <>
      <PageHeader
        title={HACKATHON_TEXTS.heading}
        action={
          <Button onClick={() => setAdding(true)}>
            <FiPlus aria-hidden /> {HACKATHON_TEXTS.add}
          </Button>
        }
      />
      <HackathonsTable
        search={search}
        onSearchChange={(change) => navigate({ search: (previous) => ({ ...previous, ...change }) })}
      />
      {suggests && <MySuggestions />}
      <HackathonFormDialog open={adding} onOpenChange={setAdding} />
    </>
  )
}
