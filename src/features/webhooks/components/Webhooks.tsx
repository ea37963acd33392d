import { Alert, Badge, Box, Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { FiEdit2, FiList, FiPause, FiPlay, FiPlus, FiSend, FiTrash2, FiZap } from 'react-icons/fi'
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../common/accounts'
import { describeAlertFilters } from '../../../../common/alerts'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_KIND_LABELS, WEBHOOKS, type WebhookFilters } from '../../../../common/webhooks'
import type { WebhookDelivery, WebhookPublic } from '../../../client/types.gen'
import { CardListSkeleton } from '../../../components/CardListSkeleton'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { EmptyState } from '../../../components/plain/EmptyState'
import { QueryState } from '../../../components/QueryState'
import type { HomeFilters } from '../../../entities/hackathon/homeSearch'
import { nearestPlaceQuery } from '../../../entities/place/queries'
import { seriesQuery } from '../../../entities/series/queries'
import { useCurrentUser } from '../../../entities/session/hooks'
import { formatDateTime } from '../../../lib/dates'
import { loadingStatus } from '../../../lib/loadingStatus'
import { useDeleteWebhook, usePauseWebhook, useTestWebhook } from '../mutations'
import { webhookDeliveriesQuery, webhooksQuery } from '../queries'
import { eventList, limitReached, WEBHOOK_TEXTS, webhookCount } from '../texts'
import { homeFiltersOfQuery } from '../webhookForm'
import { DeliveryLog, eventLabel } from './DeliveryLog'
import { WebhookFormDialog } from './WebhookFormDialog'

/** The filters in words, the series by its name and `near` by the city it is at, as the alerts say them. */
function FilterWords({ filters }: { filters: WebhookFilters }) {
  const series = useQuery({ ...seriesQuery(filters.series ?? ''), enabled: filters.series !== undefined })
  const place = useQuery({ ...nearestPlaceQuery(filters.near ?? ''), enabled: filters.near !== undefined })
  if (series.isLoading || place.isLoading) {
    return <Skeleton h="5" w="60%" {...loadingStatus(WEBHOOK_TEXTS.describing)} />
  }
  return <>{describeAlertFilters(filters, { series: series.data?.name, place: place.data?.name })}</>
}

/** One line of a card: what it is, then its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="2" wrap="wrap" fontSize="sm">
      <Text as="dt" color="fg.muted" minW="7rem">
        {label}
      </Text>
      <Box as="dd" flex="1" minW="12rem" overflowWrap="anywhere">
        {children}
      </Box>
    </Flex>
  )
}

/** The last attempt in words: its event, its answer (or why there was none) and when. */
function lastDeliveryText(delivery: WebhookDelivery | undefined): string {
  if (!delivery) return WEBHOOK_TEXTS.neverDelivered
  const answer = delivery.status_code ?? delivery.error ?? WEBHOOK_TEXTS.noStatus
  return WEBHOOK_TEXTS.lastDeliveryLine({
    event: eventLabel(delivery.event),
    answer: String(answer),
    time: formatDateTime(delivery.created_at),
  })
}

/** What the test's delivery came to, in a sentence. */
function testResult(delivery: WebhookDelivery): { ok: boolean; text: string } {
  const code = delivery.status_code
  if (code !== null && code !== undefined && code >= 200 && code < 300) {
    return { ok: true, text: WEBHOOK_TEXTS.testOk({ status: code, ms: delivery.duration_ms }) }
  }
  return {
    ok: false,
    text: WEBHOOK_TEXTS.testFailed({ reason: delivery.error ?? String(code ?? WEBHOOK_TEXTS.noStatus) }),
  }
}

/**
 * One webhook: where it sends, what, which events, whether it is active (and why not), its last
 * delivery; Test, the delivery log, Edit, Pause or Resume, Delete.
 */
