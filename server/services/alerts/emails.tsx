// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { ALERTS, type AlertFrequency } from '../../../common/alerts.js'
import { defineTexts, withValues } from '../../../common/i18n/texts.js'
import { SITE } from '../../../common/site.js'
import type { DigestHackathon } from '../../db/repositories/alerts.js'
import { EMAIL_LAYOUT_TEXTS } from '../email.js'
import {
  EmailHackathon,
  EmailLayout,
  emailMessage,
  emailStyles,
  linked,
  type UnsubscribeLink,
} from '../email-templates.js'

const ALERT_EMAIL_TEXTS = defineTexts('alertEmails', {
  /** `site` is the site's name: "Hackathons". */
  confirmSubject: withValues<{ site: string }>('{site} - Confirm your alert'),
  confirmTitle: 'Confirm your alert',
  /**
   * What the alert would send: `frequency` is how often ("daily" or "weekly"), `email` the address
   * it goes to, `description` what it follows ("Online hackathons matching ‘AI’ within 100 km of Berlin").
   */
  asked: withValues<{ frequency: AlertFrequency; email: string; description: string }>(
    'Someone, probably you, asked for {frequency, select, daily {a daily} weekly {a weekly} other {an}} e-mail to {email} of new hackathons: {description}.',
  ),
  confirmButton: 'Confirm alert',
  /** `days` is how long the confirmation link is valid (7). */
  validity: withValues<{ days: number }>('The link is valid for {days, plural, one {# day} other {# days}}.'),
  /** At the foot of the confirmation: `cancel` is the link "cancel it" below, which cancels the alert. */
  confirmFooter: withValues<{ cancel: string }>(
    'Nothing is sent unless the alert is confirmed. If you did not ask for it, ignore this e-mail, or {cancel}.',
  ),
  /** The link in the confirmation's footer that cancels the alert. */
  cancel: 'cancel it',
  digestTitle: 'New hackathons for your alerts',
  /** `site` is the site's name, "Hackathons"; `count` how many new hackathons the digest lists in all. */
  digestSubject: withValues<{ site: string; count: number }>(
    '{site} - {count, plural, one {# new hackathon} other {# new hackathons}} for your alerts',
  ),
  /** Under an alert's hackathons when it found more than the e-mail lists: a link to the rest. */
  more: withValues<{ count: number }>('and {count, plural, one {# more} other {# more}}'),
  /** The digest's footer: its two links, `manage` ("Manage your alerts") and `unsubscribe`. */
  footer: withValues<{ manage: string; unsubscribe: string }>('{manage} · {unsubscribe}'),
  manage: 'Manage your alerts',
  unsubscribe: 'Unsubscribe from these alerts',
})

export interface ConfirmationEmail {
  to: string
  frequency: AlertFrequency
  description: string
  confirmUrl: string
  unsubscribe: UnsubscribeLink
}

export function alertConfirmationEmail({ to, frequency, description, confirmUrl, unsubscribe }: ConfirmationEmail) {
  const texts = ALERT_EMAIL_TEXTS
  const asked = texts.asked({ frequency, email: to, description })
  return emailMessage(
    to,
    texts.confirmSubject({ site: SITE.name }),
    <EmailLayout
      title={texts.confirmTitle}
      preview={asked}
      footer={
        <Text style={emailStyles.footer}>
          {linked(texts.confirmFooter, { cancel: <Link href={unsubscribe.url}>{texts.cancel}</Link> })}
        </Text>
      }
    >
      <Text>{asked}</Text>
      <Button href={confirmUrl} style={emailStyles.button}>
        {texts.confirmButton}
      </Button>
      <Text>{linked(EMAIL_LAYOUT_TEXTS.openLink, { link: <Link href={confirmUrl}>{confirmUrl}</Link> })}</Text>
      <Text>{texts.validity({ days: ALERTS.unconfirmedDays })}</Text>
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
  const texts = ALERT_EMAIL_TEXTS
  const count = sections.reduce((sum, section) => sum + section.total, 0)
  return emailMessage(
    to,
    texts.digestSubject({ site: SITE.name, count }),
    <EmailLayout
      title={texts.digestTitle}
      preview={sections.map((section) => section.description).join('; ')}
      footer={
        <Text style={emailStyles.footer}>
          {linked(texts.footer, {
            manage: <Link href={manageUrl}>{texts.manage}</Link>,
            unsubscribe: <Link href={unsubscribe.url}>{texts.unsubscribe}</Link>,
          })}
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
              <Link href={section.listUrl}>{texts.more({ count: section.total - section.hackathons.length })}</Link>
            </Text>
          )}
        </Section>
      ))}
    </EmailLayout>,
    unsubscribe,
  )
}
