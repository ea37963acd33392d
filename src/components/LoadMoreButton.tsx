import { Button, Center } from '@chakra-ui/react'

interface LoadMoreButtonProps {
  /** An infinite query's state: the button shows only while there is more to load. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
  label: string
}

/** Loads the next page of a long list: lists never stop silently at their first page. */
export function LoadMoreButton({ query, label }: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null
  return (
    <Center mt="5">
      <Button variant="outline" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
        {label}
      </Button>
    </Center>
  )
}
