// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Text } from '@react-email/components'
import { SOURCE_LIMITS } from '../../../common/sources.js'
import { EmailLayout, emailMessage, emailStyles } from '../email-templates.js'

const FAILING_EMAIL_TEXTS = {
  subject: (name: string) => `Hackathons - The source ${name} is failing`,
  title: 'A source you added is failing',
  body: (name: string) =>
    `The last ${SOURCE_LIMITS.failuresToFailing} runs of ${name} failed, so no new events come in from it. It is still read on its interval, and the next good run makes it active again.`,
  error: (error: string) => `The last error: ${error}`,
  open: 'Open the sources',
  why: 'You get this e-mail once, because you added this source on Hackathons.',
} as const

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
  const body = FAILING_EMAIL_TEXTS.body(name)
  return emailMessage(
    to,
    FAILING_EMAIL_TEXTS.subject(name),
    <EmailLayout
      title={FAILING_EMAIL_TEXTS.title}
      preview={body}
      footer={<Text style={emailStyles.footer}>{FAILING_EMAIL_TEXTS.why}</Text>}
    >
      <Text>{body}</Text>
      <Text>{FAILING_EMAIL_TEXTS.error(error)}</Text>
      <Button href={sourcesUrl} style={emailStyles.button}>
        {FAILING_EMAIL_TEXTS.open}
      </Button>
    </EmailLayout>,
  )
}