function WebhookCard({ webhook }: { webhook: WebhookPublic }) {
  const titleId = useId()
  const logId = useId()
  const [logShown, setLogShown] = useState(false)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const deliveries = useQuery(webhookDeliveriesQuery(webhook.id))
  const test = useTestWebhook()
  const pause = usePauseWebhook()
  const remove = useDeleteWebhook()
  const pausedByFailures = !webhook.active && webhook.consecutive_failures >= WEBHOOKS.failuresToPause
  const result = test.data && testResult(test.data)

  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body>
        <Stack gap="3">
          <Stack gap="1">
            <Flex gap="2" wrap="wrap" align="center">
              <Text id={titleId} fontWeight="semibold" overflowWrap="anywhere" flex="1" minW="12rem">
                {webhook.url}
              </Text>
              <Badge>{WEBHOOK_KIND_LABELS[webhook.kind]}</Badge>
              <Badge colorPalette={webhook.active ? 'green' : 'gray'}>
                {webhook.active ? WEBHOOK_TEXTS.active : WEBHOOK_TEXTS.paused}
              </Badge>
            </Flex>
            {!webhook.active && (
              <Text fontSize="sm" color={pausedByFailures ? 'red.fg' : 'fg.muted'}>
                {pausedByFailures
                  ? WEBHOOK_TEXTS.pausedByFailures({ failures: webhook.consecutive_failures })
                  : WEBHOOK_TEXTS.pausedByOwner}
              </Text>
            )}
            {webhook.active && webhook.consecutive_failures > 0 && (
              <Text fontSize="sm" color="orange.fg">
                {WEBHOOK_TEXTS.failing({ failures: webhook.consecutive_failures })}
              </Text>
            )}
          </Stack>
          <Stack as="dl" gap="1">
            <Fact label={WEBHOOK_TEXTS.filtersLabel}>
              <FilterWords filters={webhook.filters} />
            </Fact>
            <Fact label={WEBHOOK_TEXTS.eventsLabel}>
              {eventList(webhook.events.map((event) => WEBHOOK_EVENT_LABELS[event]))}
            </Fact>
            <Fact label={WEBHOOK_TEXTS.lastDelivery}>
              {deliveries.isPending ? (
                <Skeleton h="5" w="40%" {...loadingStatus(WEBHOOK_TEXTS.deliveriesLoading)} />
              ) : deliveries.isError ? (
                WEBHOOK_TEXTS.deliveriesError
              ) : (
                lastDeliveryText(deliveries.data.data[0])
              )}
            </Fact>
          </Stack>
          <Flex gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => !test.isPending && test.mutate({ path: { id: webhook.id } })}
              loading={test.isPending}
              loadingText={WEBHOOK_TEXTS.testing}
              aria-describedby={titleId}
            >
              <FiSend aria-hidden /> {WEBHOOK_TEXTS.test}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-expanded={logShown}
              aria-controls={logId}
              aria-describedby={titleId}
              onClick={() => setLogShown((shown) => !shown)}
            >
              <FiList aria-hidden /> {WEBHOOK_TEXTS.deliveries}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-describedby={titleId}>
              <FiEdit2 aria-hidden /> {WEBHOOK_TEXTS.edit}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                !pause.isPending && pause.mutate({ path: { id: webhook.id }, body: { active: !webhook.active } })
              }
              loading={pause.isPending}
              aria-describedby={titleId}
            >
              {webhook.active ? <FiPause aria-hidden /> : <FiPlay aria-hidden />}
              {webhook.active ? WEBHOOK_TEXTS.pause : WEBHOOK_TEXTS.resume}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              aria-describedby={titleId}
            >
              <FiTrash2 aria-hidden /> {WEBHOOK_TEXTS.delete}
            </Button>
          </Flex>
          {/* Always in the page, so a screen reader hears the outcome as it arrives. */}
          <Text role="status" fontSize="sm" color={result?.ok ? 'green.fg' : 'red.fg'}>
            {result?.text}
          </Text>
          {logShown && <DeliveryLog id={logId} url={webhook.url} deliveries={deliveries} />}
        </Stack>
      </Card.Body>
      <WebhookFormDialog webhook={webhook} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() =>
          !remove.isPending && remove.mutate({ path: { id: webhook.id } }, { onSuccess: () => setConfirming(false) })
        }
        isPending={remove.isPending}
      >
        {WEBHOOK_TEXTS.deleteConfirm({ url: webhook.url })}
      </ConfirmDialog>
    </Card.Root>
  )
}

