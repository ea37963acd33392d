import { Alert, Box, Table } from '@chakra-ui/react'
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { PAGE_SIZE } from '../../lib/search'
import { EmptyState } from './EmptyState'
import { PaginationFooter } from './PaginationFooter'
import { TableSkeleton } from './TableSkeleton'

export const LOAD_ERROR = 'This list could not be loaded. Please try again later.'

interface Page<Row> {
  data: Row[]
  count: number
}

interface PagedTableProps<Row, TError, TKey extends QueryKey> {
  /** The generated query options of the current page (skip and limit already set). */
  query: UseQueryOptions<Page<Row>, TError, Page<Row>, TKey>
  page: number
  onPageChange: (page: number) => void
  /** The header cells, in column order. */
  headers: ReactNode[]
  /** One `Table.Row` per row of the page. */
  renderRow: (row: Row) => ReactNode
  empty: { title: string; description: string }
}

/**
 * The management tables' one shape: 10 rows a page, a skeleton first, the previous page kept
 * (dimmed) while the next loads, an empty state, and page links underneath.
 */
export function PagedTable<Row, TError, TKey extends QueryKey>({
  query,
  page,
  onPageChange,
  headers,
  renderRow,
  empty,
}: PagedTableProps<Row, TError, TKey>) {
  const { data, isPending, isError, isPlaceholderData } = useQuery({ ...query, placeholderData: keepPreviousData })
  const count = data?.count ?? 0
  const lastPage = Math.max(1, Math.ceil(count / PAGE_SIZE))

  // A page past the end (an old link, or the last row of the last page deleted) shows the last page.
  useEffect(() => {
    if (data && !isPlaceholderData && count > 0 && page > lastPage) onPageChange(lastPage)
  }, [data, isPlaceholderData, count, page, lastPage, onPageChange])

  if (isError && !data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{LOAD_ERROR}</Alert.Title>
      </Alert.Root>
    )
  }
  if (data?.count === 0) return <EmptyState title={empty.title} description={empty.description} />
  return (
    <>
      <Box overflowX="auto" opacity={isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
        <Table.Root size="sm" interactive aria-busy={isPending || isPlaceholderData}>
          <Table.Header>
            <Table.Row>{headers}</Table.Row>
          </Table.Header>
          {isPending ? (
            <TableSkeleton columns={headers.length} />
          ) : (
            <Table.Body>{data?.data.map(renderRow)}</Table.Body>
          )}
        </Table.Root>
      </Box>
      <PaginationFooter count={count} page={page} pageSize={PAGE_SIZE} onPageChange={onPageChange} />
    </>
  )
}
