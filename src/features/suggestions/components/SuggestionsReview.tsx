import { Box, Button, Dialog, Flex, List, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { type ComponentType, useState } from 'react'
import { FiCheckCircle, FiEdit2, FiTrash2 } from 'react-icons/fi'
import type { SuggestionPublic } from '../../../client/types.gen'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { DialogFrame } from '../../../components/DialogFrame'
import { PageHeader } from '../../../components/PageHeader'
import { EmptyState } from '../../../components/plain/EmptyState'
import { LoadMoreButton } from '../../../components/plain/LoadMoreButton'
import { QueryState } from '../../../components/QueryState'
import type { HackathonDialogProps } from '../../../entities/hackathon/formDialog'
import { useSeriesNames } from '../../../entities/series/hooks'
import { useMayCall } from '../../../entities/session/hooks'
import { loadingStatus } from '../../../lib/loadingStatus'
import { invalidateOperations, STALE_AFTER } from '../../../lib/queries'
import { type AmendVariables, amendedValues } from '../amend'
import { SUGGESTION_FILTER_VALUES, type SuggestionFilter } from '../filters'
import {
  useAcceptAllFromSource,
  useAmendAndAccept,
  useApproveSuggestion,
  useCleanupSuggestions,
  useRejectSuggestion,
} from '../mutations'
import { suggestionsQuery } from '../queries'
import { SUGGESTION_FILTERS, SUGGESTION_TEXTS } from '../texts'
import { ReviewButtons, SuggestionCard, SuggestionGrid, suggestionTitleId } from './SuggestionCard'

/**
 * The hackathon form, opened to amend a suggestion and accept it: the screen gives it, since the
 * form is the editor feature's. `hackathon` is the one an update suggestion changes.
 */
export interface AmendDialogProps extends HackathonDialogProps {
  target: {
    id: string
    values: ReturnType<typeof amendedValues>
    title: string
    submitLabel: string
    save: {
      mutate: (variables: AmendVariables, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void
      isPending: boolean
    }
  }
}

/** A pending suggestion with its own Accept and Reject, so a review in flight disables only its card. */
function ReviewableSuggestion({
  suggestion,
  seriesNames,
  AmendDialog,
  acceptAll,
}: {
  suggestion: SuggestionPublic
  seriesNames: ReadonlyMap<string, string>
  AmendDialog?: ComponentType<AmendDialogProps>
  acceptAll: AcceptAll
}) {
  const queryClient = useQueryClient()
  const approve = useApproveSuggestion()
  const reject = useRejectSuggestion()
  const amend = useAmendAndAccept()
  const [amending, setAmending] = useState(false)
  // The reviewed card replaces the buttons that had focus: keyboard users continue from its title.
  const focusTitle = () => document.getElementById(suggestionTitleId(suggestion.id))?.focus()
  // A 409 means another editor reviewed it first: the refreshed list shows their decision.
  const onError = () => invalidateOperations(queryClient, ...STALE_AFTER.suggestionRejection).then(focusTitle)
  const path = { id: suggestion.id }
  const running = approve.isPending || amend.isPending ? 'accept' : reject.isPending ? 'reject' : null
  return (
    <SuggestionCard
      suggestion={suggestion}
      seriesNames={seriesNames}
      pendingActions={
        <>
          <ReviewButtons
            running={running}
            onAccept={() => approve.mutate({ path }, { onSuccess: focusTitle, onError })}
            onReject={() => reject.mutate({ path }, { onSuccess: focusTitle, onError })}
          />
          {suggestion.source === 'import' && suggestion.source_id && (
            <Button
              size="sm"
              variant="outline"
              disabled={running !== null || acceptAll.isPending}
              loading={acceptAll.isPending && acceptAll.sourceId === suggestion.source_id}
              onClick={() =>
                suggestion.source_id && acceptAll.start(suggestion.source_id, suggestion.source_name ?? '')
              }
            >
              <FiCheckCircle aria-hidden /> {SUGGESTION_TEXTS.acceptAll}
            </Button>
          )}
          {AmendDialog && (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setAmending(true)}
                disabled={running !== null}
                title={SUGGESTION_TEXTS.amendHint}
              >
                <FiEdit2 aria-hidden /> {SUGGESTION_TEXTS.amend}
              </Button>
              <AmendDialog
                hackathon={suggestion.hackathon ?? undefined}
                open={amending}
                onOpenChange={setAmending}
                target={{
                  id: suggestion.id,
                  values: amendedValues(suggestion),
                  title: SUGGESTION_TEXTS.amendTitle,
                  submitLabel: SUGGESTION_TEXTS.amendSubmit,
                  save: {
                    isPending: amend.isPending,
                    mutate: (variables, options) =>
                      amend.mutate(variables, {
                        onSuccess: () => {
                          options.onSuccess()
                          focusTitle()
                        },
                        onError: options.onError,
                      }),
                  },
                }}
              />
            </>
          )}
        </>
      }
    />
  )
}

/** Accept all from this source, as the cards start it: one run at a time for the whole list. */
interface AcceptAll {
  start: (sourceId: string, sourceName: string) => void
  isPending: boolean
  sourceId: string | undefined
}

/**
 * Accept all from this source: every pending suggestion the source filed, at once, then what was
 * accepted and what could not be, each with the server's reason. The list keeps it, not a card:
 * the card that started it stops being pending as soon as it is accepted.
 */
function useAcceptAll() {
  const mutation = useAcceptAllFromSource()
  const [source, setSource] = useState<{ id: string; name: string } | null>(null)
  const [open, setOpen] = useState(false)
  const acceptAll: AcceptAll = {
    start: (sourceId, sourceName) => {
      setSource({ id: sourceId, name: sourceName })
      setOpen(true)
      mutation.mutate(sourceId, { onError: () => setOpen(false) })
    },
    isPending: mutation.isPending,
    sourceId: source?.id,
  }
  const result = mutation.data
  const dialog = source && (
    <DialogFrame open={open} onOpenChange={setOpen} title={SUGGESTION_TEXTS.acceptAllTitle({ name: source.name })}>
      <Dialog.Body>
        {mutation.isPending || !result ? (
          <Text role="status" aria-busy="true">
            {SUGGESTION_TEXTS.acceptAllRunning}
          </Text>
        ) : (
          <Stack gap="2" role="status">
            <Text fontWeight="semibold">{SUGGESTION_TEXTS.acceptedCount({ count: result.approved })}</Text>
            {result.failed.length > 0 && (
              <>
                <Text color="fg.error">{SUGGESTION_TEXTS.notAccepted({ count: result.failed.length })}</Text>
                <List.Root ps="5" fontSize="sm" gap="1">
                  {result.failed.map((failure) => (
                    <List.Item key={failure.id}>
                      {SUGGESTION_TEXTS.notAcceptedItem({
                        name: failure.name ?? SUGGESTION_TEXTS.newHackathon,
                        reason: failure.detail,
                      })}
                    </List.Item>
                  ))}
                </List.Root>
              </>
            )}
          </Stack>
        )}
      </Dialog.Body>
    </DialogFrame>
  )
  return { acceptAll, dialog }
}

/** Cleanup is shown to every reviewer, and enabled for the roles that may delete reviewed suggestions. */
function CleanupButton() {
  const [confirming, setConfirming] = useState(false)
  const allowed = useMayCall('cleanupSuggestions')
  const cleanup = useCleanupSuggestions()
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
          onConfirm={() => cleanup.mutate({}, { onSuccess: () => setConfirming(false) })}
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
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" {...loadingStatus(SUGGESTION_TEXTS.loading)}>
      {[0, 1].map((key) => (
        <Skeleton key={key} h="56" rounded="md" />
      ))}
    </SimpleGrid>
  )
}

