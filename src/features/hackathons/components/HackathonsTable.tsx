import { Link, Table, Text } from '@chakra-ui/react'
import { useCallback } from 'react'
import { FiEdit } from 'react-icons/fi'
import type { HackathonSortKey, SortOrder } from '../../../../common/hackathons'
import type { HackathonPublic } from '../../../client/types.gen'
import { PagedTable } from '../../../components/PagedTable'
import { RowActions } from '../../../components/RowActions'
import { SortableHeader } from '../../../components/SortableHeader'
import { formatDateTime } from '../../../lib/dates'
import { useMayCall } from '../../auth/hooks'
import { useDeleteHackathon } from '../mutations'
import { type HackathonsTableSearch, hackathonsTableQuery } from '../queries'
import { HACKATHON_COLUMNS, HACKATHON_TEXTS } from '../texts'
import { HackathonFormDialog } from './HackathonFormDialog'

/** The row menu: Edit Hackathon for everyone here, Delete Hackathon for the roles that may delete. */
function HackathonActions({ hackathon, canDelete }: { hackathon: HackathonPublic; canDelete: boolean }) {
  const remove = useDeleteHackathon()
  return (
    <RowActions
      label={HACKATHON_TEXTS.actionsFor(hackathon.name)}
      actions={[
        {
          label: HACKATHON_TEXTS.edit,
          icon: <FiEdit />,
          dialog: (state) => <HackathonFormDialog hackathon={hackathon} {...state} />,
        },
      ]}
      deletion={
        canDelete
          ? {
              label: HACKATHON_TEXTS.delete,
              confirm: HACKATHON_TEXTS.deleteConfirm,
              isPending: remove.isPending,
              onConfirm: (done) => remove.mutate({ path: { id: hackathon.id } }, { onSuccess: done }),
            }
          : undefined
      }
    />
  )
}

interface HackathonsTableProps {
  search: HackathonsTableSearch
  onSearchChange: (search: Partial<HackathonsTableSearch>) => void
}

/** The /hackathons table: 10 a page, sortable headers, the previous page kept while the next loads. */
export function HackathonsTable({ search, onSearchChange }: HackathonsTableProps) {
  const canDelete = useMayCall('deleteHackathon')
  const sort = (sortBy: HackathonSortKey, sortOrder: SortOrder) => onSearchChange({ sortBy, sortOrder, page: 1 })
  const header = (column: HackathonSortKey) => (
    <SortableHeader
      key={column}
      label={HACKATHON_COLUMNS[column]}
      column={column}
      sortBy={search.sortBy}
      sortOrder={search.sortOrder}
      onSort={sort}
    />
  )
  const onPageChange = useCallback((page: number) => onSearchChange({ page }), [onSearchChange])
  const { sortBy, sortOrder } = search
  const pageQuery = useCallback(
    (page: number) => hackathonsTableQuery({ page, sortBy, sortOrder }),
    [sortBy, sortOrder],
  )

  return (
    <PagedTable
      pageQuery={pageQuery}
      caption={HACKATHON_TEXTS.tableCaption}
      page={search.page}
      onPageChange={onPageChange}
      empty={{ title: HACKATHON_TEXTS.emptyTitle, description: HACKATHON_TEXTS.emptyDescription }}
      headers={[
        header('name'),
        header('start_date'),
        header('end_date'),
        <Table.ColumnHeader key="description">{HACKATHON_COLUMNS.description}</Table.ColumnHeader>,
        header('location'),
        <Table.ColumnHeader key="series">{HACKATHON_COLUMNS.series}</Table.ColumnHeader>,
        <Table.ColumnHeader key="actions">{HACKATHON_COLUMNS.actions}</Table.ColumnHeader>,
      ]}
      renderRow={(hackathon) => (
        <Table.Row key={hackathon.id}>
          <Table.Cell fontWeight="medium" minW="36">
            <Link href={hackathon.url} target="_blank" rel="noopener noreferrer">
              {hackathon.name}
            </Link>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(hackathon.start_date)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDateTime(hackathon.end_date)}</Table.Cell>
          <Table.Cell maxW="56">
            <Text
              truncate
              title={hackathon.description ?? undefined}
              color={hackathon.description ? undefined : 'fg.muted'}
            >
              {hackathon.description || HACKATHON_TEXTS.notAvailable}
            </Text>
          </Table.Cell>
          <Table.Cell>{hackathon.location || HACKATHON_TEXTS.notAvailable}</Table.Cell>
          <Table.Cell>{hackathon.series?.name ?? HACKATHON_TEXTS.notAvailable}</Table.Cell>
          <Table.Cell>
            <HackathonActions hackathon={hackathon} canDelete={canDelete} />
          </Table.Cell>
        </Table.Row>
      )}
    />
  )
}
