import { Button, Table } from '@chakra-ui/react'
import { FiArrowDown, FiArrowUp } from 'react-icons/fi'
import type { SortOrder } from '../../common/hackathon-list'

interface SortableHeaderProps<K extends string> {
  label: string
  column: K
  sortBy: K
  sortOrder: SortOrder
  onSort: (column: K, order: SortOrder) => void
  /** The column's class in its table (PagedTable's `wide`, left out on a phone). */
  className?: string
}

/** A column header that sorts by its column; clicking the sorted column again toggles the order. */
export function SortableHeader<K extends string>({
  label,
  column,
  sortBy,
  sortOrder,
  onSort,
  className,
}: SortableHeaderProps<K>) {
  const active = column === sortBy
  const next: SortOrder = active && sortOrder === 'asc' ? 'desc' : 'asc'
  return (
    <Table.ColumnHeader
      className={className}
      aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => onSort(column, next)}>
        {label}
        {active && (sortOrder === 'asc' ? <FiArrowUp aria-hidden /> : <FiArrowDown aria-hidden />)}
      </Button>
    </Table.ColumnHeader>
  )
}
