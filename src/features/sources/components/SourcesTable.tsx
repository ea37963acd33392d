import { Box, Dialog, Link, Spinner, Table, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { FiEdit, FiPause, FiPlay, FiRefreshCw } from 'react-icons/fi'
import { SOURCE_KIND_LABELS, SOURCE_STATUS_LABELS } from '../../../../common/sources'
import type { SourcePublic } from '../../../client/types.gen'
import { DialogFrame } from '../../../components/DialogFrame'
import { PagedTable } from '../../../components/PagedTable'
import { PaletteBadge } from '../../../components/plain/PaletteBadge'
import { RowActions } from '../../../components/RowActions'
import { useMayCall } from '../../../entities/session/hooks'
import { formatDateTime } from '../../../lib/dates'
import type { Palette } from '../../../theme'
import { useDeleteSource, useRunSource, useSetSourceStatus } from '../mutations'
import { sourcesTableQuery } from '../queries'
import { SOURCE_COLUMNS, SOURCES_TEXTS } from '../texts'
import { RunReport } from './RunReport'
import { SourceFormDialog } from './SourceFormDialog'

const STATUS_PALETTES: Record<SourcePublic['status'], Palette> = { active: 'green', paused: 'gray', failing: 'red' }

/** The row's cell classes (see PagedTable). */
const cellStyles = {
  '& .name': { fontWeight: 'medium', minW: '32' },
  '& .nowrap': { whiteSpace: 'nowrap' },
  '& .number': { textAlign: 'end' },
} as const

/** A source's status in words, and for a failing one the error of its last run. */
function SourceStatus({ source }: { source: SourcePublic }) {
  return (
    <Box>
      <PaletteBadge palette={STATUS_PALETTES[source.status]}>{SOURCE_STATUS_LABELS[source.status]}</PaletteBadge>
      {source.status === 'failing' && source.last_error && (
        <Text fontSize="xs" color="fg.error" mt="1" lineClamp={2} title={source.last_error}>
          {SOURCES_TEXTS.lastError({ error: source.last_error })}
        </Text>
      )}
    </Box>
  )
}

/** Run now: the source is read at once, and its report shown in a dialog. */
function RunDialog({
  source,
  run,
  open,
  onOpenChange,
}: {
  source: SourcePublic
  run: ReturnType<typeof useRunSource>
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={SOURCES_TEXTS.runTitle({ name: source.name })}
      size="lg"
    >
      <Dialog.Body>
        {run.isPending ? (
          <Box role="status" aria-busy="true" display="flex" gap="2" alignItems="center">
            <Spinner size="sm" /> {SOURCES_TEXTS.running}
          </Box>
        ) : (
          run.data && <RunReport report={run.data} />
        )}
      </Dialog.Body>
    </DialogFrame>
  )
}

/** The row menu: Edit, Run now, Pause or Resume, and Delete for the roles that may delete. */
function SourceActions({ source, canDelete }: { source: SourcePublic; canDelete: boolean }) {
  const remove = useDeleteSource()
  const run = useRunSource()
  const setStatus = useSetSourceStatus()
  const [showingRun, setShowingRun] = useState(false)
  const path = { id: source.id }
  const paused = source.status === 'paused'
  return (
    <>
      <RowActions
        label={SOURCES_TEXTS.actionsFor({ name: source.name })}
        actions={[
          {
            label: SOURCES_TEXTS.edit,
            icon: <FiEdit />,
            dialog: (state) => <SourceFormDialog source={source} {...state} />,
          },
        ]}
        commands={[
          {
            label: SOURCES_TEXTS.runNow,
            icon: <FiRefreshCw />,
            disabled: run.isPending,
            onSelect: () => {
              setShowingRun(true)
              // A failed request shows its toast; the dialog has nothing to show then.
              run.mutate({ path }, { onError: () => setShowingRun(false) })
            },
          },
          {
            label: paused ? SOURCES_TEXTS.resume : SOURCES_TEXTS.pause,
            icon: paused ? <FiPlay /> : <FiPause />,
            disabled: setStatus.isPending,
            onSelect: () => setStatus.mutate({ path, body: { status: paused ? 'active' : 'paused' } }),
          },
        ]}
        deletion={
          canDelete
            ? {
                label: SOURCES_TEXTS.delete,
                confirm: SOURCES_TEXTS.deleteConfirm({ name: source.name }),
                isPending: remove.isPending,
                onConfirm: (done) => remove.mutate({ path }, { onSuccess: done }),
              }
            : undefined
        }
      />
      <RunDialog source={source} run={run} open={showingRun} onOpenChange={setShowingRun} />
    </>
  )
}

interface SourcesTableProps {
  page: number
  onPageChange: (page: number) => void
}

/** The /sources table; on a phone, the kind and the listings' count are left out. */
export function SourcesTable({ page, onPageChange }: SourcesTableProps) {
  const canDelete = useMayCall('deleteSource')
  return (
    <PagedTable
      pageQuery={sourcesTableQuery}
      caption={SOURCES_TEXTS.tableCaption}
      page={page}
      onPageChange={onPageChange}
      empty={{ title: SOURCES_TEXTS.emptyTitle, description: SOURCES_TEXTS.emptyDescription }}
      headers={[
        <Table.ColumnHeader key="name">{SOURCE_COLUMNS.name}</Table.ColumnHeader>,
        <Table.ColumnHeader key="kind" className="wide">
          {SOURCE_COLUMNS.kind}
        </Table.ColumnHeader>,
        <Table.ColumnHeader key="status">{SOURCE_COLUMNS.status}</Table.ColumnHeader>,
        <Table.ColumnHeader key="last-run">{SOURCE_COLUMNS.lastRun}</Table.ColumnHeader>,
        <Table.ColumnHeader key="listings" className="wide number">
          {SOURCE_COLUMNS.listings}
        </Table.ColumnHeader>,
        <Table.ColumnHeader key="actions" w="0">
          {SOURCE_COLUMNS.actions}
        </Table.ColumnHeader>,
      ]}
      cellStyles={cellStyles}
      renderRow={(source) => (
        <tr key={source.id}>
          <td className="name">
            <Link href={source.url} target="_blank" rel="noopener noreferrer" title={source.url}>
              {source.name}
            </Link>
          </td>
          <td className="wide nowrap">{SOURCE_KIND_LABELS[source.kind]}</td>
          <td>
            <SourceStatus source={source} />
          </td>
          <td>{source.last_run_at ? formatDateTime(source.last_run_at) : SOURCES_TEXTS.never}</td>
          <td className="wide number">{source.listing_count}</td>
          <td>
            <SourceActions source={source} canDelete={canDelete} />
          </td>
        </tr>
      )}
    />
  )
}
