import { Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from '@tanstack/react-router'
import { FiFlag } from 'react-icons/fi'
import { EmptyState } from '../../../components/plain/EmptyState'
import { QueryState } from '../../../components/QueryState'
import { formatDate } from '../../../lib/dates'
import { loadingStatus } from '../../../lib/loadingStatus'
import { myHackathonsQuery } from '../queries'
import { ORGANIZER_TEXTS } from '../texts'

function YourHackathonsSkeleton() {
  return (
    <Stack gap="2" {...loadingStatus(ORGANIZER_TEXTS.yourHackathonsLoading)}>
      <Skeleton h="6" />
      <Skeleton h="6" />
    </Stack>
  )
}

/** Settings' "Your hackathons": the listings the account keeps as an organiser, each linking to its page. */
export function YourHackathons() {
  const hackathons = useQuery(myHackathonsQuery())
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h2" size="md">
        {ORGANIZER_TEXTS.yourHackathons}
      </Heading>
      <Text color="fg.muted">{ORGANIZER_TEXTS.yourHackathonsIntro}</Text>
      <QueryState
        query={hackathons}
        loading={<YourHackathonsSkeleton />}
        errorTitle={ORGANIZER_TEXTS.yourHackathonsError}
        isEmpty={hackathons.data?.data.length === 0}
        empty={
          <EmptyState
            title={ORGANIZER_TEXTS.emptyTitle}
            description={ORGANIZER_TEXTS.emptyDescription}
            icon={<FiFlag />}
          />
        }
      >
        <List.Root variant="plain" gap="2">
          {hackathons.data?.data.map((hackathon) => (
            <List.Item key={hackathon.id} display="flex" gap="2" flexWrap="wrap">
              <Link asChild color="blue.fg" fontWeight="medium">
                <RouterLink to="/hackathons/$id" params={{ id: hackathon.id }}>
                  {hackathon.name}
                </RouterLink>
              </Link>
              <Text color="fg.muted">{formatDate(hackathon.start_date, hackathon.timezone ?? undefined)}</Text>
            </List.Item>
          ))}
        </List.Root>
      </QueryState>
    </Stack>
  )
}
