// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Link, Text } from '@react-email/components'
import { defineTexts, withValues } from '../../../common/i18n/texts.js'
import { SITE } from '../../../common/site.js'
import { EmailLayout, emailMessage, emailStyles } from '../email-templates.js'
import { hackathonPageUrl } from '../page-head.js'

const INVITATION_EMAIL_TEXTS = defineTexts('invitationEmails', {
  /** `site` is the site's name, "Hackathons"; `name` the hackathon's. */
  subject: withValues<{ site: string; name: string }>('{site} - You are invited to organise {name}'),
  title: 'You are invited to organise a hackathon',
  /** `inviter` is the display name of the organiser who invited; `name` the hackathon's; `site` the site's name, "Hackathons". */
  invited: withValues<{ inviter: string; name: string; site: string }>(
    '{inviter} invited you to be an organiser of {name} on {site}.',
  ),
  /** The same, when the organiser who invited has no display name. */
  invitedByOne: withValues<{ name: string; site: string }>(
    'One of its organisers invited you to be an organiser of {name} on {site}.',
  ),
  what: 'Its organisers edit its listing directly, and hear when its site changes.',
  accept: 'Open the invitation',
  /** `days` is how long the invitation is valid (7). */
  validity: withValues<{ days: number }>(
    "Log in with this e-mail address's account and accept on the page the button opens. The invitation is valid for {days, plural, one {# day} other {# days}} and works once.",
  ),
  ignore: 'If you do not expect it, ignore this e-mail: nothing changes unless you accept.',
})

export interface InvitationEmail {
  to: string
  frontendHost: string
  hackathon: { id: string; name: string }
  /** The inviter's display name (never their address), or null when they have none. */
  inviter: string | null
  link: string
  validHours: number
}

/** The invitation to organise a hackathon, mailed to the address an organiser named when an account has it verified. */
export function organizerInvitationEmail({ to, frontendHost, hackathon, inviter, link, validHours }: InvitationEmail) {
  const { name } = hackathon
  const invited =
    inviter === null
      ? INVITATION_EMAIL_TEXTS.invitedByOne({ name, site: SITE.name })
      : INVITATION_EMAIL_TEXTS.invited({ inviter, name, site: SITE.name })
  return emailMessage(
    to,
    INVITATION_EMAIL_TEXTS.subject({ site: SITE.name, name }),
    <EmailLayout
      title={INVITATION_EMAIL_TEXTS.title}
      preview={invited}
      footer={<Text style={emailStyles.footer}>{INVITATION_EMAIL_TEXTS.ignore}</Text>}
    >
      <Text>{invited}</Text>
      <Text>
        <Link href={hackathonPageUrl(frontendHost, hackathon.id)}>{hackathon.name}</Link>
      </Text>
      <Text>{INVITATION_EMAIL_TEXTS.what}</Text>
      <Button href={link} style={emailStyles.button}>
        {INVITATION_EMAIL_TEXTS.accept}
      </Button>
      <Text style={emailStyles.detail}>{INVITATION_EMAIL_TEXTS.validity({ days: Math.round(validHours / 24) })}</Text>
    </EmailLayout>,
  )
}
