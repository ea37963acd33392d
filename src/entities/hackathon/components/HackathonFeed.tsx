import { ClassNames } from '@emotion/react'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react'
import { FiX } from 'react-icons/fi'
import { HACKATHON_STATUSES } from '../../../../common/hackathon-list'
import type { HackathonPublic } from '../../../client/types.gen'
import { EmptyState } from '../../../components/plain/EmptyState'
import { LoadMoreButton } from '../../../components/plain/LoadMoreButton'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { QueryState, type QueryStatus } from '../../../components/QueryState'
import { loadingStatus } from '../../../lib/loadingStatus'
import { useSeriesNames } from '../../series/hooks'
import { feedParts, filterPhrases, type HomeFilters, hasFilters, type StatusFilter } from '../homeSearch'
import { feedQuery } from '../queries'
import { FEED_TEXTS, type FeedCounts, feedCount, noMatchSentence, SEARCH_TEXTS } from '../texts'
import { HackathonCard } from './HackathonCard'
import * as styles from './HackathonFeed.styles'

type FeedOptions = ReturnType<typeof feedQuery>

/** One list of the feed; while another list is on its way, the one shown before stays (dimmed). */
function useFeed(options: FeedOptions, enabled = true) {
  const query = useInfiniteQuery({ ...options, enabled, placeholderData: keepPreviousData })
  const hackathons: HackathonPublic[] = query.data?.pages.flatMap((page) => page.data) ?? []
  const count = query.isPlaceholderData ? undefined : query.data?.pages[0]?.count
  return { ...query, hackathons, count }
}

type Feed = ReturnType<typeof useFeed>

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
        <li className={offscreen ? css(styles.offscreenCard) : undefined}>
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
    <ClassNames>
      {({ css }) => (
        <ul className={css(styles.grid)}>
          {hackathons.slice(0, shown).map((hackathon, index) => (
            <CardItem key={hackathon.id} hackathon={hackathon} hideSeries={hideSeries} offscreen={index >= first} />
          ))}
        </ul>
      )}
    </ClassNames>
  )
}

/** Placeholders in the cards' grid while the first hackathons are on their way. */
export function FeedSkeleton() {
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.grid)} {...loadingStatus(FEED_TEXTS.loading)}>
          {[0, 1, 2].map((key) => (
            <div key={key} className={css(styles.skeleton)} />
          ))}
        </div>
      )}
    </ClassNames>
  )
}

/** The count of each part shown, announced when it changes; blank while the next answer is on its way. */
function ResultCount({ counts }: { counts: FeedCounts | undefined }) {
  return (
    <ClassNames>
      {({ css }) => (
        <p role="status" aria-live="polite" className={css(styles.count)}>
          {counts !== undefined && feedCount(counts)}
        </p>
      )}
    </ClassNames>
  )
}

/** The lists, dimmed and marked busy while the previous answer stands in for the next. */
function Results({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <ClassNames>
      {({ css }) => (
        <div aria-busy={busy} className={css(styles.results)}>
          {children}
        </div>
      )}
    </ClassNames>
  )
}

/** A part of the list (upcoming or past) and whether the view shows it at all. */
interface FeedPart {
  feed: Feed
  shown: boolean
}

/** One part of the list under the view's filters; a part the view does not show is never asked for. */
function useFeedPart(part: StatusFilter, view: HomeFilters): FeedPart {
  const shown = feedParts(view).includes(part)
  return { feed: useFeed(feedQuery(part, view), shown), shown }
}

/** The count of each part shown, or nothing while one of them is on its way. */
function countsOf(parts: Record<StatusFilter, FeedPart>): FeedCounts | undefined {
  const counts: FeedCounts = {}
  for (const part of HACKATHON_STATUSES) {
    if (!parts[part].shown) continue
    const count = parts[part].feed.count
    if (count === undefined) return undefined
    counts[part] = count
  }
  return counts
}

interface UpcomingAndPastProps {
  upcoming: FeedPart
  past: FeedPart
  inSeries: boolean
  /** What the view says when neither part holds a hackathon. */
  empty: ReactNode
}

/**
 * Upcoming hackathons first, then past ones under 'Past Hackathons', in every view of the list: a
 * search or filter narrows each part and never mixes them. In a series view both follow each other
 * without the heading, and cards omit the series link.
 */
