// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Link, Text } from '@react-email/components'
import { defineTexts, withValues } from '../../../common/i18n/texts.js'
import { SITE } from '../../../common/site.js'
import { SUGGESTION_EMAILS_TEXTS } from '../../../common/suggestions.js'
import { EmailLayout, emailMessage, emailStyles, linked } from '../email-templates.js'

const REVIEW_EMAIL_TEXTS = defineTexts('suggestionReviewEmails', {
  subject: {
    /** `site` is the site's name, "Hackathons"; `name` the hackathon's. */
    approved: withValues<{ site: string; name: string }>('{site} - Your suggestion for {name} was accepted'),
    /** `site` is the site's name, "Hackathons"; `name` the hackathon's. */
    rejected: withValues<{ site: string; name: string }>('{site} - Your suggestion for {name} was not accepted'),
  },
  title: { approved: 'Your suggestion was accepted', rejected: 'Your suggestion was not accepted' },
  body: {
    new: {
      /** A suggested new hackathon, now listed: `name` is its name. */
      approved: withValues<{ name: string }>('Thank you: {name}, which you suggested, is now listed.'),
      /** A suggested new hackathon, not listed: `name` is its name. */
      rejected: withValues<{ name: string }>('An editor reviewed {name}, which you suggested, and did not list it.'),
    },
    update: {
      /** Suggested changes to a listed hackathon, now applied: `name` is its name. */
      approved: withValues<{ name: string }>('Thank you: the changes you suggested to {name} are now on its page.'),
      /** Suggested changes to a listed hackathon, not applied: `name` is its name. */
      rejected: withValues<{ name: string }>(
        'An editor reviewed the changes you suggested to {name} and did not apply them.',
      ),
    },
  },
  open: 'Open its page',
  /**
   * The footer: `site` is the site's name, "Hackathons"; `settings` the link "Turn these e-mails off
   * in Settings" below; `setting` the words of the switch in Settings, quoted.
   */
  footer: withValues<{ site: string; settings: string; setting: string }>(
    'You get this e-mail because you made a suggestion on {site}. {settings}: “{setting}”.',
  ),
  /** The footer's link to Settings, where the switch turns these e-mails off. */
  settings: 'Turn these e-mails off in Settings',
})

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
  const texts = REVIEW_EMAIL_TEXTS
  const body = texts.body[kind][decision]({ name })
  return emailMessage(
    to,
    texts.subject[decision]({ site: SITE.name, name }),
    <EmailLayout
      title={texts.title[decision]}
      preview={body}
      footer={
        <Text style={emailStyles.footer}>
          {linked((marks) => texts.footer({ ...marks, site: SITE.name, setting: SUGGESTION_EMAILS_TEXTS.setting }), {
            settings: <Link href={settingsUrl}>{texts.settings}</Link>,
          })}
        </Text>
      }
    >
      <Text>{body}</Text>
      {pageUrl && (
        <Button href={pageUrl} style={emailStyles.button}>
          {texts.open}
        </Button>
      )}
    </EmailLayout>,
  )
}
