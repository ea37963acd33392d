import { Link, Table, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { FiEdit, FiList } from 'react-icons/fi'
import type { SeriesPublic } from '../../../client/types.gen'
import { PagedTable } from '../../../components/PagedTable'
import { RowActions } from '../../../components/RowActions'
import { seriesTableQuery } from '../../../entities/series/queries'
import { useMayCall } from '../../../entities/session/hooks'
import { useDeleteSeries } from '../mutations'
import { SERIES_COLUMNS, SERIES_TEXTS } from '../texts'
import { ManageHackathonsDialog } from './ManageHackathonsDialog'
import { SeriesFormDialog } from './SeriesFormDialog'

/** The row's cell classes (see PagedTable). */
const cellStyles = {
  '& .name': { fontWeight: 'medium', minW: '40' },
  '& .description': { minW: '24' },
} as const

/** The row menu: Edit Series and Manage Hackathons, and Delete Series for the roles that may delete. */
function SeriesActions({ series, canDelete }: { series: SeriesPublic; canDelete: boolean }) {
  const remove = useDeleteSeries()
  return (
    <RowActions
      label={SERIES_TEXTS.actionsFor({ name: series.name })}
      actions={[
        {
          label: SERIES_TEXTS.edit,
          icon: <FiEdit />,
          dialog: (state) => <SeriesFormDialog series={series} {...state} />,
        },
        {
          label: SERIES_TEXTS.manage,
          icon: <FiList />,
          dialog: (state) => <ManageHackathonsDialog series={series} {...state} />,
        },
      ]}
      deletion={
        canDelete
          ? {
              label: SERIES_TEXTS.delete,
              confirm: SERIES_TEXTS.deleteConfirm({ name: series.name }),
              isPending: remove.isPending,
              onConfirm: (done) => remove.mutate({ path: { id: series.id } }, { onSuccess: done }),
            }
          : undefined
      }
    />
  )
}

interface SeriesTableProps {
  page: number
  onPageChange: (page: number) => void
}

/** The /series table: names link to the public series pages. */
export function SeriesTable({ page, onPageChange }: SeriesTableProps) {
  const canDelete = useMayCall('deleteSeries')
  return (
    <PagedTable
      pageQuery={seriesTableQuery}
      caption={SERIES_TEXTS.tableCaption}
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
      cellStyles={cellStyles}
      renderRow={(series) => (
        <tr key={series.id}>
          <td className="name">
            <Link asChild>
              <RouterLink to="/series/$id" params={{ id: series.id }}>
                {series.name}
              </RouterLink>
            </Link>
          </td>
          <td className="description fill">
            <Text truncate title={series.description ?? undefined} color={series.description ? undefined : 'fg.muted'}>
              {series.description || SERIES_TEXTS.notAvailable}
            </Text>
          </td>
          <td>
            <SeriesActions series={series} canDelete={canDelete} />
          </td>
        </tr>
      )}
    />
  )
}
