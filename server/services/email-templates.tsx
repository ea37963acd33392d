// Run by tsx as well as built by tsc: tsx applies a tsconfig only to the files it includes, so the
// runtime is named here too.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { render, toPlainText } from '@react-email/render'
import { Fragment, type ReactNode } from 'react'
import { activeLocale } from '../../common/i18n/active.js'
import { datesAndPlace } from '../../common/page-description.js'
import type { DigestHackathon } from '../db/repositories/alerts.js'
import { type EmailMessage, messagePieces } from './email.js'
import { described, hackathonPageUrl } from './page-head.js'

/** The one look of the e-mails written with react-email (alerts and reminders). */
const colors = { text: '#1a202c', muted: '#4a5568', accent: '#2b6cb0' }
export const emailStyles = {
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

export function EmailLayout({
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
    <Html lang={activeLocale()}>
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={emailStyles.body}>
        <Container style={emailStyles.container}>
          <Heading as="h1" style={emailStyles.heading}>
            {title}
          </Heading>
          {children}
          <Hr />
          <Section style={emailStyles.footer}>{footer}</Section>
        </Container>
      </Body>
    </Html>
  )
}

/**
 * A message with links inside it: `format` gets a mark for each link, and each mark in the text it
 * gives becomes its link, so a translation puts the links where its sentence needs them.
 */
export function linked<Key extends string>(
  format: (marks: Record<Key, string>) => string,
  links: Record<Key, ReactNode>,
): ReactNode {
  return messagePieces(format, Object.keys(links) as Key[]).map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are one sentence's, in its order, and never move
    <Fragment key={index}>{'part' in piece ? links[piece.part] : piece.text}</Fragment>
  ))
}

/** One hackathon as a mail lists it: its name linking to its public page, then its dates and place. */
export function EmailHackathon({ hackathon, frontendHost }: { hackathon: DigestHackathon; frontendHost: string }) {
  return (
    <Section style={emailStyles.hackathon}>
      <Link href={hackathonPageUrl(frontendHost, hackathon.id)}>{hackathon.name}</Link>
      <Text style={emailStyles.detail}>{datesAndPlace(described(hackathon))}</Text>
    </Section>
  )
}

/**
 * Renders the one template to HTML, and the plain-text part from that same HTML; with an unsubscribe
 * link, the headers that let mail apps offer it.
 */
export async function emailMessage(
  to: string,
  subject: string,
  template: ReactNode,
  unsubscribe?: UnsubscribeLink,
): Promise<EmailMessage> {
  const html = await render(template)
  return {
    to,
    subject,
    html,
    text: toPlainText(html),
    ...(unsubscribe && { headers: unsubscribeHeaders(unsubscribe) }),
  }
}
