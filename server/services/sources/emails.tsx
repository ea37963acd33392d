// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Text } from '@react-email/components'
import { defineTexts, withValues } from '../../../common/i18n/texts.js'
import { SITE } from '../../../common/site.js'
import { SOURCE_LIMITS } from '../../../common/sources.js'
import { EmailLayout, emailMessage, emailStyles } from '../email-templates.js'

const FAILING_EMAIL_TEXTS = defineTexts('sourceEmails', {
  /** `site` is the site's name, "Hackathons"; `name` the source's. */
  subject: withValues<{ site: string; name: string }>('{site} - The source {name} is failing'),
  title: 'A source you added is failing',
  /** `runs` is how many runs in a row failed (3); `name` is the source's name. */
  body: withValues<{ runs: number; name: string }>(
    '{runs, plural, one {The last run of {name} failed} other {The last # runs of {name} failed}}, so no new events come in from it. It is still read on its interval, and the next good run makes it active again.',
  ),
  /** `error` is the error of the last run, as the source's page shows it. */
  error: withValues<{ error: string }>('The last error: {error}'),
  open: 'Open the sources',
  /** `site` is the site's name: "Hackathons". */
  why: withValues<{ site: string }>('You get this e-mail once, because you added this source on {site}.'),
})

/** The one e-mail to a source's creator when its failures in a row make it failing. */
export function sourceFailingEmail({
  to,
  name,
  error,
  sourcesUrl,
}: {
  to: string
  name: string
  error: string
  sourcesUrl: string
}) {
  const body = FAILING_EMAIL_TEXTS.body({ runs: SOURCE_LIMITS.failuresToFailing, name })
  return emailMessage(
    to,
    FAILING_EMAIL_TEXTS.subject({ site: SITE.name, name }),
    <EmailLayout
      title={FAILING_EMAIL_TEXTS.title}
      preview={body}
      footer={<Text style={emailStyles.footer}>{FAILING_EMAIL_TEXTS.why({ site: SITE.name })}</Text>}
    >
      <Text>{body}</Text>
      <Text>{FAILING_EMAIL_TEXTS.error({ error })}</Text>
      <Button href={sourcesUrl} style={emailStyles.button}>
        {FAILING_EMAIL_TEXTS.open}
      </Button>
    </EmailLayout>,
  )
}
