import { Skeleton, Stack } from '@chakra-ui/react'

/**
 * Two card-sized placeholders while a list of cards loads, a status named for screen readers: a name on
 * an element without a role is one they never read, and axe counts it as a serious violation.
 */
export function CardListSkeleton({ label, cardHeight }: { label: string; cardHeight: string }) {
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={label}>
      <Skeleton h={cardHeight} />
      <Skeleton h={cardHeight} />
    </Stack>
  )
}
