import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FiArrowRight, FiRotateCcw } from 'react-icons/fi'
import {
  FIELD_LABELS,
  HACKATHON_FIELD_NAMES,
  HACKATHON_FIELDS,
  type HackathonField,
} from '../../../../common/hackathon-fields'
import { REVISION_SOURCE_LABELS } from '../../../../common/revisions'
import type { RevertSkipped, RevisionPublic } from '../../../client/types.gen'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { EmptyState } from '../../../components/plain/EmptyState'
import { LoadMoreButton } from '../../../components/plain/LoadMoreButton'
import { QueryState } from '../../../components/QueryState'
import { valueInWords } from '../../../entities/hackathon/fields'
import { useSeriesNames } from '../../../entities/series/hooks'
import { useMayCall } from '../../../entities/session/hooks'
import { formatDateTime } from '../../../lib/dates'
import { loadingStatus } from '../../../lib/loadingStatus'
import { useRevertRevision, useRevertUserChanges } from '../mutations'
import { revisionsQuery } from '../queries'
import { HISTORY_TEXTS } from '../texts'
import { SkippedReverts } from './SkippedReverts'

const isField = (name: string): name is HackathonField => Object.hasOwn(HACKATHON_FIELDS, name)

/** Who made a change, by display name only: the history never holds an e-mail. */
function authorOf(revision: RevisionPublic): string {
  if (revision.author) return revision.author
  return revision.source === 'link_watch' && !revision.author_id ? HISTORY_TEXTS.linkWatch : HISTORY_TEXTS.someone
}

/** A recorded value in words: a series by its name, a field by its type; null when it says nothing. */
function valueText(field: string, value: unknown, seriesNames: ReadonlyMap<string, string>): string | null {
  if (field === 'series_id' && typeof value === 'string') return seriesNames.get(value) ?? value
  if (isField(field)) return valueInWords(field, value)
  return value === null || value === undefined ? null : String(value)
}

function ValueText({
  field,
  value,
  seriesNames,
}: {
  field: string
  value: unknown
  seriesNames: ReadonlyMap<string, string>
}) {
  const words = valueText(field, value, seriesNames)
  if (words === null) {
    return (
      <Text as="span" color="fg.muted" fontStyle="italic">
        {HISTORY_TEXTS.emptyValue}
      </Text>
    )
  }
  return (
    <Text as="span" overflowWrap="anywhere">
      {words}
    </Text>
  )
}

/** Revert and "Revert all by … since", for the roles that may; each asks first. */
function RevertActions({ revision }: { revision: RevisionPublic }) {
  const mayRevert = useMayCall('revertRevision') && revision.source !== 'create'
  const mayRevertAll = useMayCall('revertUserChanges') && revision.author_id !== null
  const revert = useRevertRevision()
  const revertAll = useRevertUserChanges()
  const [confirming, setConfirming] = useState<'one' | 'all' | null>(null)
  const [skipped, setSkipped] = useState<readonly RevertSkipped[]>([])
  if (!mayRevert && !mayRevertAll) return null
  const who = authorOf(revision)
  const close = () => setConfirming(null)
  return (
    <HStack gap="2" wrap="wrap">
      {mayRevert && (
        <Button size="xs" variant="outline" onClick={() => setConfirming('one')}>
          <FiRotateCcw aria-hidden /> {HISTORY_TEXTS.revert}
        </Button>
      )}
      {mayRevertAll && (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming('all')}>
          <FiRotateCcw aria-hidden /> {HISTORY_TEXTS.revertAllBy({ who })}
        </Button>
      )}
      <ConfirmDialog
        open={confirming === 'one'}
        onOpenChange={(open) => !open && close()}
        confirmLabel={HISTORY_TEXTS.revert}
        isPending={revert.isPending}
        onConfirm={() => revert.mutate({ path: { id: revision.id } }, { onSuccess: close })}
      >
        {HISTORY_TEXTS.revertConfirm}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'all'}
        onOpenChange={(open) => !open && close()}
        confirmLabel={HISTORY_TEXTS.revertAllBy({ who })}
        isPending={revertAll.isPending}
        onConfirm={() =>
          revision.author_id &&
          revertAll.mutate(
            { path: { id: revision.author_id }, body: { since: revision.created_at } },
            {
              onSuccess: (answer) => {
                close()
                setSkipped(answer.skipped)
              },
            },
          )
        }
      >
        {HISTORY_TEXTS.revertAllConfirm({ who, date: formatDateTime(revision.created_at) })}
      </ConfirmDialog>
      <SkippedReverts skipped={skipped} onClose={() => setSkipped([])} />
    </HStack>
  )
}

function RevisionItem({
  revision,
  seriesNames,
}: {
  revision: RevisionPublic
  seriesNames: ReadonlyMap<string, string>
}) {
  // In the field table's order, as every form and diff shows them.
  const fields = Object.keys(revision.changes).sort(
    (a, b) => HACKATHON_FIELD_NAMES.indexOf(a as HackathonField) - HACKATHON_FIELD_NAMES.indexOf(b as HackathonField),
  )
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-source={revision.source}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Text fontWeight="medium">
            {revision.source === 'import' && revision.source_name
              ? HISTORY_TEXTS.howFromSource({
                  how: REVISION_SOURCE_LABELS[revision.source],
                  name: revision.source_name,
                })
              : REVISION_SOURCE_LABELS[revision.source]}{' '}
            <Text as="span" fontWeight="normal" color="fg.muted">
              {HISTORY_TEXTS.byWhen({ who: authorOf(revision), when: formatDateTime(revision.created_at) })}
            </Text>
          </Text>
          <RevertActions revision={revision} />
        </HStack>
        <Box as="dl" aria-label={HISTORY_TEXTS.changeList} fontSize="sm">
          {fields.map((field) => {
            const change = revision.changes[field]
            return (
              <HStack key={field} gap="2" align="baseline" wrap="wrap">
                <Text as="dt" fontWeight="medium">
                  {HISTORY_TEXTS.fieldName({ field: isField(field) ? FIELD_LABELS[field] : field })}
                </Text>
                <HStack as="dd" gap="2" align="baseline" wrap="wrap">
                  <ValueText field={field} value={change?.from} seriesNames={seriesNames} />
                  <FiArrowRight aria-label={HISTORY_TEXTS.to} />
                  <ValueText field={field} value={change?.to} seriesNames={seriesNames} />
                </HStack>
              </HStack>
            )
          })}
        </Box>
      </Stack>
    </Box>
  )
}

/** The recorded changes of one hackathon, newest first, with Load more; moderators revert from here. */
export function RevisionList({ hackathonId }: { hackathonId: string }) {
  const query = useInfiniteQuery(revisionsQuery(hackathonId))
  const seriesNames = useSeriesNames()
  const revisions = query.data?.pages.flatMap((page) => page.data) ?? []
  return (
    <QueryState
      query={query}
      loading={<Skeleton h="24" rounded="md" {...loadingStatus(HISTORY_TEXTS.loading)} />}
      errorTitle={HISTORY_TEXTS.loadError}
      isEmpty={revisions.length === 0}
      empty={<EmptyState title={HISTORY_TEXTS.empty} />}
    >
      <Stack as="ol" gap="3" listStyleType="none">
        {revisions.map((revision) => (
          <RevisionItem key={revision.id} revision={revision} seriesNames={seriesNames} />
        ))}
      </Stack>
      <LoadMoreButton query={query} label={HISTORY_TEXTS.loadMore} />
    </QueryState>
  )
}
