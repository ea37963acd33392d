import { Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { readHackathonsInfiniteOptions } from '../../client/@tanstack/react-query.gen'
import type { HackathonPublic } from '../../client/types.gen'
import { nextOffset } from '../../lib/queries'
import { EmptyState } from '../Common/EmptyState'
import { LoadMoreButton } from '../Common/LoadMoreButton'
import { HackathonCard } from './HackathonCard'

/** Hackathons fetched per request: the first page is SPEC's "skip 0, limit 100"; more load on demand. */
export const FEED_PAGE_SIZE = 100

export const FEED_TEXTS = {
  pastHeading: 'Past Hackathons',
  empty: 'No hackathons found',
  emptyHint: 'Add a hackathon',
  emptySeriesHint: 'No hackathons in this series yet',
  loadMore: 'Show more hackathons',
} as const

type FeedStatus = 'upcoming' | 'past'

/** One status of the feed, by start date ascending, `FEED_PAGE_SIZE` at a time. */
export function feedQuery(status: FeedStatus, series?: string) {
  return infiniteQueryOptions({
    ...readHackathonsInfiniteOptions({
      query: { status, series, sort_by: 'start_date', sort_order: 'asc', limit: FEED_PAGE_SIZE },
    }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
}

function useFeed(status: FeedStatus, series?: string) {
  const query = useInfiniteQuery(feedQuery(status, series))
  const hackathons: HackathonPublic[] = query.data?.pages.flatMap((page) => page.data) ?? []
  return { ...query, hackathons }
}

function CardGrid({ hackathons, hideSeries }: { hackathons: HackathonPublic[]; hideSeries: boolean }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" as="ul" listStyleType="none">
      {hackathons.map((hackathon) => (
        <li key={hackathon.id}>
          <HackathonCard hackathon={hackathon} hideSeries={hideSeries} />
        </li>
      ))}
    </SimpleGrid>
  )
}

function CardSkeletons() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5" aria-busy="true" aria-label="Loading hackathons">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} h="64" rounded="md" />
      ))}
    </SimpleGrid>
  )
}

/**
 * The homepage list (SPEC §2): upcoming hackathons first, then past ones under 'Past Hackathons'.
 * In a series view both follow each other without the heading, and cards omit the series link.
 */
export function HackathonFeed({ seriesId }: { seriesId?: string }) {
  const upcoming = useFeed('upcoming', seriesId)
  const past = useFeed('past', seriesId)
  const inSeries = seriesId !== undefined

  if (upcoming.isPending || past.isPending) return <CardSkeletons />
  if (upcoming.hackathons.length === 0 && past.hackathons.length === 0) {
    return (
      <EmptyState title={FEED_TEXTS.empty} description={inSeries ? FEED_TEXTS.emptySeriesHint : FEED_TEXTS.emptyHint} />
    )
  }
  return (
    <Stack gap="8">
      {upcoming.hackathons.length > 0 && (
        <section aria-label="Upcoming hackathons">
          <CardGrid hackathons={upcoming.hackathons} hideSeries={inSeries} />
          <LoadMoreButton query={upcoming} label={FEED_TEXTS.loadMore} />
        </section>
      )}
      {past.hackathons.length > 0 && (
        <section
          aria-labelledby={inSeries ? undefined : 'past-hackathons'}
          aria-label={inSeries ? 'Past hackathons' : undefined}
        >
          {!inSeries && (
            <Heading as="h2" size="xl" mb="4" id="past-hackathons">
              {FEED_TEXTS.pastHeading}
            </Heading>
          )}
          <CardGrid hackathons={past.hackathons} hideSeries={inSeries} />
          <LoadMoreButton query={past} label={FEED_TEXTS.loadMore} />
        </section>
      )}
    </Stack>
  )
}
