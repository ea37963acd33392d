// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { render, toPlainText } from '@react-email/render'
import type { ReactNode } from 'react'
import { ALERTS, type AlertFrequency } from '../../../common/alerts.js'
import { datesAndPlace } from '../../../common/page-description.js'
import type { DigestHackathon } from '../../db/repositories/alerts.js'
import type { EmailMessage } from '../email.js'
import { described, hackathonPageUrl } from '../page-head.js'

const colors = { text: '#1a202c', muted: '#4a5568', accent: '#2b6cb0' }
const styles = {
  body: {
    backgroundColor: '#ffffff',
    color: colors.text,
    fontFamily: 'system-ui, -apple-system, Segoe UI, sans-serif',
  },
  container: { maxWidth: '560px', margin: '0 auto', padding: '24px' },
  heading: { fontSize: '22px', margin: '0 0 16px' },
  subheading: { fontSize: '17px', margin: '24px 0 8px' },
  button: { backgroundColor: colors.accent, color: '#ffffff', padding: '10px 18px', borderRadius: '6px' },
  hackathon: { margin: '0 0 12px' },
  detail: { color: colors.muted, fontSize: '14px', margin: '2px 0 0' },
  footer: { color: colors.muted, fontSize: '13px' },
}

/** The address an unsubscribe link and the List-Unsubscribe header carry. */
export interface UnsubscribeLink {
  url: string
}

/** RFC 2369 and RFC 8058: mail apps show their own Unsubscribe, which POSTs to the link with no login. */
const unsubscribeHeaders = ({ url }: UnsubscribeLink) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

function Layout({
  title,
  preview,
  children,
  footer,
}: {
  title: string
  preview: string
  children: ReactNode
  footer: ReactNode
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={styles.heading}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Section style={styles.footer}>{footer}</Section>
        </Container>
      </Body>
    </Html>
  )
}

/** Renders the one template to HTML, and the plain-text part from that same HTML. */
async function message(to: string, subject: string, template: ReactNode, unsubscribe: UnsubscribeLink) {
  const html = await render(template)
  return { to, subject, html, text: toPlainText(html), headers: unsubscribeHeaders(unsubscribe) } satisfies EmailMessage
}

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
  return message(
    to,
    ALERT_EMAIL_TEXTS.confirmSubject,
    <Layout
      title={ALERT_EMAIL_TEXTS.confirmTitle}
      preview={asked}
      footer={
        <Text style={styles.footer}>
          Nothing is sent unless the alert is confirmed. If you did not ask for it, ignore this e-mail, or{' '}
          <Link href={unsubscribe.url}>cancel it</Link>.
        </Text>
      }
    >
      <Text>{asked}</Text>
      <Button href={confirmUrl} style={styles.button}>
        {ALERT_EMAIL_TEXTS.confirmButton}
      </Button>
      <Text>
        Or open this link: <Link href={confirmUrl}>{confirmUrl}</Link>
      </Text>
      <Text>The link is valid for {ALERTS.unconfirmedDays} days.</Text>
    </Layout>,
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

function HackathonLine({ hackathon, frontendHost }: { hackathon: DigestHackathon; frontendHost: string }) {
  return (
    <Section style={styles.hackathon}>
      <Link href={hackathonPageUrl(frontendHost, hackathon.id)}>{hackathon.name}</Link>
      <Text style={styles.detail}>{datesAndPlace(described(hackathon))}</Text>
    </Section>
  )
}

export function alertDigestEmail({ to, frontendHost, sections, manageUrl, unsubscribe }: DigestEmail) {
  const count = sections.reduce((sum, section) => sum + section.total, 0)
  return message(
    to,
    ALERT_EMAIL_TEXTS.digestSubject(count),
    <Layout
      title={ALERT_EMAIL_TEXTS.digestTitle}
      preview={sections.map((section) => section.description).join('; ')}
      footer={
        <Text style={styles.footer}>
          <Link href={manageUrl}>{ALERT_EMAIL_TEXTS.manage}</Link> ·{' '}
          <Link href={unsubscribe.url}>{ALERT_EMAIL_TEXTS.unsubscribe}</Link>
        </Text>
      }
    >
      {sections.map((section) => (
        <Section key={section.description}>
          <Heading as="h2" style={styles.subheading}>
            {section.description}
          </Heading>
          {section.hackathons.map((hackathon) => (
            <HackathonLine key={hackathon.id} hackathon={hackathon} frontendHost={frontendHost} />
          ))}
          {section.total > section.hackathons.length && (
            <Text>
              <Link href={section.listUrl}>{ALERT_EMAIL_TEXTS.more(section.total - section.hackathons.length)}</Link>
            </Text>
          )}
        </Section>
      ))}
    </Layout>,
    unsubscribe,
  )
}
