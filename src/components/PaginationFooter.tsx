import { ButtonGroup, Flex, IconButton, Pagination } from '@chakra-ui/react'
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi'

interface PaginationFooterProps {
  count: number
  page: number
  pageSize: number
  onPageChange: (page: number) => void
}

/** Page links under a table; hidden when everything fits on one page. */
export function PaginationFooter({ count, page, pageSize, onPageChange }: PaginationFooterProps) {
  if (count <= pageSize) return null
  return (
    <Flex justify="flex-end" mt="4">
      <Pagination.Root count={count} pageSize={pageSize} page={page} onPageChange={(e) => onPageChange(e.page)}>
        <ButtonGroup variant="ghost" size="sm" wrap="wrap">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label="Previous page">
              <FiChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={`Page ${item.value}`}>
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label="Next page">
              <FiChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  )
}
