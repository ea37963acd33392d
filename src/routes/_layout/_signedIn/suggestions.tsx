import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ROLE } from '../../../../common/roles'
import { PageHeader } from '../../../components/Common/PageHeader'
import { SuggestionsReview } from '../../../components/Suggestions/SuggestionsReview'
import { suggestionsQuery } from '../../../components/Suggestions/suggestionsQuery'
import { SUGGESTION_FILTERS, SUGGESTION_TEXTS, type SuggestionFilter } from '../../../components/Suggestions/texts'
import { requireRole } from '../../../lib/guards'
import { parseOneOf } from '../../../lib/search'

export interface SuggestionsSearch {
  filter: SuggestionFilter
}

const DEFAULT_SEARCH: SuggestionsSearch = { filter: 'all' }
const FILTERS = Object.keys(SUGGESTION_FILTERS) as SuggestionFilter[]

export const Route = createFileRoute('/_layout/_signedIn/suggestions')({
  beforeLoad: requireRole(ROLE.editor),
  validateSearch: (search: Record<string, unknown>): SuggestionsSearch => ({
    filter: parseOneOf(search.filter, FILTERS, DEFAULT_SEARCH.filter),
  }),
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(suggestionsQuery(deps.filter))
  },
  component: SuggestionsPage,
})

function SuggestionsPage() {
  const { filter } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <>
      <PageHeader title={SUGGESTION_TEXTS.heading} />
      <SuggestionsReview filter={filter} onFilterChange={(next) => navigate({ search: { filter: next } })} />
    </>
  )
}
