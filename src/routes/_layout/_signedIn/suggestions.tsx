import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { tableScreenError } from '../../../components/ScreenStates'
import { requirePermission } from '../../../entities/session/guards'
import { HackathonFormDialog } from '../../../features/hackathon-editor/components/HackathonFormDialog'
import { SCREEN_OPERATION } from '../../../features/shell/screens'
import { SuggestionsReview } from '../../../features/suggestions/components/SuggestionsReview'
import { SUGGESTION_FILTER_VALUES, type SuggestionFilter } from '../../../features/suggestions/filters'
import { suggestionsQuery } from '../../../features/suggestions/queries'
import { SUGGESTION_TEXTS } from '../../../features/suggestions/texts'
import { loadTablePage } from '../../../lib/routing'
import { parseOneOf } from '../../../lib/urlParams'

const DEFAULT_SEARCH: { filter: SuggestionFilter } = { filter: 'all' }

export const Route = createFileRoute('/_layout/_signedIn/suggestions')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/suggestions']),
  validateSearch: (search: Record<string, unknown>) => ({
    filter: parseOneOf(search.filter, SUGGESTION_FILTER_VALUES, DEFAULT_SEARCH.filter),
  }),
  search: { middlewares: [stripSearchParams(DEFAULT_SEARCH)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    loadTablePage(cause, () => queryClient.ensureInfiniteQueryData(suggestionsQuery(deps.filter))),
  errorComponent: tableScreenError(
    () => SUGGESTION_TEXTS.heading,
    () => SUGGESTION_TEXTS.loadError,
  ),
  component: SuggestionsRoute,
})

function SuggestionsRoute() {
  const navigate = Route.useNavigate()
  return (
    <SuggestionsReview
      filter={Route.useSearch().filter}
      onFilterChange={(filter) => navigate({ search: { filter } })}
      AmendDialog={HackathonFormDialog}
    />
  )
}
