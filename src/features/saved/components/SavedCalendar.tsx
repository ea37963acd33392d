import { Button, Card, Field, Heading, HStack, Input, Skeleton, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FiCopy, FiRefreshCw } from 'react-icons/fi'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { LoadError } from '../../../components/QueryState'
import { copyLink } from '../../../entities/hackathon/components/ShareButton'
import { useRotateCalendar } from '../mutations'
import { savedCalendarQuery } from '../queries'
import { SAVED_PAGE_TEXTS as TEXTS } from '../texts'

/**
 * The signed-in account's private calendar of its saved hackathons: the address to copy into a
 * calendar app, and a new address (after a confirmation) when the old one was shared too widely.
 */
export default function SavedCalendar() {
  const calendar = useQuery(savedCalendarQuery())
  const rotate = useRotateCalendar()
  const [confirming, setConfirming] = useState(false)
  const url = calendar.data?.url
  return (
    <Card.Root as="section" aria-labelledby="saved-calendar-title" mb="6">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="saved-calendar-title">
          {TEXTS.calendarTitle}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {TEXTS.calendarHelp}
        </Text>
        {calendar.isError && !url ? (
          <LoadError title={TEXTS.calendarLoadError} error={calendar.error} onRetry={calendar.refetch} />
        ) : (
          <Field.Root>
            <Field.Label>{TEXTS.calendarAddress}</Field.Label>
            {url ? (
              <Input value={url} readOnly onFocus={(event) => event.currentTarget.select()} fontFamily="mono" />
            ) : (
              <Skeleton h="10" w="full" />
            )}
          </Field.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" disabled={!url} onClick={() => url && copyLink(url)}>
            <FiCopy aria-hidden /> {TEXTS.copy}
          </Button>
          <Button variant="outline" disabled={!url} onClick={() => setConfirming(true)}>
            <FiRefreshCw aria-hidden /> {TEXTS.rotate}
          </Button>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={TEXTS.rotateTitle}
        confirmLabel={TEXTS.rotateConfirm}
        isPending={rotate.isPending}
        onConfirm={() => rotate.mutate({}, { onSuccess: () => setConfirming(false) })}
      >
        {TEXTS.rotateBody}
      </ConfirmDialog>
    </Card.Root>
  )
}
