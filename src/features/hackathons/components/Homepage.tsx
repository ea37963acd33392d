import { Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { routeLoadError } from '../../../components/QueryState'
import { usePageTitle } from '../../../lib/usePageTitle'
import { FEED_TEXTS } from '../texts'
import { FeedSkeleton, HackathonFeed } from './HackathonFeed'

/** The homepage's frame: its heading stays in every state, so the page is never blank. */
function HomepageFrame({ children }: { children: ReactNode }) {
  usePageTitle()
  return (
    <>
      <Heading as="h1" size="3xl" mb="6">
        {FEED_TEXTS.heading}
      </Heading>
      {children}
    </>
  )
}

/** `/`: every hackathon, upcoming first, then the past ones. */
export function Homepage() {
  return (
    <HomepageFrame>
      <HackathonFeed />
    </HomepageFrame>
  )
}

export function HomepagePending() {
  return (
    <HomepageFrame>
      <FeedSkeleton />
    </HomepageFrame>
  )
}

export const HomepageError = routeLoadError(FEED_TEXTS.loadError, (content) => <HomepageFrame>{content}</HomepageFrame>)
