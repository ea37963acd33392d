// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Link, Text } from '@react-email/components'
import { EmailLayout, emailMessage, emailStyles } from '../email-templates.js'
import { hackathonPageUrl } from '../page-head.js'

const INVITATION_EMAIL_TEXTS = {
  subject: (name: string) => `Hackathons - You are invited to organise ${name}`,
  title: 'You are invited to organise a hackathon',
  invited: (inviter: string | null, name: string) =>
    `${inviter ?? 'One of its organisers'} invited you to be an organiser of ${name} on Hackathons.`,
  what: 'Its organisers edit its listing directly, and hear when its site changes.',
  accept: 'Open the invitation',
  validity: (days: number) =>
    `Log in with this e-mail address's account and accept on the page the button opens. The invitation is valid for ${days} days and works once.`,
  ignore: 'If you do not expect it, ignore this e-mail: nothing changes unless you accept.',
} as const

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
  const invited = INVITATION_EMAIL_TEXTS.invited(inviter, hackathon.name)
  return emailMessage(
    to,
    INVITATION_EMAIL_TEXTS.subject(hackathon.name),
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
      <Text style={emailStyles.detail}>{INVITATION_EMAIL_TEXTS.validity(Math.round(validHours / 24))}</Text>
    </EmailLayout>,
  )
}
