// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Link, Text } from '@react-email/components'
import { defineTexts, withValues } from '../../../common/i18n/texts.js'
import { deadlineReminderSetting } from '../../../common/registration.js'
import { SITE } from '../../../common/site.js'
import { formatEventDates } from '../../../common/zoned-time.js'
import type { DigestHackathon } from '../../db/repositories/alerts.js'
import { EmailHackathon, EmailLayout, emailMessage, emailStyles, linked } from '../email-templates.js'
import { hackathonPageUrl } from '../page-head.js'

const REMINDER_EMAIL_TEXTS = defineTexts('reminderEmails', {
  /** `site` is the site's name, "Hackathons"; `name` the hackathon's. */
  subject: withValues<{ site: string; name: string }>('{site} - Registration for {name} closes soon'),
  title: 'Registration closes soon',
  /**
   * `name` is the hackathon's name; `deadline` its registration deadline, a date and time in this
   * language with its time zone: "8 Jun 2030, 14:30 (Europe/Berlin)".
   */
  closes: withValues<{ name: string; deadline: string }>(
    'Registration for {name}, which you saved, closes on {deadline}.',
  ),
  open: 'Open the hackathon',
  /**
   * The footer: `settings` is the link "Turn these reminders off in Settings" below; `setting` the
   * words of the switch in Settings, quoted ("E-mail me 72 hours before…").
   */
  footer: withValues<{ settings: string; setting: string }>(
    'You get this e-mail because you saved this hackathon. {settings}: “{setting}”.',
  ),
  /** The footer's link to Settings, where the switch turns these e-mails off. */
  settings: 'Turn these reminders off in Settings',
})

export interface ReminderEmail {
  to: string
  frontendHost: string
  hackathon: DigestHackathon
  deadline: Date
  settingsUrl: string
}

/** The one reminder before a saved hackathon's registration deadline. */
export function deadlineReminderEmail({ to, frontendHost, hackathon, deadline, settingsUrl }: ReminderEmail) {
  const texts = REMINDER_EMAIL_TEXTS
  // The deadline as the hackathon's dates below it are written: in its zone, the zone named.
  const when = formatEventDates(deadline, deadline, hackathon.timezone)
  const closes = texts.closes({ name: hackathon.name, deadline: when })
  return emailMessage(
    to,
    texts.subject({ site: SITE.name, name: hackathon.name }),
    <EmailLayout
      title={texts.title}
      preview={closes}
      footer={
        <Text style={emailStyles.footer}>
          {linked((marks) => texts.footer({ ...marks, setting: deadlineReminderSetting() }), {
            settings: <Link href={settingsUrl}>{texts.settings}</Link>,
          })}
        </Text>
      }
    >
      <Text>{closes}</Text>
      <EmailHackathon hackathon={hackathon} frontendHost={frontendHost} />
      <Button href={hackathonPageUrl(frontendHost, hackathon.id)} style={emailStyles.button}>
        {texts.open}
      </Button>
    </EmailLayout>,
  )
}