interface SuggestionsReviewProps {
  filter: SuggestionFilter
  onFilterChange: (filter: SuggestionFilter) => void
  /** The form a pending suggestion is amended in before it is accepted. */
  AmendDialog?: ComponentType<AmendDialogProps>
}

/** /suggestions: every suggestion, newest first, to accept, amend and accept, or reject. */
export function SuggestionsReview({ filter, onFilterChange, AmendDialog }: SuggestionsReviewProps) {
  const query = useInfiniteQuery(suggestionsQuery(filter))
  const seriesNames = useSeriesNames()
  const { acceptAll, dialog: acceptAllDialog } = useAcceptAll()
  const suggestions = query.data?.pages.flatMap((page) => page.data) ?? []
  const total = query.data?.pages.at(-1)?.count ?? 0

  return (
    <>
      <PageHeader title={SUGGESTION_TEXTS.heading} />
      <Flex justify="space-between" align="end" gap="4" wrap="wrap" mb="5">
        <Box>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field
              aria-label={SUGGESTION_TEXTS.filterLabel}
              value={filter}
              onChange={(event) => onFilterChange(event.currentTarget.value as SuggestionFilter)}
            >
              {SUGGESTION_FILTER_VALUES.map((value) => (
                <option key={value} value={value}>
                  {SUGGESTION_FILTERS[value].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Text fontSize="sm" color="fg.muted" mt="2" aria-live="polite" minH="5">
            {query.isSuccess && SUGGESTION_TEXTS.showing({ shown: suggestions.length, total })}
          </Text>
        </Box>
        <CleanupButton />
      </Flex>
      <QueryState
        query={query}
        loading={<SuggestionSkeletons />}
        errorTitle={SUGGESTION_TEXTS.loadError}
        isEmpty={suggestions.length === 0}
        empty={<EmptyState title={SUGGESTION_FILTERS[filter].empty} />}
      >
        <SuggestionGrid suggestions={suggestions}>
          {(suggestion) =>
            suggestion.status === 'pending' ? (
              <ReviewableSuggestion
                suggestion={suggestion}
                seriesNames={seriesNames}
                AmendDialog={AmendDialog}
                acceptAll={acceptAll}
              />
            ) : (
              <SuggestionCard suggestion={suggestion} seriesNames={seriesNames} />
            )
          }
        </SuggestionGrid>
        <LoadMoreButton query={query} label={SUGGESTION_TEXTS.loadMore} />
      </QueryState>
      {acceptAllDialog}
    </>
  )
}