function UpcomingAndPast({ upcoming, past, inSeries, empty }: UpcomingAndPastProps) {
  const parts = [upcoming, past].filter((part) => part.shown).map((part) => part.feed)
  const feed: QueryStatus = {
    data: parts.every((part) => part.data) ? parts.map((part) => part.data) : undefined,
    isPending: parts.some((part) => part.isPending),
    isError: parts.some((part) => part.isError),
    error: parts.find((part) => part.isError)?.error ?? null,
    refetch: () => Promise.all(parts.filter((part) => part.isError).map((part) => part.refetch())),
  }
  const upcomingCards = upcoming.shown ? upcoming.feed.hackathons : []
  const pastCards = past.shown ? past.feed.hackathons : []

  return (
    <QueryState
      query={feed}
      loading={<FeedSkeleton />}
      errorTitle={FEED_TEXTS.loadError}
      isEmpty={upcomingCards.length === 0 && pastCards.length === 0}
      empty={empty}
    >
      <Results busy={parts.some((part) => part.isPlaceholderData)}>
        <ClassNames>
          {({ css }) => (
            <div className={css(styles.parts)}>
              {/* Headings for assistive technology where the screen shows none, so the outline stays whole. */}
              {inSeries && <h2 className={css(styles.hiddenHeading)}>{FEED_TEXTS.inSeries}</h2>}
              {upcomingCards.length > 0 && (
                <section aria-label={FEED_TEXTS.upcoming}>
                  {!inSeries && <h2 className={css(styles.hiddenHeading)}>{FEED_TEXTS.upcoming}</h2>}
                  <CardGrid hackathons={upcomingCards} hideSeries={inSeries} />
                  <LoadMoreButton query={upcoming.feed} label={FEED_TEXTS.loadMore} />
                </section>
              )}
              {pastCards.length > 0 && (
                <section aria-label={FEED_TEXTS.past}>
                  {/* A series view shows its past hackathons right after the upcoming ones, without a heading. */}
                  {!inSeries && <h2 className={css(styles.pastHeading)}>{FEED_TEXTS.pastHeading}</h2>}
                  <CardGrid
                    hackathons={pastCards}
                    hideSeries={inSeries}
                    belowFold={upcomingCards.length >= FIRST_CARDS}
                  />
                  <LoadMoreButton query={past.feed} label={FEED_TEXTS.loadMore} />
                </section>
              )}
            </div>
          )}
        </ClassNames>
      </Results>
    </QueryState>
  )
}

/** What the homepage says when nothing matches its filters: what was searched, and a way back. */
function NoMatch({ filters, onClearFilters }: { filters: HomeFilters; onClearFilters: () => void }) {
  const seriesNames = useSeriesNames()
  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.noMatch)}>
          <EmptyState title={noMatchSentence(filters.q, filterPhrases(filters, seriesNames))} />
          <RecipeButton variant="outline" size="md" onClick={onClearFilters}>
            <FiX aria-hidden /> {SEARCH_TEXTS.clearFilters}
          </RecipeButton>
        </div>
      )}
    </ClassNames>
  )
}

type HackathonFeedProps =
  /** A series page: its hackathons, upcoming then past. */
  | { seriesId: string; filters?: never; onClearFilters?: never }
  /** The homepage: every hackathon its filters select, upcoming then past. */
  | { seriesId?: never; filters: HomeFilters; onClearFilters: () => void }

/** The public list of hackathons, on the homepage and on a series page. */
export function HackathonFeed({ seriesId, filters, onClearFilters }: HackathonFeedProps) {
  const view: HomeFilters = filters ?? { series: seriesId }
  const upcoming = useFeedPart('upcoming', view)
  const past = useFeedPart('past', view)
  const inSeries = seriesId !== undefined
  const empty =
    filters && hasFilters(filters) ? (
      <NoMatch filters={filters} onClearFilters={onClearFilters} />
    ) : (
      <EmptyState title={FEED_TEXTS.empty} description={inSeries ? FEED_TEXTS.emptySeriesHint : FEED_TEXTS.emptyHint} />
    )
  return (
    <>
      {/* The homepage's count, one live region whatever the filters, so each change announces it. */}
      {filters && <ResultCount counts={countsOf({ upcoming, past })} />}
      <UpcomingAndPast upcoming={upcoming} past={past} inSeries={inSeries} empty={empty} />
    </>
  )
}
