import { Alert, Badge, Button, Card, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FiBell, FiPause, FiPlay, FiTrash2 } from 'react-icons/fi'
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../common/accounts'
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '../../../../common/alerts'
import type { AlertPublic } from '../../../client/types.gen'
import { CardListSkeleton } from '../../../components/CardListSkeleton'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { EmptyState } from '../../../components/plain/EmptyState'
import { QueryState } from '../../../components/QueryState'
import { useCurrentUser } from '../../../entities/session/hooks'
import { useDeleteAlert, useUpdateAlert } from '../mutations'
import { myAlertsQuery } from '../queries'
import { ALERT_TEXTS } from '../texts'

/** One alert: what it follows in words, its state, how often (changed at once), Pause or Resume, Delete. */
function AlertRow({ alert }: { alert: AlertPublic }) {
  const update = useUpdateAlert()
  const remove = useDeleteAlert()
  const [confirming, setConfirming] = useState(false)
  const titleId = useId()
  const patch = (body: { frequency?: AlertFrequency; paused?: boolean }) =>
    !update.isPending && update.mutate({ path: { id: alert.id }, body })

  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body>
        <Stack gap="3">
          <Stack gap="1">
            <Text id={titleId} fontWeight="semibold" overflowWrap="anywhere">
              {alert.description}
            </Text>
            {(!alert.confirmed || alert.paused) && (
              <Flex gap="2" wrap="wrap" align="center">
                {!alert.confirmed && <Badge colorPalette="orange">{ALERT_TEXTS.waiting}</Badge>}
                {alert.paused && <Badge colorPalette="gray">{ALERT_TEXTS.paused}</Badge>}
              </Flex>
            )}
            {!alert.confirmed && (
              <Text fontSize="sm" color="fg.muted">
                {ALERT_TEXTS.waitingHelp}
              </Text>
            )}
          </Stack>
          <Flex gap="3" wrap="wrap" align="center">
            <NativeSelect.Root size="sm" w="auto" minW="8rem" disabled={update.isPending}>
              <NativeSelect.Field
                aria-label={ALERT_TEXTS.frequencyOf({ description: alert.description })}
                value={alert.frequency}
                onChange={(event) => patch({ frequency: event.currentTarget.value as AlertFrequency })}
              >
                {ALERT_FREQUENCIES.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {ALERT_FREQUENCY_LABELS[frequency]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              variant="outline"
              onClick={() => patch({ paused: !alert.paused })}
              loading={update.isPending && update.variables?.body.paused !== undefined}
              disabled={update.isPending}
              aria-describedby={titleId}
            >
              {alert.paused ? <FiPlay aria-hidden /> : <FiPause aria-hidden />}
              {alert.paused ? ALERT_TEXTS.resume : ALERT_TEXTS.pause}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              aria-describedby={titleId}
            >
              <FiTrash2 aria-hidden /> {ALERT_TEXTS.delete}
            </Button>
          </Flex>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() =>
          !remove.isPending && remove.mutate({ path: { id: alert.id } }, { onSuccess: () => setConfirming(false) })
        }
        isPending={remove.isPending}
      >
        {ALERT_TEXTS.deleteConfirm({ description: alert.description })}
      </ConfirmDialog>
    </Card.Root>
  )
}

/**
 * Settings' "My alerts": every alert of the account's address, confirmed or waiting for it. The
 * server lists only the caller's own address, and only once the account has verified it, so nobody
 * sees another's.
 */
export function MyAlerts() {
  const { user } = useCurrentUser()
  // Unverified, the server refuses the list (403), and a 403 would end the session: not asked for.
  const verified = user?.email_verified === true
  const alerts = useQuery({ ...myAlertsQuery(), enabled: verified })
  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h2" size="md">
        {ALERT_TEXTS.myAlerts}
      </Heading>
      {user && <Text color="fg.muted">{ALERT_TEXTS.myAlertsIntro({ email: user.email })}</Text>}
      {!user ? (
        <CardListSkeleton label={ALERT_TEXTS.loading} cardHeight="24" />
      ) : !verified ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{EMAIL_VERIFICATION_MESSAGES.verifyFirst}</Alert.Title>
            <Alert.Description>{ALERT_TEXTS.verifyFirstHelp}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <QueryState
          query={alerts}
          loading={<CardListSkeleton label={ALERT_TEXTS.loading} cardHeight="24" />}
          errorTitle={ALERT_TEXTS.loadError}
          isEmpty={alerts.data?.data.length === 0}
          empty={
            <EmptyState title={ALERT_TEXTS.emptyTitle} description={ALERT_TEXTS.emptyDescription} icon={<FiBell />} />
          }
        >
          <Stack gap="3">
            {alerts.data?.data.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </Stack>
        </QueryState>
      )}
    </Stack>
  )
}
