import { Box, type SystemStyleObject, Table } from '@chakra-ui/react'
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { PAGE_SIZE } from '../lib/urlParams'
import { EmptyState } from './plain/EmptyState'
import { PaginationFooter } from './plain/PaginationFooter'
import { QueryState } from './QueryState'
import { TableSkeleton } from './TableSkeleton'
import { LOAD_ERROR_TEXTS } from './texts'

interface Page<Row> {
  data: Row[]
  count: number
}

interface PagedTableProps<Row, TError, TKey extends QueryKey> {
  /** The generated query options of a page (counted from 1), skip and limit set. */
  pageQuery: (page: number) => UseQueryOptions<Page<Row>, TError, Page<Row>, TKey>
  /** Names the table for assistive technology, e.g. "Hackathons". */
  caption: string
  page: number
  onPageChange: (page: number) => void
  /**
   * The header cells, in column order; the last one is the row actions'. A header and cells with
   * the class `wide` are left out on a phone; those with `fill` take the room left (see tableStyles).
   */
  headers: ReactNode[]
  /**
   * One row of the page: a plain `<tr>` of `<td>`s, which the table styles (see `tableStyles`);
   * the row's own cells are styled by class names that `cellStyles` defines.
   */
  renderRow: (row: Row) => ReactNode
  /** The table's cell classes, e.g. `{ '& .nowrap': { whiteSpace: 'nowrap' } }`: one module-level object. */
  cellStyles?: SystemStyleObject
  empty: { title: string; description: string }
}

const tableStyles = {
  // The body's rows are plain elements styled here, once for the whole table, with the Table
  // recipe's values (size sm, variant line): as a Chakra component per row and per cell, each
  // resolving and hashing its styles at render, a page of ten rows was over a hundred styled
  // components, most of the time from Next page to its rows.
  '& tbody tr': { bg: 'bg' },
  '& tbody td': { textAlign: 'start', px: '2', py: '2', borderBottomWidth: '1px' },
  // A column that only adds detail is marked `wide` (its header and its cells): a phone leaves it
  // out, so the columns that name a row and act on it fit the screen without scrolling.
  '& .wide': { mdDown: { display: 'none' } },
  // A column of long text marked `fill` takes the room the others leave and cuts its text short
  // (the full text in its title): the table then fits its container instead of overflowing it.
  '& .fill': { w: 'full', maxW: '0' },
  // Keeps the last column (the row actions, the only way to edit) in view while a table wider than
  // a phone scrolls sideways; its shadow shows that there is more to the left.
  '& :is(th, td):last-child': {
    position: 'sticky',
    insetInlineEnd: 0,
    bg: 'bg',
    zIndex: 1,
    mdDown: { boxShadow: '-8px 0 8px -8px rgba(0, 0, 0, 0.3)' },
  },
} as const

/**
 * The management tables' one shape: 10 rows a page, a skeleton first, the previous page kept
 * (dimmed) while the next loads, a load error with Retry, an empty state, and page links underneath.
 */
export function PagedTable<Row, TError, TKey extends QueryKey>({
  pageQuery,
  caption,
  page,
  onPageChange,
  headers,
  renderRow,
  cellStyles,
  empty,
}: PagedTableProps<Row, TError, TKey>) {
  const queryClient = useQueryClient()
  const query = useQuery({ ...pageQuery(page), placeholderData: keepPreviousData })
  const { data, isPlaceholderData } = query
  const count = data?.count ?? 0
  const lastPage = Math.max(1, Math.ceil(count / PAGE_SIZE))

  // A page past the end (an old link, or the last row of the last page deleted) shows the last page.
  useEffect(() => {
    if (data && !isPlaceholderData && count > 0 && page > lastPage) onPageChange(lastPage)
  }, [data, isPlaceholderData, count, page, lastPage, onPageChange])

  const table = (body: ReactNode, busy: boolean) => (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      overflowX="auto"
      css={cellStyles ? [tableStyles, cellStyles] : tableStyles}
    >
      <Table.Root
        size="sm"
        interactive
        aria-busy={busy}
        opacity={isPlaceholderData ? 0.6 : 1}
        transition="opacity 0.2s"
      >
        <Table.Header>
          <Table.Row>{headers}</Table.Row>
        </Table.Header>
        {body}
      </Table.Root>
    </Box>
  )

  return (
    <QueryState
      query={query}
      loading={table(<TableSkeleton columns={headers.length} />, true)}
      errorTitle={LOAD_ERROR_TEXTS.list}
      isEmpty={count === 0}
      empty={<EmptyState title={empty.title} description={empty.description} />}
    >
      {table(<Table.Body>{data?.data.map(renderRow)}</Table.Body>, isPlaceholderData)}
      <PaginationFooter
        count={count}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
        // A page pointed at or focused is fetched then, so it shows at once when chosen.
        onPageIntent={(next) => void queryClient.prefetchQuery(pageQuery(next))}
      />
    </QueryState>
  )
}
