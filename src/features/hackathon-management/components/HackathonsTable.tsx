import { Link, Table } from '@chakra-ui/react'
import { type ComponentType, memo, useCallback, useMemo } from 'react'
import { FiEdit, FiRefreshCw } from 'react-icons/fi'
import type { HackathonSortKey, SortOrder } from '../../../../common/hackathon-list'
import type { HackathonPublic } from '../../../client/types.gen'
import { PagedTable } from '../../../components/PagedTable'
import { PaletteBadge } from '../../../components/plain/PaletteBadge'
import { RowActions } from '../../../components/RowActions'
import { SortableHeader } from '../../../components/SortableHeader'
import type { HackathonDialogProps } from '../../../entities/hackathon/formDialog'
import { type HackathonsTableSearch, hackathonsTableQuery } from '../../../entities/hackathon/queries'
import { type HackathonStatus, hackathonStatus, STATUS_COLORS } from '../../../entities/hackathon/status'
import { HACKATHON_STATUS_TEXTS, noMatchSentence, SEARCH_TEXTS } from '../../../entities/hackathon/texts'
import { LinkStatusBadge } from '../../../entities/link-check/components/LinkStatusBadge'
import { useCheckLink } from '../../../entities/link-check/mutations'
import { LINK_WATCH_TEXTS } from '../../../entities/link-check/texts'
import { useMayCall } from '../../../entities/session/hooks'
import { formatDate, formatTime } from '../../../lib/dates'
import { useDeleteHackathon } from '../mutations'
import { HACKATHON_COLUMNS, HACKATHON_MANAGEMENT_TEXTS } from '../texts'

interface HackathonActionsProps {
  hackathon: HackathonPublic
  canDelete: boolean
  canCheckLink: boolean
  HackathonDialog: ComponentType<HackathonDialogProps>
}

/**
 * The row menu: Edit Hackathon (a user's edit is sent for review, as its form says), and Delete
 * Hackathon for the roles that may delete.
 */
function HackathonActions({ hackathon, canDelete, canCheckLink, HackathonDialog }: HackathonActionsProps) {
  const remove = useDeleteHackathon()
  const checkLink = useCheckLink()
  return (
    <RowActions
      label={HACKATHON_MANAGEMENT_TEXTS.actionsFor({ name: hackathon.name })}
      actions={[
        {
          label: HACKATHON_MANAGEMENT_TEXTS.edit,
          icon: <FiEdit />,
          dialog: (state) => <HackathonDialog hackathon={hackathon} {...state} />,
        },
      ]}
      commands={
        canCheckLink
          ? [
              {
                label: LINK_WATCH_TEXTS.checkNow,
                icon: <FiRefreshCw />,
                disabled: checkLink.isPending,
                onSelect: () => checkLink.mutate({ path: { id: hackathon.id } }),
              },
            ]
          : undefined
      }
      deletion={
        canDelete
          ? {
              label: HACKATHON_MANAGEMENT_TEXTS.delete,
              confirm: HACKATHON_MANAGEMENT_TEXTS.deleteConfirm,
              isPending: remove.isPending,
              onConfirm: (done) => remove.mutate({ path: { id: hackathon.id } }, { onSuccess: done }),
            }
          : undefined
      }
    />
  )
}

/** The row's cells, styled by class (see PagedTable): plain elements render at a fraction of the cost. */
const cellStyles = {
  '& .name': { fontWeight: 'medium', minW: '32' },
  '& .nowrap': { whiteSpace: 'nowrap' },
  '& .description': { minW: '24' },
  '& .truncate': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .muted': { color: 'fg.muted' },
  // Under the name on a phone only, what its left-out columns said: where, and where it stands.
  '& .phone-detail': {
    display: { base: 'block', md: 'none' },
    fontWeight: 'normal',
    fontSize: 'xs',
    color: 'fg.muted',
  },
} as const

/** A date as its day, then its time: each kept whole, the time under the day where the column is narrow. */
function DateCell({ value, wide }: { value: string; wide?: boolean }) {
  return (
    <td className={wide ? 'wide' : undefined}>
      <span className="nowrap">{formatDate(value)}</span> <span className="nowrap">{formatTime(value)}</span>
    </td>
  )
}

interface HackathonRowProps {
  hackathon: HackathonPublic
  /** Upcoming, Live or Ended, from the dates, as the cards show it. */
  status: HackathonStatus
  canDelete: boolean
  watchesLinks: boolean
  HackathonDialog: ComponentType<HackathonDialogProps>
}

