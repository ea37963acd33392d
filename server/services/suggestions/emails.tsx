// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Link, Text } from '@react-email/components'
import { SUGGESTION_EMAILS_TEXTS } from '../../../common/suggestions.js'
import { EmailLayout, emailMessage, emailStyles } from '../email-templates.js'

const REVIEW_EMAIL_TEXTS = {
  subject: {
    approved: (name: string) => `Hackathons - Your suggestion for ${name} was accepted`,
    rejected: (name: string) => `Hackathons - Your suggestion for ${name} was not accepted`,
  },
  title: { approved: 'Your suggestion was accepted', rejected: 'Your suggestion was not accepted' },
  body: {
    new: {
      approved: (name: string) => `Thank you: ${name}, which you suggested, is now listed.`,
      rejected: (name: string) => `An editor reviewed ${name}, which you suggested, and did not list it.`,
    },
    update: {
      approved: (name: string) => `Thank you: the changes you suggested to ${name} are now on its page.`,
      rejected: (name: string) => `An editor reviewed the changes you suggested to ${name} and did not apply them.`,
    },
  },
  open: 'Open its page',
  why: 'You get this e-mail because you made a suggestion on Hackathons.',
  settings: 'Turn these e-mails off in Settings',
} as const

export interface ReviewEmail {
  to: string
  decision: 'approved' | 'rejected'
  kind: 'new' | 'update'
  /** The hackathon's name: the listed one for an update, the suggested one for a new hackathon. */
  name: string
  /** The hackathon's public page, when it is listed (an accepted suggestion, or an update's hackathon). */
  pageUrl: string | null
  settingsUrl: string
}

/** The one e-mail that tells a suggestion's author how it was reviewed. */
export function suggestionReviewedEmail({ to, decision, kind, name, pageUrl, settingsUrl }: ReviewEmail) {
  const body = REVIEW_EMAIL_TEXTS.body[kind][decision](name)
  return emailMessage(
    to,
    REVIEW_EMAIL_TEXTS.subject[decision](name),
    <EmailLayout
      title={REVIEW_EMAIL_TEXTS.title[decision]}
      preview={body}
      footer={
        <Text style={emailStyles.footer}>
          {REVIEW_EMAIL_TEXTS.why} <Link href={settingsUrl}>{REVIEW_EMAIL_TEXTS.settings}</Link>: “
          {SUGGESTION_EMAILS_TEXTS.setting}”.
        </Text>
      }
    >
      <Text>{body}</Text>
      {pageUrl && (
        <Button href={pageUrl} style={emailStyles.button}>
          {REVIEW_EMAIL_TEXTS.open}
        </Button>
      )}
    </EmailLayout>,
  )
}
