// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { ALERTS, type AlertFrequency } from '../../../common/alerts.js'
import type { DigestHackathon } from '../../db/repositories/alerts.js'
import { EmailHackathon, EmailLayout, emailMessage, emailStyles, type UnsubscribeLink } from '../email-templates.js'

const period = (frequency: AlertFrequency) => (frequency === 'daily' ? 'a daily' : 'a weekly')

const ALERT_EMAIL_TEXTS = {
  confirmSubject: 'Hackathons - Confirm your alert',
  confirmTitle: 'Confirm your alert',
  confirmButton: 'Confirm alert',
  digestTitle: 'New hackathons for your alerts',
  digestSubject: (count: number) =>
    `Hackathons - ${count} new ${count === 1 ? 'hackathon' : 'hackathons'} for your alerts`,
  more: (count: number) => `and ${count} more`,
  manage: 'Manage your alerts',
  unsubscribe: 'Unsubscribe from these alerts',
} as const

export interface ConfirmationEmail {
  to: string
  frequency: AlertFrequency
  description: string
  confirmUrl: string
  unsubscribe: UnsubscribeLink
}

export function alertConfirmationEmail({ to, frequency, description, confirmUrl, unsubscribe }: ConfirmationEmail) {
  const asked = `Someone, probably you, asked for ${period(frequency)} e-mail to ${to} of new hackathons: ${description}.`
  return emailMessage(
    to,
    ALERT_EMAIL_TEXTS.confirmSubject,
    <EmailLayout
      title={ALERT_EMAIL_TEXTS.confirmTitle}
      preview={asked}
      footer={
        <Text style={emailStyles.footer}>
          Nothing is sent unless the alert is confirmed. If you did not ask for it, ignore this e-mail, or{' '}
          <Link href={unsubscribe.url}>cancel it</Link>.
        </Text>
      }
    >
      <Text>{asked}</Text>
      <Button href={confirmUrl} style={emailStyles.button}>
        {ALERT_EMAIL_TEXTS.confirmButton}
      </Button>
      <Text>
        Or open this link: <Link href={confirmUrl}>{confirmUrl}</Link>
      </Text>
      <Text>The link is valid for {ALERTS.unconfirmedDays} days.</Text>
    </EmailLayout>,
    unsubscribe,
  )
}

/** One alert's part of a digest. */
export interface DigestSection {
  description: string
  hackathons: DigestHackathon[]
  /** How many matched in all (more than listed when the alert had many). */
  total: number
  /** The homepage filtered as the alert is: where the rest are. */
  listUrl: string
}

export interface DigestEmail {
  to: string
  frontendHost: string
  sections: DigestSection[]
  manageUrl: string
  unsubscribe: UnsubscribeLink
}

export function alertDigestEmail({ to, frontendHost, sections, manageUrl, unsubscribe }: DigestEmail) {
  const count = sections.reduce((sum, section) => sum + section.total, 0)
  return emailMessage(
    to,
    ALERT_EMAIL_TEXTS.digestSubject(count),
    <EmailLayout
      title={ALERT_EMAIL_TEXTS.digestTitle}
      preview={sections.map((section) => section.description).join('; ')}
      footer={
        <Text style={emailStyles.footer}>
          <Link href={manageUrl}>{ALERT_EMAIL_TEXTS.manage}</Link> ·{' '}
          <Link href={unsubscribe.url}>{ALERT_EMAIL_TEXTS.unsubscribe}</Link>
        </Text>
      }
    >
      {sections.map((section) => (
        <Section key={section.description}>
          <Heading as="h2" style={emailStyles.subheading}>
            {section.description}
          </Heading>
          {section.hackathons.map((hackathon) => (
            <EmailHackathon key={hackathon.id} hackathon={hackathon} frontendHost={frontendHost} />
          ))}
          {section.total > section.hackathons.length && (
            <Text>
              <Link href={section.listUrl}>{ALERT_EMAIL_TEXTS.more(section.total - section.hackathons.length)}</Link>
            </Text>
          )}
        </Section>
      ))}
    </EmailLayout>,
    unsubscribe,
  )
}
