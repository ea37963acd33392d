// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Text } from '@react-email/components'
import { WEBHOOKS } from '../../../common/webhooks.js'
import { EmailLayout, emailMessage, emailStyles } from '../email-templates.js'

const PAUSED_EMAIL_TEXTS = {
  subject: 'Hackathons - A webhook of yours is paused',
  title: 'A webhook of yours is paused',
  body: (url: string) =>
    `The last ${WEBHOOKS.failuresToPause} deliveries to ${url} failed, so it is paused and nothing more is sent to it. Once the receiver works again, resume it in your settings: the events it missed are sent then.`,
  error: (error: string) => `The last error: ${error}`,
  open: 'Open your webhooks',
  why: 'You get this e-mail once, because you added this webhook on Hackathons.',
} as const

/** The one e-mail to a webhook's owner when its failures in a row pause it. */
export function webhookPausedEmail({
  to,
  url,
  error,
  settingsUrl,
}: {
  to: string
  url: string
  error: string
  settingsUrl: string
}) {
  const body = PAUSED_EMAIL_TEXTS.body(url)
  return emailMessage(
    to,
    PAUSED_EMAIL_TEXTS.subject,
    <EmailLayout
      title={PAUSED_EMAIL_TEXTS.title}
      preview={body}
      footer={<Text style={emailStyles.footer}>{PAUSED_EMAIL_TEXTS.why}</Text>}
    >
      <Text>{body}</Text>
      <Text>{PAUSED_EMAIL_TEXTS.error(error)}</Text>
      <Button href={settingsUrl} style={emailStyles.button}>
        {PAUSED_EMAIL_TEXTS.open}
      </Button>
    </EmailLayout>,
  )
}
