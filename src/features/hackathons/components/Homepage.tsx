import { Button, Flex, Heading, HStack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FiMap } from 'react-icons/fi'
import { routeLoadError } from '../../../components/QueryState'
import { usePageTitle } from '../../../lib/usePageTitle'
import { mapConfigQuery } from '../../map/queries'
import { MAP_TEXTS } from '../../map/texts'
import { filtersOf, type HomeSearch } from '../search'
import { FEED_TEXTS } from '../texts'
import { FeedSkeleton, HackathonFeed } from './HackathonFeed'
import { HackathonFilters } from './HackathonFilters'
import { SubscribeMenu } from './SubscribeMenu'
import { SuggestHackathonButton } from './SuggestHackathonButton'

/** The homepage's frame: its heading stays in every state, so the page is never blank. */
function HomepageFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  usePageTitle()
  return (
    <>
      <Flex justify="space-between" align="center" gap="4" wrap="wrap" mb="6">
        <Heading as="h1" size="3xl">
          {FEED_TEXTS.heading}
        </Heading>
        {action}
      </Flex>
      {children}
    </>
  )
}

interface HomepageProps {
  /** The homepage's address: its filters, and whether to open the suggest form. */
  search: HomeSearch
  onSearchChange: (search: HomeSearch, options?: { replace?: boolean }) => void
}

/**
 * `/`: every hackathon, upcoming first, then the past ones; with a search or filter set, the one
 * list that matches. Suggest a hackathon for everyone.
 */
export function Homepage({ search, onSearchChange }: HomepageProps) {
  const filters = filtersOf(search)
  const clearFilters = () => onSearchChange({})
  const withoutRequest = () => onSearchChange(filters, { replace: true })
  const mapOn = Boolean(useQuery(mapConfigQuery()).data?.tile_url)
  return (
    <HomepageFrame
      action={
        <HStack gap="2" wrap="wrap">
          {/* A calendar of the upcoming hackathons under the filters a calendar can follow. */}
          <SubscribeMenu filters={{ q: filters.q, series: filters.series, attendance_mode: filters.mode }} />
          {mapOn && (
            <Button asChild size="sm" variant="outline">
              <Link to="/map" search={filters}>
                <FiMap aria-hidden /> {MAP_TEXTS.show}
              </Link>
            </Button>
          )}
          <SuggestHackathonButton requested={search.suggest === 1} onRequestHandled={withoutRequest} />
        </HStack>
      }
    >
      <HackathonFilters filters={filters} onChange={onSearchChange} />
      <HackathonFeed filters={filters} onClearFilters={clearFilters} />
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
