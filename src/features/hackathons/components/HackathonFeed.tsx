import { Box, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { HackathonPublic } from '../../../client/types.gen'
import { EmptyState } from '../../../components/EmptyState'
import { LoadMoreButton } from '../../../components/LoadMoreButton'
import { QueryState, type QueryStatus } from '../../../components/QueryState'
import { type FeedStatus, feedQuery } from '../queries'
import { FEED_TEXTS } from '../texts'
import { HackathonCard } from './HackathonCard'

function useFeed(status: FeedStatus, series?: string) {
  const query = useInfiniteQuery(feedQuery(status, series))
  const hackathons: HackathonPublic[] = query.data?.pages.flatMap((page) => page.data) ?? []
  return { ...query, hackathons }
}

const GRID_COLUMNS = { base: 1, md: 2, xl: 3 }

/** Cards rendered with the page: more than the largest screen shows before scrolling. */
const FIRST_CARDS = 12
/** Cards added at each idle moment after that, so rendering a long list is never one long task. */
const CARDS_PER_IDLE = 24

/** How many of `total` cards to render now: the first screenful at once, the rest when idle. */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_CARDS)
  useEffect(() => {
    if (count >= total) return
    const more = () => setCount((shown) => shown + CARDS_PER_IDLE)
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(more, { timeout: 500 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(more, 0)
    return () => clearTimeout(id)
  }, [count, total])
  return Math.min(count, total)
}

/** Cards below the first screenful skip layout and paint until they come near the viewport. */
const offscreenCard = { contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' } as const

function CardGrid({ hackathons, hideSeries }: { hackathons: HackathonPublic[]; hideSeries: boolean }) {
  const shown = useProgressiveCount(hackathons.length)
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="5" as="ul" listStyleType="none">
      {hackathons.slice(0, shown).map((hackathon, index) => (
        <Box as="li" key={hackathon.id} css={index >= FIRST_CARDS ? offscreenCard : undefined}>
          <HackathonCard hackathon={hackathon} hideSeries={hideSeries} />
        </Box>
      ))}
    </SimpleGrid>
  )
}

/** Placeholders in the cards' grid while the first hackathons are on their way. */
export function FeedSkeleton() {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="5" aria-busy="true" aria-label={FEED_TEXTS.loading}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} h="64" rounded="md" />
      ))}
    </SimpleGrid>
  )
}

/**
 * The public list: upcoming hackathons first, then past ones under 'Past Hackathons'. In a series
 * view both follow each other without the heading, and cards omit the series link.
 */
export function HackathonFeed({ seriesId }: { seriesId?: string }) {
  const upcoming = useFeed('upcoming', seriesId)
  const past = useFeed('past', seriesId)
  const inSeries = seriesId !== undefined
  const feed: QueryStatus = {
    data: upcoming.data && past.data ? [upcoming.data, past.data] : undefined,
    isPending: upcoming.isPending || past.isPending,
    isError: upcoming.isError || past.isError,
    error: upcoming.error ?? past.error,
    refetch: () => Promise.all([upcoming, past].filter((part) => part.isError).map((part) => part.refetch())),
  }

  return (
    <QueryState
      query={feed}
      loading={<FeedSkeleton />}
      errorTitle={FEED_TEXTS.loadError}
      isEmpty={upcoming.hackathons.length === 0 && past.hackathons.length === 0}
      empty={
        <EmptyState
          title={FEED_TEXTS.empty}
          description={inSeries ? FEED_TEXTS.emptySeriesHint : FEED_TEXTS.emptyHint}
        />
      }
    >
      <Stack gap="8">
        {/* Headings for assistive technology where the screen shows none, so the outline stays whole. */}
        {inSeries && (
          <Heading as="h2" srOnly>
            {FEED_TEXTS.inSeries}
          </Heading>
        )}
        {upcoming.hackathons.length > 0 && (
          <section aria-label={FEED_TEXTS.upcoming}>
            {!inSeries && (
              <Heading as="h2" srOnly>
                {FEED_TEXTS.upcoming}
              </Heading>
            )}
            <CardGrid hackathons={upcoming.hackathons} hideSeries={inSeries} />
            <LoadMoreButton query={upcoming} label={FEED_TEXTS.loadMore} />
          </section>
        )}
        {past.hackathons.length > 0 && (
          <section aria-label={FEED_TEXTS.past}>
            {/* A series view shows its past hackathons right after the upcoming ones, without a heading. */}
            {!inSeries && (
              <Heading as="h2" size="xl" mb="4">
                {FEED_TEXTS.pastHeading}
              </Heading>
            )}
            <CardGrid hackathons={past.hackathons} hideSeries={inSeries} />
            <LoadMoreButton query={past} label={FEED_TEXTS.loadMore} />
          </section>
        )}
      </Stack>
    </QueryState>
  )
}
