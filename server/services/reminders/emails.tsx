// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Link, Text } from '@react-email/components'
import { deadlineReminderSetting } from '../../../common/registration.js'
import { dateTimeFormat, zoneOrUtc } from '../../../common/zoned-time.js'
import type { DigestHackathon } from '../../db/repositories/alerts.js'
import { EmailHackathon, EmailLayout, emailMessage, emailStyles } from '../email-templates.js'
import { hackathonPageUrl } from '../page-head.js'

/** "3 Dec 2031, 23:59 (Europe/Berlin)": the deadline in the hackathon's zone (else UTC), zone named. */
function deadlineText(deadline: Date, zone: string | null): string {
  const timeZone = zoneOrUtc(zone)
  return `${dateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(deadline)} (${timeZone})`
}

const REMINDER_EMAIL_TEXTS = {
  subject: (name: string) => `Hackathons - Registration for ${name} closes soon`,
  title: 'Registration closes soon',
  closes: (name: string, when: string) => `Registration for ${name}, which you saved, closes on ${when}.`,
  open: 'Open the hackathon',
  why: 'You get this e-mail because you saved this hackathon.',
  settings: 'Turn these reminders off in Settings',
} as const

export interface ReminderEmail {
  to: string
  frontendHost: string
  hackathon: DigestHackathon
  deadline: Date
  settingsUrl: string
}

/** The one reminder before a saved hackathon's registration deadline. */
export function deadlineReminderEmail({ to, frontendHost, hackathon, deadline, settingsUrl }: ReminderEmail) {
  const closes = REMINDER_EMAIL_TEXTS.closes(hackathon.name, deadlineText(deadline, hackathon.timezone))
  return emailMessage(
    to,
    REMINDER_EMAIL_TEXTS.subject(hackathon.name),
    <EmailLayout
      title={REMINDER_EMAIL_TEXTS.title}
      preview={closes}
      footer={
        <Text style={emailStyles.footer}>
          {REMINDER_EMAIL_TEXTS.why} <Link href={settingsUrl}>{REMINDER_EMAIL_TEXTS.settings}</Link>: “
          {deadlineReminderSetting()}”.
        </Text>
      }
    >
      <Text>{closes}</Text>
      <EmailHackathon hackathon={hackathon} frontendHost={frontendHost} />
      <Button href={hackathonPageUrl(frontendHost, hackathon.id)} style={emailStyles.button}>
        {REMINDER_EMAIL_TEXTS.open}
      </Button>
    </EmailLayout>,
  )
}
