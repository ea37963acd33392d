// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Text } from '@react-email/components'
import { defineTexts, withValues } from '../../../common/i18n/texts.js'
import { SITE } from '../../../common/site.js'
import { WEBHOOKS } from '../../../common/webhooks.js'
import { EmailLayout, emailMessage, emailStyles } from '../email-templates.js'

const PAUSED_EMAIL_TEXTS = defineTexts('webhookEmails', {
  /** `site` is the site's name: "Hackathons". */
  subject: withValues<{ site: string }>('{site} - A webhook of yours is paused'),
  title: 'A webhook of yours is paused',
  /** `deliveries` is how many deliveries in a row failed (20); `url` is the webhook's address. */
  body: withValues<{ deliveries: number; url: string }>(
    '{deliveries, plural, one {The last delivery to {url} failed} other {The last # deliveries to {url} failed}}, so it is paused and nothing more is sent to it. Once the receiver works again, resume it in your settings: the events it missed are sent then.',
  ),
  /** `error` is the error of the last delivery, as the delivery log shows it. */
  error: withValues<{ error: string }>('The last error: {error}'),
  open: 'Open your webhooks',
  /** `site` is the site's name: "Hackathons". */
  why: withValues<{ site: string }>('You get this e-mail once, because you added this webhook on {site}.'),
})

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
  const body = PAUSED_EMAIL_TEXTS.body({ deliveries: WEBHOOKS.failuresToPause, url })
  return emailMessage(
    to,
    PAUSED_EMAIL_TEXTS.subject({ site: SITE.name }),
    <EmailLayout
      title={PAUSED_EMAIL_TEXTS.title}
      preview={body}
      footer={<Text style={emailStyles.footer}>{PAUSED_EMAIL_TEXTS.why({ site: SITE.name })}</Text>}
    >
      <Text>{body}</Text>
      <Text>{PAUSED_EMAIL_TEXTS.error({ error })}</Text>
      <Button href={settingsUrl} style={emailStyles.button}>
        {PAUSED_EMAIL_TEXTS.open}
      </Button>
    </EmailLayout>,
  )
}
