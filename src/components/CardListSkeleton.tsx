import { Skeleton, Stack } from '@chakra-ui/react'
import { loadingStatus } from '../lib/loadingStatus'

/** Two card-sized placeholders, named for screen readers, while a list of cards loads. */
export function CardListSkeleton({ label, cardHeight }: { label: string; cardHeight: string }) {
  return (
    <Stack gap="3" {...loadingStatus(label)}>
      <Skeleton h={cardHeight} />
      <Skeleton h={cardHeight} />
    </Stack>
  )
}
