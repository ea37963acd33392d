import { Skeleton, Stack } from '@chakra-ui/react'

/** Two card-sized placeholders, named for screen readers, while a list of cards loads. */
export function CardListSkeleton({ label, cardHeight }: { label: string; cardHeight: string }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={label}>
      <Skeleton h={cardHeight} />
      <Skeleton h={cardHeight} />
    </Stack>
  )
}
