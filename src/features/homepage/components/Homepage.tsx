import { ClassNames } from '@emotion/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useRef } from 'react'
import { FiMap } from 'react-icons/fi'
import { factFiltersOf } from '../../../../common/fact-filters'
import { buttonLook } from '../../../components/plain/RecipeButton'
import { SkipLink } from '../../../components/plain/SkipLink'
import { routeLoadError } from '../../../components/QueryState'
import { RenderInSlices } from '../../../components/RenderInSlices'
import { FeedSkeleton, HackathonFeed } from '../../../entities/hackathon/components/HackathonFeed'
import { SubscribeMenu } from '../../../entities/hackathon/components/SubscribeMenu'
import type { SubscribeMenuLink } from '../../../entities/hackathon/components/SubscribeMenuLoaded'
import { filtersOf, type HomeFilters, type HomeSearch, parseSearchText } from '../../../entities/hackathon/homeSearch'
import { mapConfigQuery } from '../../../entities/hackathon/mapQueries'
import { MAP_TEXTS } from '../../../entities/hackathon/mapTexts'
import { FEED_TEXTS } from '../../../entities/hackathon/texts'
import { usePageTitle } from '../../../lib/usePageTitle'
import { HackathonFilters } from './HackathonFilters'
import * as styles from './Homepage.styles'

/** The list of hackathons, below the search, the filters and the page's actions. */
const LIST_ID = 'hackathons-list'

/** The homepage's frame: its heading stays in every state, so the page is never blank. */
function HomepageFrame({ action, children }: { action?: ReactNode; children: ReactNode }) {
  usePageTitle()
  return (
    <>
      {/* Only the loaded page has a list to skip to; the pending and error frames have no actions either. */}
      {action && <SkipLink targetId={LIST_ID}>{FEED_TEXTS.skipToList}</SkipLink>}
      <ClassNames>
        {({ css }) => (
          <div className={css(styles.header)}>
            <h1 className={css(styles.heading)}>{FEED_TEXTS.heading}</h1>
            {action}
          </div>
        )}
      </ClassNames>
      {children}
    </>
  )
}

interface MapLinkProps {
  filters: HomeFilters
  typed: { current: string | undefined }
}

/**
 * The map of the hackathons the list shows. Pressed while a search is still being typed, it carries
 * the typed text too, so the map never shows every hackathon in place of the searched ones.
 */
function MapLink({ filters, typed }: MapLinkProps) {
  const navigate = useNavigate()
  return (
    <ClassNames>
      {({ css }) => (
        <Link
          to="/map"
          search={filters}
          className={css(buttonLook({ variant: 'outline', size: 'sm' }))}
          onClick={(event) => {
            const q = typed.current === undefined ? filters.q : parseSearchText(typed.current)
            if (
              q === filters.q ||
              event.button !== 0 ||
              event.metaKey ||
              event.ctrlKey ||
              event.shiftKey ||
              event.altKey
            )
              return
            event.preventDefault()
            void navigate({ to: '/map', search: { ...filters, q } })
          }}
        >
          <FiMap aria-hidden /> <span className="action-label">{MAP_TEXTS.show}</span>
        </Link>
      )}
    </ClassNames>
  )
}

interface HomepageProps {
  /** The homepage's address: its filters, and whether to open the suggest form. */
  search: HomeSearch
  onSearchChange: (search: HomeSearch, options?: { replace?: boolean }) => void
  /** The offer of e-mail alerts for the filters, which the alerts feature supplies. */
  alertsButton: (filters: HomeFilters) => ReactNode
  /** The Subscribe menu's items after the calendar's, which other features supply for the filters. */
  subscribeItems?: (filters: HomeFilters) => readonly SubscribeMenuLink[]
  /**
   * Suggest a hackathon, which the editor feature supplies: `requested` while the address asks for
   * its form, `onRequestHandled` takes that request out of the address once the form is open.
   */
  suggestButton: (request: { requested: boolean; onRequestHandled: () => void }) => ReactNode
}

/**
 * `/`: every hackathon, upcoming first, then the past ones; with a search or filter set, the one
 * list that matches. Suggest a hackathon for everyone.
 */
export function Homepage({ search, onSearchChange, alertsButton, subscribeItems, suggestButton }: HomepageProps) {
  const filters = filtersOf(search)
  const clearFilters = () => onSearchChange({})
  const withoutRequest = () => onSearchChange(filters, { replace: true })
  const mapOn = Boolean(useQuery(mapConfigQuery()).data?.tile_url)
  // What the search box holds: ahead of the address while the typing has not paused yet.
  const typed = useRef<string>(undefined)
  return (
    <HomepageFrame
      action={
        <ClassNames>
          {({ css }) => (
            <div className={css(styles.actions)}>
              {/* A calendar of the upcoming hackathons under the filters a calendar can follow, and the list for other sites. */}
              <SubscribeMenu
                filters={{
                  ...factFiltersOf(filters),
                  q: filters.q,
                  series: filters.series,
                  attendance_mode: filters.mode,
                }}
                embed={filters}
                moreItems={subscribeItems?.(filters)}
              />
              {mapOn && <MapLink filters={filters} typed={typed} />}
              {suggestButton({ requested: search.suggest === 1, onRequestHandled: withoutRequest })}
            </div>
          )}
        </ClassNames>
      }
    >
      {/* The heading and actions render with the page; the filters and the cards, the heavy part, right after in slices. */}
      <RenderInSlices fallback={<FeedSkeleton />}>
        <HackathonFilters
          filters={filters}
          onChange={onSearchChange}
          alertsButton={alertsButton}
          onSearchType={(text) => {
            typed.current = text
          }}
        />
        {/* The target of "Skip to the hackathons": the page's many controls come before the first card. */}
        <ClassNames>
          {({ css }) => (
            <div id={LIST_ID} tabIndex={-1} className={css(styles.list)}>
              <HackathonFeed filters={filters} onClearFilters={clearFilters} />
            </div>
          )}
        </ClassNames>
      </RenderInSlices>
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

export const HomepageError = routeLoadError(
  () => FEED_TEXTS.loadError,
  (content) => <HomepageFrame>{content}</HomepageFrame>,
)
