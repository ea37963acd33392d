import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { ClassNames } from '@emotion/react'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react'
import { FiX } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { EmptyState } from '../../../components/EmptyState'
import { LoadMoreButton } from '../../../components/LoadMoreButton'
import { QueryState, type QueryStatus } from '../../../components/QueryState'
import { staticStyles } from '../../../lib/static-styles'
import { useSeriesNames } from '../../series/hooks'
import { feedQuery, searchFeedQuery } from '../queries'
import { filterPhrases, type HomeFilters, hasFilters } from '../search'
import { FEED_TEXTS, SEARCH_TEXTS } from '../texts'
import { HackathonCard } from './HackathonCard'

type FeedOptions = ReturnType<typeof feedQuery>

/** One list of the feed; while another list is on its way, the one shown before stays (dimmed). */
function useFeed(options: FeedOptions, enabled = true) {
  const query = useInfiniteQuery({ ...options, enabled, placeholderData: keepPreviousData })
  const hackathons: HackathonPublic[] = query.data?.pages.flatMap((page) => page.data) ?? []
  const count = query.isPlaceholderData ? undefined : query.data?.pages[0]?.count
  return { ...query, hackathons, count }
}

type Feed = ReturnType<typeof useFeed>

const GRID_COLUMNS = { base: 1, md: 2, xl: 3 }

/**
 * Cards rendered with the page: two rows of the widest grid, more than a phone (one column) or a
 * desktop (three) shows above the fold. A list further down the page starts with none.
 */
const FIRST_CARDS = 6
/**
 * Cards added at each idle moment after that. Small batches, rendered as a transition (which React
 * interrupts for input), keep each task short even on a slow phone.
 */
const CARDS_PER_IDLE = 6

/** How many of `total` cards to render now: `first` at once, the rest in idle moments. */
function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(first)
  useEffect(() => {
    if (count >= total) return
    const more = () => startTransition(() => setCount((shown) => shown + CARDS_PER_IDLE))
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
const offscreenCard = staticStyles({ contentVisibility: 'auto', containIntrinsicSize: 'auto 16rem' })

interface CardItemProps {
  hackathon: HackathonPublic
  hideSeries: boolean
  offscreen: boolean
}

/** One card of a grid; kept as it is while later cards are added, so each batch renders only its own. */
const CardItem = memo(function CardItem({ hackathon, hideSeries, offscreen }: CardItemProps) {
  return (
    <ClassNames>
      {({ css }) => (
        <li className={offscreen ? css(offscreenCard) : undefined}>
          <HackathonCard hackathon={hackathon} hideSeries={hideSeries} />
        </li>
      )}
    </ClassNames>
  )
})

interface CardGridProps {
  hackathons: HackathonPublic[]
  hideSeries: boolean
  /** A grid below another one starts empty: the page above it fills the first screen. */
  belowFold?: boolean
}

function CardGrid({ hackathons, hideSeries, belowFold = false }: CardGridProps) {
  const first = belowFold ? 0 : FIRST_CARDS
  const shown = useProgressiveCount(hackathons.length, first)
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="5" as="ul" listStyleType="none">
      {hackathons.slice(0, shown).map((hackathon, index) => (
        <CardItem key={hackathon.id} hackathon={hackathon} hideSeries={hideSeries} offscreen={index >= first} />
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

/** "N hackathons", announced when it changes; blank while the next answer is on its way. */
function ResultCount({ count }: { count: number | undefined }) {
  return (
    <Text role="status" aria-live="polite" color="fg.muted" fontSize="sm" minH="5" mb="4">
      {count !== undefined && SEARCH_TEXTS.count(count)}
    </Text>
  )
}

/** The lists, dimmed and marked busy while the previous answer stands in for the next. */
function Results({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Box aria-busy={busy} opacity={busy ? 0.6 : 1} transition="opacity 0.2s">
      {children}
    </Box>
  )
}

interface FilteredResultsProps {
  results: Feed
  filters: HomeFilters
  onClearFilters: () => void
}

/** The homepage with a filter set: one list, its count, and an empty result that says what was searched. */
function FilteredResults({ results, filters, onClearFilters }: FilteredResultsProps) {
  const seriesNames = useSeriesNames()
  return (
    <QueryState
      query={results}
      loading={<FeedSkeleton />}
      errorTitle={FEED_TEXTS.loadError}
      isEmpty={results.hackathons.length === 0}
      empty={
        <Stack align="center" gap="2">
          <EmptyState title={SEARCH_TEXTS.noMatch(filters.q, filterPhrases(filters, seriesNames))} />
          <Button variant="outline" onClick={onClearFilters}>
            <FiX aria-hidden /> {SEARCH_TEXTS.clearFilters}
          </Button>
        </Stack>
      }
    >
      <Results busy={results.isPlaceholderData}>
        <section aria-label={SEARCH_TEXTS.results}>
          <Heading as="h2" srOnly>
            {SEARCH_TEXTS.results}
          </Heading>
          <CardGrid hackathons={results.hackathons} hideSeries={false} />
          <LoadMoreButton query={results} label={FEED_TEXTS.loadMore} />
        </section>
      </Results>
    </QueryState>
  )
}

interface UpcomingAndPastProps {
  upcoming: Feed
  past: Feed
  inSeries: boolean
}

/**
 * Upcoming hackathons first, then past ones under 'Past Hackathons'. In a series view both follow
 * each other without the heading, and cards omit the series link.
 */
function UpcomingAndPast({ upcoming, past, inSeries }: UpcomingAndPastProps) {
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
      <Results busy={upcoming.isPlaceholderData || past.isPlaceholderData}>
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
              <CardGrid
                hackathons={past.hackathons}
                hideSeries={inSeries}
                belowFold={upcoming.hackathons.length >= FIRST_CARDS}
              />
              <LoadMoreButton query={past} label={FEED_TEXTS.loadMore} />
            </section>
          )}
        </Stack>
      </Results>
    </QueryState>
  )
}

type HackathonFeedProps =
  /** A series page: its hackathons, upcoming then past. */
  | { seriesId: string; filters?: never; onClearFilters?: never }
  /** The homepage: every hackathon upcoming then past, or with a filter set, the one list that matches. */
  | { seriesId?: never; filters: HomeFilters; onClearFilters: () => void }

/** The public list of hackathons, on the homepage and on a series page. */
export function HackathonFeed({ seriesId, filters, onClearFilters }: HackathonFeedProps) {
  const filtered = filters !== undefined && hasFilters(filters)
  // The first list is the results or the upcoming feed: switching keeps the one shown until the other arrives.
  const first = useFeed(filtered ? searchFeedQuery(filters) : feedQuery('upcoming', seriesId))
  const past = useFeed(feedQuery('past', seriesId), !filtered)
  const bothCounts = first.count === undefined || past.count === undefined ? undefined : first.count + past.count
  const total = filtered ? first.count : bothCounts
  return (
    <>
      {/* One live region in both views, so a change of view announces its new count too. */}
      {filters && <ResultCount count={total} />}
      {filtered && onClearFilters ? (
        <FilteredResults results={first} filters={filters} onClearFilters={onClearFilters} />
      ) : (
        <UpcomingAndPast upcoming={first} past={past} inSeries={seriesId !== undefined} />
      )}
    </>
  )
}
