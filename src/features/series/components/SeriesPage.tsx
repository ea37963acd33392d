import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type ErrorComponentProps, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FiArrowLeft } from 'react-icons/fi'
import { EmptyState } from '../../../components/EmptyState'
import { routeLoadError } from '../../../components/QueryState'
import { HackathonFeed } from '../../../entities/hackathon/components/HackathonFeed'
import { SubscribeMenu } from '../../../entities/hackathon/components/SubscribeMenu'
import { seriesQuery } from '../../../entities/series/queries'
import { errorStatus } from '../../../lib/errors'
import { usePageTitle } from '../../../lib/usePageTitle'
import { SERIES_PAGE_TEXTS } from '../texts'

/** 'Go Back' returns to the previous page, or to the homepage when the series was opened directly. */
function GoBack() {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const navigate = useNavigate()
  return (
    <Button
      variant="ghost"
      size="sm"
      alignSelf="flex-start"
      onClick={() => (canGoBack ? router.history.back() : navigate({ to: '/' }))}
    >
      <FiArrowLeft aria-hidden /> {SERIES_PAGE_TEXTS.back}
    </Button>
  )
}

function SeriesFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="6">
      <GoBack />
      {children}
    </Stack>
  )
}

/** `/series/{id}`: a series' name, description and hackathons, for anyone. Its loader fetched the series. */
export function SeriesPage({ id, alertsButton }: { id: string; alertsButton: ReactNode }) {
  const { data: series } = useSuspenseQuery(seriesQuery(id))
  usePageTitle(series.name, series.description ?? undefined)
  return (
    <SeriesFrame>
      <Stack gap="2">
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Heading as="h1" size="3xl" overflowWrap="anywhere">
            {series.name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <SubscribeMenu filters={{ series: series.id }} />
            {alertsButton}
          </HStack>
        </HStack>
        {series.description && <Text color="fg.muted">{series.description}</Text>}
      </Stack>
      <HackathonFeed seriesId={series.id} />
    </SeriesFrame>
  )
}

export function SeriesPagePending() {
  return (
    <Stack align="center" py="16" gap="3" role="status" aria-busy="true">
      <Spinner />
      <Text>{SERIES_PAGE_TEXTS.loading}</Text>
    </Stack>
  )
}

const SeriesLoadError = routeLoadError(SERIES_PAGE_TEXTS.loadError, (content) => <SeriesFrame>{content}</SeriesFrame>)

/** Whether the address names no series: unknown (404), or not a series id at all (422). */
const namesNoSeries = (error: unknown) => [404, 422].includes(errorStatus(error) ?? 0)

/** An unknown series says so; any other failure is a load error with Retry. */
export function SeriesPageError(props: ErrorComponentProps) {
  usePageTitle(namesNoSeries(props.error) ? SERIES_PAGE_TEXTS.notFound : undefined)
  if (namesNoSeries(props.error)) {
    return (
      <SeriesFrame>
        <EmptyState title={SERIES_PAGE_TEXTS.notFound} />
      </SeriesFrame>
    )
  }
  return <SeriesLoadError {...props} />
}
