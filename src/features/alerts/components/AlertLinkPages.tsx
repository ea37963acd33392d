import { Alert, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { ALERT_MESSAGES } from '../../../../common/alerts'
import { MailedLinkFrame, UnusableLinkNotice } from '../../../components/MailedLinkPage'
import { routeLoadError } from '../../../components/QueryState'
import { isInvalidLink, useConfirmAlert, useUnsubscribeAlerts } from '../mutations'
import { alertPreviewQuery } from '../queries'
import { ALERT_TEXTS } from '../texts'

/**
 * What a link that is bad, used or expired leads to (the API's words; a malformed token's 422 means
 * the same to the reader), and how to get a new one; or, without a token, where the link comes from.
 */
function InvalidLink({ hasToken = true }: { hasToken?: boolean }) {
  return (
    <UnusableLinkNotice
      title={ALERT_TEXTS.invalidLink}
      help={hasToken ? ALERT_TEXTS.invalidLinkHelp({ reason: ALERT_MESSAGES.invalidToken }) : ALERT_TEXTS.noToken}
    />
  )
}

/** A done action's outcome in the server's words, and the way on to the hackathons. */
function Done({ title, message, next }: { title: string; message: string; next?: string }) {
  return (
    <>
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {next && <Text>{next}</Text>}
      <Box>
        <Button asChild variant="outline">
          <Link to="/">{ALERT_TEXTS.browse}</Link>
        </Button>
      </Box>
    </>
  )
}

/**
 * `/alerts/confirm?token=`: what the alert will send, in words, and Confirm. Opening the page
 * confirms nothing (mail scanners open links too); only the button does. Its loader read the preview.
 */
export function ConfirmAlertPage({ token }: { token: string }) {
  const { data: preview } = useSuspenseQuery(alertPreviewQuery(token))
  const confirm = useConfirmAlert()
  return (
    <MailedLinkFrame title={ALERT_TEXTS.confirmTitle}>
      <Stack gap="1">
        <Text>{ALERT_TEXTS.confirmIntro({ frequency: preview.frequency })}</Text>
        <Text fontWeight="semibold" fontSize="lg">
          {preview.description}
        </Text>
      </Stack>
      {confirm.isSuccess ? (
        <Done title={ALERT_TEXTS.confirmedTitle} message={confirm.data.message} next={ALERT_TEXTS.confirmedNext} />
      ) : confirm.isError && isInvalidLink(confirm.error) ? (
        <InvalidLink />
      ) : (
        <Box>
          <Button onClick={() => !confirm.isPending && confirm.mutate({ body: { token } })} loading={confirm.isPending}>
            {ALERT_TEXTS.confirm}
          </Button>
        </Box>
      )}
    </MailedLinkFrame>
  )
}

/** A confirmation page opened without a token: nothing to ask the server. */
export function ConfirmAlertWithoutToken() {
  return (
    <MailedLinkFrame title={ALERT_TEXTS.confirmTitle}>
      <InvalidLink hasToken={false} />
    </MailedLinkFrame>
  )
}

export function ConfirmAlertPending() {
  return (
    <MailedLinkFrame title={ALERT_TEXTS.confirmTitle}>
      <Stack direction="row" align="center" gap="3" role="status" aria-busy="true">
        <Spinner size="sm" />
        <Text>{ALERT_TEXTS.confirmLoading}</Text>
      </Stack>
    </MailedLinkFrame>
  )
}

const ConfirmLoadError = routeLoadError(
  () => ALERT_TEXTS.confirmLoadError,
  (content) => <MailedLinkFrame title={ALERT_TEXTS.confirmTitle}>{content}</MailedLinkFrame>,
)

/** A bad, used or expired link says so, with no Retry that could not help; any other failure may be retried. */
export function ConfirmAlertError(props: ErrorComponentProps) {
  if (isInvalidLink(props.error)) {
    return (
      <MailedLinkFrame title={ALERT_TEXTS.confirmTitle}>
        <InvalidLink />
      </MailedLinkFrame>
    )
  }
  return <ConfirmLoadError {...props} />
}

/**
 * `/alerts/unsubscribe?token=`, where an alert e-mail's unsubscribe link leads (through the API's
 * redirect): one button stops the alerts the link names. Mail clients' one-click unsubscribe posts
 * to the API directly.
 */
export function UnsubscribePage({ token }: { token?: string }) {
  const unsubscribe = useUnsubscribeAlerts()
  return (
    <MailedLinkFrame title={ALERT_TEXTS.unsubscribeTitle}>
      {!token ? (
        <InvalidLink hasToken={false} />
      ) : unsubscribe.isSuccess ? (
        <Done title={ALERT_TEXTS.unsubscribedTitle} message={unsubscribe.data.message} />
      ) : unsubscribe.isError && isInvalidLink(unsubscribe.error) ? (
        <InvalidLink />
      ) : (
        <>
          <Text>{ALERT_TEXTS.unsubscribeIntro}</Text>
          <Box>
            <Button
              colorPalette="red"
              onClick={() => !unsubscribe.isPending && unsubscribe.mutate({ query: { token } })}
              loading={unsubscribe.isPending}
            >
              {ALERT_TEXTS.unsubscribe}
            </Button>
          </Box>
        </>
      )}
    </MailedLinkFrame>
  )
}
