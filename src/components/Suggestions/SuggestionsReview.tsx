import { Alert, Box, Button, Flex, NativeSelect, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { FiTrash2 } from 'react-icons/fi'
import { ROLE } from '../../../common/roles'
import {
  approveSuggestionMutation,
  cleanupSuggestionsMutation,
  rejectSuggestionMutation,
} from '../../client/@tanstack/react-query.gen'
import type { SuggestionPublic } from '../../client/types.gen'
import { useAuth } from '../../hooks/useAuth'
import { useSeriesNames } from '../../hooks/useSeriesNames'
import { invalidateOperations, STALE_AFTER } from '../../lib/queries'
import { showError, showSuccess } from '../../lib/toasts'
import { ConfirmDialog } from '../Common/ConfirmDialog'
import { EmptyState } from '../Common/EmptyState'
import { LoadMoreButton } from '../Common/LoadMoreButton'
import { ReviewButtons, SuggestionCard, SuggestionGrid, suggestionTitleId } from './SuggestionCard'
import { suggestionsQuery } from './suggestionsQuery'
import { SUGGESTION_FILTERS, SUGGESTION_TEXTS, type SuggestionFilter } from './texts'

const FILTERS = Object.keys(SUGGESTION_FILTERS) as SuggestionFilter[]

/** A pending suggestion with its own Accept and Reject, so a review in flight disables only its card. */
function ReviewableSuggestion({
  suggestion,
  seriesNames,
}: {
  suggestion: SuggestionPublic
  seriesNames: ReadonlyMap<string, string>
}) {
  const queryClient = useQueryClient()
  // The reviewed card replaces the buttons that had focus: keyboard users continue from its title.
  const settle = async (stale: readonly string[]) => {
    await invalidateOperations(queryClient, ...stale)
    document.getElementById(suggestionTitleId(suggestion.id))?.focus()
  }
  // A 409 means another editor reviewed it first: the refreshed list shows their decision.
  const onError = (error: unknown) => {
    showError(error)
    void settle(STALE_AFTER.suggestionRejection)
  }
  const approve = useMutation({
    ...approveSuggestionMutation(),
    onSuccess: () => {
      showSuccess(SUGGESTION_TEXTS.accepted)
      return settle(STALE_AFTER.suggestionApproval)
    },
    onError,
  })
  const reject = useMutation({
    ...rejectSuggestionMutation(),
    onSuccess: () => {
      showSuccess(SUGGESTION_TEXTS.rejected)
      return settle(STALE_AFTER.suggestionRejection)
    },
    onError,
  })
  const path = { id: suggestion.id }
  const running = approve.isPending ? 'accept' : reject.isPending ? 'reject' : null
  return (
    <SuggestionCard
      suggestion={suggestion}
      seriesNames={seriesNames}
      pendingActions={
        <ReviewButtons
          running={running}
          onAccept={() => approve.mutate({ path })}
          onReject={() => reject.mutate({ path })}
        />
      }
    />
  )
}

function CleanupButton() {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const [confirming, setConfirming] = useState(false)
  const allowed = (user?.role ?? ROLE.user) >= ROLE.moderator
  const cleanup = useMutation({
    ...cleanupSuggestionsMutation(),
    onSuccess: (answer) => {
      showSuccess(answer.message)
      setConfirming(false)
      return invalidateOperations(queryClient, ...STALE_AFTER.suggestionCleanup)
    },
    onError: (error) => showError(error),
  })
  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        disabled={!allowed}
        title={allowed ? undefined : SUGGESTION_TEXTS.cleanupHint}
        onClick={() => setConfirming(true)}
      >
        <FiTrash2 aria-hidden /> {SUGGESTION_TEXTS.cleanup}
      </Button>
      {allowed && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          confirmLabel={SUGGESTION_TEXTS.cleanupConfirmLabel}
          onConfirm={() => cleanup.mutate({})}
          isPending={cleanup.isPending}
        >
          {SUGGESTION_TEXTS.cleanupConfirm}
        </ConfirmDialog>
      )}
    </>
  )
}

function SuggestionSkeletons() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" aria-busy="true" aria-label="Loading suggestions">
      {[0, 1].map((key) => (
        <Skeleton key={key} h="56" rounded="md" />
      ))}
    </SimpleGrid>
  )
}

interface SuggestionsReviewProps {
  filter: SuggestionFilter
  onFilterChange: (filter: SuggestionFilter) => void
}

/** /suggestions (role >= 1): every suggestion, newest first, to accept or reject (SPEC §2). */
export function SuggestionsReview({ filter, onFilterChange }: SuggestionsReviewProps) {
  const query = useInfiniteQuery(suggestionsQuery(filter))
  const seriesNames = useSeriesNames()
  const suggestions = query.data?.pages.flatMap((page) => page.data) ?? []
  const total = query.data?.pages.at(-1)?.count ?? 0

  let content: ReactNode
  if (query.isPending) content = <SuggestionSkeletons />
  else if (query.isError)
    content = (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{SUGGESTION_TEXTS.loadError}</Alert.Title>
      </Alert.Root>
    )
  else if (suggestions.length === 0) content = <EmptyState title={SUGGESTION_FILTERS[filter].empty} />
  else
    content = (
      <>
        <SuggestionGrid suggestions={suggestions}>
          {(suggestion) =>
            suggestion.status === 'pending' ? (
              <ReviewableSuggestion suggestion={suggestion} seriesNames={seriesNames} />
            ) : (
              <SuggestionCard suggestion={suggestion} seriesNames={seriesNames} />
            )
          }
        </SuggestionGrid>
        <LoadMoreButton query={query} label={SUGGESTION_TEXTS.loadMore} />
      </>
    )

  return (
    <>
      <Flex justify="space-between" align="end" gap="4" wrap="wrap" mb="5">
        <Box>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field
              aria-label={SUGGESTION_TEXTS.filterLabel}
              value={filter}
              onChange={(event) => onFilterChange(event.currentTarget.value as SuggestionFilter)}
            >
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {SUGGESTION_FILTERS[value].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite" minH="5">
            {query.isSuccess && SUGGESTION_TEXTS.showing(suggestions.length, total)}
          </Text>
        </Box>
        <CleanupButton />
      </Flex>
      {content}
    </>
  )
}
