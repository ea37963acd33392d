import { Alert, SimpleGrid, Skeleton } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { FiBookmark } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { PageHeader } from '../../../components/PageHeader'
import { EmptyState } from '../../../components/plain/EmptyState'
import { QueryState, type QueryStatus } from '../../../components/QueryState'
import { HackathonCard } from '../../../entities/hackathon/components/HackathonCard'
import { savedHackathonsQuery } from '../../../entities/saved/queries'
import { useLocalSaves } from '../../../entities/saved/state'
import { useCurrentUser } from '../../../entities/session/hooks'
import { loadingStatus } from '../../../lib/loadingStatus'
import { useLocalSavedHackathons } from '../queries'
import { SAVED_PAGE_TEXTS as TEXTS } from '../texts'

const GRID_COLUMNS = { base: 1, md: 2, xl: 3 }

/** The calendar panel (its form controls and confirmation) loads with the account's list, not with every page's routes. */
const SavedCalendar = lazy(() => import('./SavedCalendar'))

function SavedList({ query, now }: { query: QueryStatus & { data?: HackathonPublic[] }; now: Date }) {
  const hackathons = query.data ?? []
  return (
    <QueryState
      query={query}
      errorTitle={TEXTS.loadError}
      loading={
        <SimpleGrid columns={GRID_COLUMNS} gap="5" {...loadingStatus(TEXTS.loading)}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="56" rounded="l3" />
          ))}
        </SimpleGrid>
      }
      isEmpty={hackathons.length === 0}
      empty={<EmptyState title={TEXTS.emptyTitle} description={TEXTS.emptyDescription} icon={<FiBookmark />} />}
    >
      <SimpleGrid columns={GRID_COLUMNS} gap="5" as="ul" listStyleType="none" aria-label={TEXTS.title}>
        {hackathons.map((hackathon) => (
          <li key={hackathon.id}>
            <HackathonCard hackathon={hackathon} now={now} />
          </li>
        ))}
      </SimpleGrid>
    </QueryState>
  )
}

/** The account's saved hackathons, upcoming first, and its private calendar of them. */
function AccountSaves() {
  const query = useQuery(savedHackathonsQuery())
  const data = query.data?.data
  return (
    <>
      <Suspense fallback={<Skeleton h="48" mb="6" rounded="l3" />}>
        <SavedCalendar />
      </Suspense>
      <SavedList query={{ ...query, data }} now={new Date()} />
    </>
  )
}

/** The hackathons saved in this browser, until a log-in moves them into an account. */
function BrowserSaves() {
  const now = new Date()
  const query = useLocalSavedHackathons(useLocalSaves(), now)
  return (
    <>
      <Alert.Root status="info" mb="6">
        <Alert.Indicator />
        <Alert.Description>{TEXTS.visitorNote}</Alert.Description>
      </Alert.Root>
      <SavedList query={query} now={now} />
    </>
  )
}

/** `/saved`: what the viewer saved, in the account once signed in, else in this browser. */
export function SavedPage() {
  const { isSignedIn } = useCurrentUser()
  return (
    <>
      <PageHeader title={TEXTS.title} />
      {isSignedIn ? <AccountSaves /> : <BrowserSaves />}
    </>
  )
}
