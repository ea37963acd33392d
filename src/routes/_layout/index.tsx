import { createFileRoute } from '@tanstack/react-router'
import { Homepage, HomepageError, HomepagePending } from '../../features/hackathons/components/Homepage'
import { feedQuery } from '../../features/hackathons/queries'

export const Route = createFileRoute('/_layout/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(feedQuery('upcoming')),
      queryClient.ensureInfiniteQueryData(feedQuery('past')),
    ]),
  pendingComponent: HomepagePending,
  errorComponent: HomepageError,
  component: Homepage,
})