interface WebhooksProps {
  /**
   * A homepage search to follow (its query string), from the Subscribe menu: the Add form opens
   * with its filters, then `onPrefillHandled` takes it out of the address.
   */
  prefill?: string
  onPrefillHandled?: () => void
}

/**
 * Settings' Webhooks tab: the account's webhooks, each with its state, Test and delivery log, and
 * Add. Only a verified account may have webhooks; an unverified one is told why and how to verify.
 */
export function Webhooks({ prefill, onPrefillHandled }: WebhooksProps) {
  const { user } = useCurrentUser()
  // Unverified, the server refuses the list (403), and a 403 would end the session: not asked for.
  const verified = user?.email_verified === true
  const webhooks = useQuery({ ...webhooksQuery(), enabled: verified })
  const [adding, setAdding] = useState<{ open: boolean; filters?: HomeFilters }>({ open: false })
  const count = webhooks.data?.data.filter((webhook) => webhook.user_id === user?.id).length ?? 0
  const atLimit = count >= WEBHOOKS.perUserMax

  // A search handed over opens the form once the list is in (so the limit is known), then leaves the address.
  useEffect(() => {
    if (prefill === undefined || !webhooks.isSuccess) return
    if (!atLimit) setAdding({ open: true, filters: homeFiltersOfQuery(prefill) })
    onPrefillHandled?.()
  }, [prefill, webhooks.isSuccess, atLimit, onPrefillHandled])

  return (
    <Stack gap="4" maxW="3xl">
      <Heading as="h2" size="md">
        {WEBHOOK_TEXTS.tab}
      </Heading>
      <Text color="fg.muted">{WEBHOOK_TEXTS.intro}</Text>
      {!user ? (
        <CardListSkeleton label={WEBHOOK_TEXTS.loading} cardHeight="32" />
      ) : !verified ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{EMAIL_VERIFICATION_MESSAGES.verifyFirst}</Alert.Title>
            <Alert.Description>{WEBHOOK_TEXTS.verifyFirstHelp}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <>
          <Flex gap="3" wrap="wrap" align="center">
            <Button onClick={() => setAdding({ open: true })} disabled={!webhooks.isSuccess || atLimit}>
              <FiPlus aria-hidden /> {WEBHOOK_TEXTS.add}
            </Button>
            {webhooks.isSuccess && (
              <Text fontSize="sm" color="fg.muted">
                {atLimit ? limitReached() : webhookCount(count)}
              </Text>
            )}
          </Flex>
          <QueryState
            query={webhooks}
            loading={<CardListSkeleton label={WEBHOOK_TEXTS.loading} cardHeight="32" />}
            errorTitle={WEBHOOK_TEXTS.loadError}
            isEmpty={webhooks.data?.data.length === 0}
            empty={
              <EmptyState
                title={WEBHOOK_TEXTS.emptyTitle}
                description={WEBHOOK_TEXTS.emptyDescription}
                icon={<FiZap />}
              />
            }
          >
            <Stack gap="3">
              {webhooks.data?.data.map((webhook) => (
                <WebhookCard key={webhook.id} webhook={webhook} />
              ))}
            </Stack>
          </QueryState>
          <WebhookFormDialog
            prefill={adding.filters}
            open={adding.open}
            onOpenChange={(open) => setAdding((state) => ({ ...state, open }))}
          />
        </>
      )}
    </Stack>
  )
}
