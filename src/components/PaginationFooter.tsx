import { ButtonGroup, Flex, IconButton, Pagination } from '@chakra-ui/react'
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi'

interface PaginationFooterProps {
  count: number
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  /** A page the user is about to choose: pointed at or focused. */
  onPageIntent?: (page: number) => void
}

/** Page links under a table; hidden when everything fits on one page. */
export function PaginationFooter({ count, page, pageSize, onPageChange, onPageIntent }: PaginationFooterProps) {
  if (count <= pageSize) return null
  const lastPage = Math.ceil(count / pageSize)
  const intentOn = (target: number) =>
    onPageIntent && target >= 1 && target <= lastPage && target !== page
      ? { onPointerEnter: () => onPageIntent(target), onFocus: () => onPageIntent(target) }
      : {}
  return (
    <Flex justify="flex-end" mt="4">
      <Pagination.Root count={count} pageSize={pageSize} page={page} onPageChange={(e) => onPageChange(e.page)}>
        <ButtonGroup variant="ghost" size="sm" wrap="wrap">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label="Previous page" {...intentOn(page - 1)}>
              <FiChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton
                variant={{ base: 'ghost', _selected: 'outline' }}
                aria-label={`Page ${item.value}`}
                {...intentOn(item.value)}
              >
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label="Next page" {...intentOn(page + 1)}>
              <FiChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </Flex>
  )
}
