import { Link, Table, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { useState } from 'react'
import { FiEdit, FiList, FiTrash2 } from 'react-icons/fi'
import { ROLE } from '../../../common/roles'
import { deleteSeriesMutation, readSeriesListOptions } from '../../client/@tanstack/react-query.gen'
import type { SeriesPublic } from '../../client/types.gen'
import { useAuth } from '../../hooks/useAuth'
import { invalidateOperations, STALE_AFTER } from '../../lib/queries'
import { PAGE_SIZE } from '../../lib/search'
import { showError, showSuccess } from '../../lib/toasts'
import { type Action, ActionsMenu } from '../Common/ActionsMenu'
import { ConfirmDialog } from '../Common/ConfirmDialog'
import { PagedTable } from '../Common/PagedTable'
import { ManageHackathonsDialog } from './ManageHackathonsDialog'
import { SeriesFormDialog } from './SeriesFormDialog'
import { SERIES_COLUMNS, SERIES_TEXTS } from './texts'

export const seriesTableQuery = (page: number) =>
  readSeriesListOptions({ query: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } })

type Dialog = 'edit' | 'manage' | 'delete' | null

/** The row menu: Edit Series and Manage Hackathons for editors, Delete Series from moderator up. */
function SeriesActions({ series }: { series: SeriesPublic }) {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<Dialog>(null)
  const close = (dialog: Exclude<Dialog, null>) => (isOpen: boolean) => setOpen(isOpen ? dialog : null)
  const remove = useMutation({
    ...deleteSeriesMutation(),
    onSuccess: () => {
      showSuccess(SERIES_TEXTS.deleted)
      setOpen(null)
      void invalidateOperations(queryClient, ...STALE_AFTER.seriesChange)
    },
    onError: (error) => showError(error),
  })
  const canDelete = (user?.role ?? ROLE.user) >= ROLE.moderator
  const actions: Action[] = [
    { label: SERIES_TEXTS.edit, icon: <FiEdit />, onSelect: () => setOpen('edit') },
    { label: SERIES_TEXTS.manage, icon: <FiList />, onSelect: () => setOpen('manage') },
    ...(canDelete
      ? [{ label: SERIES_TEXTS.delete, icon: <FiTrash2 />, onSelect: () => setOpen('delete'), danger: true }]
      : []),
  ]
  return (
    <>
      <ActionsMenu label={`Actions for ${series.name}`} actions={actions} />
      <SeriesFormDialog series={series} open={open === 'edit'} onOpenChange={close('edit')} />
      <ManageHackathonsDialog series={series} open={open === 'manage'} onOpenChange={close('manage')} />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close('delete')}
        onConfirm={() => remove.mutate({ path: { id: series.id } })}
        isPending={remove.isPending}
      >
        {SERIES_TEXTS.deleteConfirm(series.name)}
      </ConfirmDialog>
    </>
  )
}

interface SeriesTableProps {
  page: number
  onPageChange: (page: number) => void
}

/** The /series table: names link to the public series pages. */
export function SeriesTable({ page, onPageChange }: SeriesTableProps) {
  return (
    <PagedTable
      query={seriesTableQuery(page)}
      page={page}
      onPageChange={onPageChange}
      empty={{ title: SERIES_TEXTS.emptyTitle, description: SERIES_TEXTS.emptyDescription }}
      headers={[
        <Table.ColumnHeader key="name">{SERIES_COLUMNS.name}</Table.ColumnHeader>,
        <Table.ColumnHeader key="description">{SERIES_COLUMNS.description}</Table.ColumnHeader>,
        <Table.ColumnHeader key="actions" w="0">
          {SERIES_COLUMNS.actions}
        </Table.ColumnHeader>,
      ]}
      renderRow={(series) => (
        <Table.Row key={series.id}>
          <Table.Cell fontWeight="medium" minW="40">
            <Link asChild>
              <RouterLink to="/series/$id" params={{ id: series.id }}>
                {series.name}
              </RouterLink>
            </Link>
          </Table.Cell>
          <Table.Cell maxW="xl">
            <Text truncate title={series.description ?? undefined} color={series.description ? undefined : 'fg.muted'}>
              {series.description || SERIES_TEXTS.notAvailable}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <SeriesActions series={series} />
          </Table.Cell>
        </Table.Row>
      )}
    />
  )
}
