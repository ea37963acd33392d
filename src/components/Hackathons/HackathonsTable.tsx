import { Link, Table, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { FiEdit, FiTrash2 } from 'react-icons/fi'
import type { HackathonSortKey, SortOrder } from '../../../common/hackathons'
import { ROLE } from '../../../common/roles'
import { deleteHackathonMutation, readHackathonsOptions } from '../../client/@tanstack/react-query.gen'
import type { HackathonPublic } from '../../client/types.gen'
import { useAuth } from '../../hooks/useAuth'
import { formatDateTime } from '../../lib/hackathonStatus'
import { invalidateOperations, STALE_AFTER } from '../../lib/queries'
import { PAGE_SIZE } from '../../lib/search'
import { showError, showSuccess } from '../../lib/toasts'
import { ActionsMenu } from '../Common/ActionsMenu'
import { ConfirmDialog } from '../Common/ConfirmDialog'
import { PagedTable } from '../Common/PagedTable'
import { SortableHeader } from '../Common/SortableHeader'
import { HackathonFormDialog } from './HackathonFormDialog'
import { HACKATHON_COLUMNS, HACKATHON_TEXTS } from './texts'

export interface HackathonsTableSearch {
  page: number
  sortBy: HackathonSortKey
  sortOrder: SortOrder
}

export function hackathonsTableQuery({ page, sortBy, sortOrder }: HackathonsTableSearch) {
  return readHackathonsOptions({
    query: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, sort_by: sortBy, sort_order: sortOrder },
  })
}

function HackathonActions({ hackathon }: { hackathon: HackathonPublic }) {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const remove = useMutation({
    ...deleteHackathonMutation(),
    onSuccess: () => {
      showSuccess(HACKATHON_TEXTS.deleted)
      setDeleting(false)
      void invalidateOperations(queryClient, ...STALE_AFTER.hackathonChange)
    },
    onError: (error) => showError(error, HACKATHON_TEXTS.deleteFailed),
  })
  const canDelete = (user?.role ?? ROLE.user) >= ROLE.moderator
  return (
    <>
      <ActionsMenu
        label={`Actions for ${hackathon.name}`}
        actions={[
          { label: HACKATHON_TEXTS.edit, icon: <FiEdit />, onSelect: () => setEditing(true) },
          ...(canDelete
            ? [{ label: HACKATHON_TEXTS.delete, icon: <FiTrash2 />, onSelect: () => setDeleting(true), danger: true }]
            : []),
        ]}
      />
      <HackathonFormDialog hackathon={hackathon} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        onConfirm={() => remove.mutate({ path: { id: hackathon.id } })}
        isPending={remove.isPending}
      >
        {HACKATHON_TEXTS.deleteConfirm}
      </ConfirmDialog>
    </>
  )
}

interface HackathonsTableProps {
  search: HackathonsTableSearch
  onSearchChange: (search: Partial<HackathonsTableSearch>) => void
}

/** The /hackathons table: 10 a page, sortable headers, the previous page kept while the next loads. */
export function HackathonsTable({ search, onSearchChange }: HackathonsTableProps) {
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
  return (
    <PagedTable
      query={hackathonsTableQuery(search)}
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
            <HackathonActions hackathon={hackathon} />
          </Table.Cell>
        </Table.Row>
      )}
    />
  )
}
