import { Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_PING, type WebhookEvent } from '../../../../common/webhooks'
import type { WebhookDelivery } from '../../../client/types.gen'
import { QueryState } from '../../../components/QueryState'
import { formatDateTime } from '../../../lib/dates'
import { loadingStatus } from '../../../lib/loadingStatus'
import { deliveriesNote, WEBHOOK_TEXTS } from '../texts'

/** An event's name as the form's checkboxes say it; a test says it is one. */
export const eventLabel = (event: string) =>
  event === WEBHOOK_PING ? WEBHOOK_TEXTS.ping : (WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event)

/** A 2xx is a success: the status in green, anything else (or no answer) in red. */
const succeeded = (delivery: WebhookDelivery) =>
  delivery.status_code !== null && delivery.status_code !== undefined && delivery.status_code < 300

interface DeliveryLogProps {
  url: string
  deliveries: UseQueryResult<{ data: WebhookDelivery[] }>
  id: string
}

/**
 * A webhook's latest deliveries, newest first: each attempt's event, number, answer, error, time
 * taken and moment. A table that scrolls sideways on a phone rather than squeezing its columns.
 */
export function DeliveryLog({ url, deliveries, id }: DeliveryLogProps) {
  return (
    <Stack id={id} gap="2" as="section" aria-label={WEBHOOK_TEXTS.deliveriesOf({ url })}>
      <QueryState
        query={deliveries}
        loading={<Skeleton h="16" {...loadingStatus(WEBHOOK_TEXTS.deliveriesLoading)} />}
        errorTitle={WEBHOOK_TEXTS.deliveriesError}
        isEmpty={deliveries.data?.data.length === 0}
        empty={
          <Text fontSize="sm" color="fg.muted">
            {WEBHOOK_TEXTS.deliveriesEmpty}
          </Text>
        }
      >
        <Text fontSize="sm" color="fg.muted">
          {deliveriesNote()}
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="md" maxH="sm">
          <Table.Root size="sm" stickyHeader>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{WEBHOOK_TEXTS.columns.event}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{WEBHOOK_TEXTS.columns.attempt}</Table.ColumnHeader>
                <Table.ColumnHeader>{WEBHOOK_TEXTS.columns.status}</Table.ColumnHeader>
                <Table.ColumnHeader>{WEBHOOK_TEXTS.columns.error}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{WEBHOOK_TEXTS.columns.duration}</Table.ColumnHeader>
                <Table.ColumnHeader>{WEBHOOK_TEXTS.columns.time}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {deliveries.data?.data.map((delivery) => (
                <Table.Row key={delivery.id}>
                  <Table.Cell whiteSpace="nowrap">{eventLabel(delivery.event)}</Table.Cell>
                  <Table.Cell textAlign="end">{delivery.attempt}</Table.Cell>
                  <Table.Cell color={succeeded(delivery) ? 'green.fg' : 'red.fg'}>
                    {delivery.status_code ?? WEBHOOK_TEXTS.noStatus}
                  </Table.Cell>
                  <Table.Cell minW="12rem" overflowWrap="anywhere">
                    {delivery.error ?? ''}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {WEBHOOK_TEXTS.durationMs({ ms: delivery.duration_ms })}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(delivery.created_at)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </QueryState>
    </Stack>
  )
}
