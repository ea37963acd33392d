import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { FiArrowLeft } from 'react-icons/fi'
import { readSeriesOptions } from '../../client/@tanstack/react-query.gen'
import { usePageTitle } from '../../hooks/usePageTitle'
import { EmptyState } from '../Common/EmptyState'
import { HackathonFeed } from '../Hackathons/HackathonFeed'

export const SERIES_PAGE_TEXTS = {
  loading: 'Loading series...',
  notFound: 'Series not found',
  back: 'Go Back',
} as const

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

/** The public page of a series (SPEC §2 /series/{id}): its name, description and hackathons. */
export function SeriesPage({ id }: { id: string }) {
  const { data: series, isPending, isError } = useQuery(readSeriesOptions({ path: { id } }))
  usePageTitle(series?.name)

  if (isPending) {
    return (
      <Stack align="center" py="16" gap="3" role="status">
        <Spinner />
        <Text>{SERIES_PAGE_TEXTS.loading}</Text>
      </Stack>
    )
  }
  if (isError) {
    return (
      <Stack gap="4">
        <GoBack />
        <EmptyState title={SERIES_PAGE_TEXTS.notFound} />
      </Stack>
    )
  }
  return (
    <Stack gap="6">
      <GoBack />
      <Stack gap="2">
        <Heading as="h1" size="3xl">
          {series.name}
        </Heading>
        {series.description && <Text color="fg.muted">{series.description}</Text>}
      </Stack>
      <HackathonFeed seriesId={series.id} />
    </Stack>
  )
}