/** One hackathon of the table; memoised, so a row whose hackathon did not change is not rendered again. */
const HackathonRow = memo(function HackathonRow({
  hackathon,
  status,
  canDelete,
  watchesLinks,
  HackathonDialog,
}: HackathonRowProps) {
  return (
    <tr>
      <td className="name">
        <Link href={hackathon.url} target="_blank" rel="noopener noreferrer">
          {hackathon.name}
        </Link>
        <span className="phone-detail">
          {[hackathon.location, HACKATHON_STATUS_TEXTS[status]].filter(Boolean).join(' · ')}
        </span>
      </td>
      <DateCell value={hackathon.start_date} />
      <DateCell value={hackathon.end_date} wide />
      <td className="wide">
        <PaletteBadge palette={STATUS_COLORS[status]}>{HACKATHON_STATUS_TEXTS[status]}</PaletteBadge>
      </td>
      <td className="description fill wide">
        <p className={hackathon.description ? 'truncate' : 'truncate muted'} title={hackathon.description ?? undefined}>
          {hackathon.description || HACKATHON_MANAGEMENT_TEXTS.notAvailable}
        </p>
      </td>
      <td className="wide">{hackathon.location || HACKATHON_MANAGEMENT_TEXTS.notAvailable}</td>
      <td className="wide">{hackathon.series?.name ?? HACKATHON_MANAGEMENT_TEXTS.notAvailable}</td>
      {watchesLinks && (
        <td className="wide">
          <LinkStatusBadge hackathon={hackathon} />
        </td>
      )}
      <td>
        <HackathonActions
          hackathon={hackathon}
          canDelete={canDelete}
          canCheckLink={watchesLinks}
          HackathonDialog={HackathonDialog}
        />
      </td>
    </tr>
  )
})

interface HackathonsTableProps {
  search: HackathonsTableSearch
  onSearchChange: (search: Partial<HackathonsTableSearch>) => void
  /** The viewer may check links: the table shows each website's link status. */
  watchesLinks: boolean
  /** The form each row's Edit Hackathon opens. */
  HackathonDialog: ComponentType<HackathonDialogProps>
}

/** What the table says when it has no row: nothing matches the search, or nothing is listed yet. */
function emptyTable(q: string | undefined) {
  if (q) return { title: noMatchSentence(q, []), description: SEARCH_TEXTS.tableNoMatchHint }
  return { title: HACKATHON_MANAGEMENT_TEXTS.emptyTitle, description: HACKATHON_MANAGEMENT_TEXTS.emptyDescription }
}

/**
 * The /hackathons table: 10 a page, searched by the search box above it, sortable headers, the
 * previous page kept while the next loads.
 */
export function HackathonsTable({ search, onSearchChange, watchesLinks, HackathonDialog }: HackathonsTableProps) {
  const canDelete = useMayCall('deleteHackathon')
  const { sortBy, sortOrder, q, link } = search
  // The same header cells while only the page changes: they are not rendered again.
  const headers = useMemo(() => {
    const sort = (by: HackathonSortKey, order: SortOrder) => onSearchChange({ sortBy: by, sortOrder: order, page: 1 })
    const header = (column: HackathonSortKey, className?: string) => (
      <SortableHeader
        key={column}
        className={className}
        label={HACKATHON_COLUMNS[column]}
        column={column}
        sortBy={sortBy}
        sortOrder={sortOrder}
        onSort={sort}
      />
    )
    return [
      header('name'),
      header('start_date'),
      header('end_date', 'wide'),
      <Table.ColumnHeader key="status" className="wide">
        {SEARCH_TEXTS.status}
      </Table.ColumnHeader>,
      <Table.ColumnHeader key="description" className="wide">
        {HACKATHON_COLUMNS.description}
      </Table.ColumnHeader>,
      header('location', 'wide'),
      <Table.ColumnHeader key="series" className="wide">
        {HACKATHON_COLUMNS.series}
      </Table.ColumnHeader>,
      ...(watchesLinks
        ? [
            <Table.ColumnHeader key="link" className="wide">
              {LINK_WATCH_TEXTS.linkColumn}
            </Table.ColumnHeader>,
          ]
        : []),
      <Table.ColumnHeader key="actions">{HACKATHON_COLUMNS.actions}</Table.ColumnHeader>,
    ]
  }, [sortBy, sortOrder, watchesLinks, onSearchChange])
  const onPageChange = useCallback((page: number) => onSearchChange({ page }), [onSearchChange])
  const pageQuery = useCallback(
    (page: number) => hackathonsTableQuery({ page, sortBy, sortOrder, q, link }),
    [sortBy, sortOrder, q, link],
  )
  const now = new Date()

  return (
    <PagedTable
      pageQuery={pageQuery}
      caption={HACKATHON_MANAGEMENT_TEXTS.tableCaption}
      page={search.page}
      onPageChange={onPageChange}
      empty={emptyTable(q)}
      headers={headers}
      cellStyles={cellStyles}
      renderRow={(hackathon) => (
        <HackathonRow
          key={hackathon.id}
          hackathon={hackathon}
          status={hackathonStatus(hackathon, now)}
          canDelete={canDelete}
          watchesLinks={watchesLinks}
          HackathonDialog={HackathonDialog}
        />
      )}
    />
  )
}
