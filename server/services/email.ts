import { activeLocale } from '../../common/i18n/active.js'
import { defineTexts, withValues } from '../../common/i18n/texts.js'
import { SITE } from '../../common/site.js'

export interface EmailMessage {
  to: string
  subject: string
  html: string
  text: string
  /** Extra header fields, such as an alert's List-Unsubscribe. */
  headers?: Record<string, string>
}

/** Sends an e-mail: over SMTP, or into the log without a mail server (plugins/app/mailer.ts). */
export interface Mailer {
  send(message: EmailMessage): Promise<void>
}

/** The words the e-mails share: the link under a button, for mail apps that show no buttons. */
export const EMAIL_LAYOUT_TEXTS = defineTexts('emailLayout', {
  /** Under a button, for mail apps that show none: `link` is the button's address, shown as a link. */
  openLink: withValues<{ link: string }>('Or open this link: {link}'),
})

/** The e-mails about an account: password recovery, the welcome of an account an admin created, verifying an address. */
const ACCOUNT_EMAIL_TEXTS = defineTexts('accountEmails', {
  /** Below the button; `hours` is how long the link is valid (48). */
  validOnce: withValues<{ hours: number }>(
    'The link is valid for {hours, plural, one {# hour} other {# hours}} and works once.',
  ),
  /** Below the button of an e-mail the reader may not have asked for; `hours` is how long the link is valid (48). */
  validOnceUnasked: withValues<{ hours: number }>(
    'The link is valid for {hours, plural, one {# hour} other {# hours}} and works once. If you did not ask for it, ignore this e-mail.',
  ),
  passwordRecovery: {
    /** `site` is the site's name: "Hackathons". */
    subject: withValues<{ site: string }>('{site} - Password recovery'),
    title: 'Password recovery',
    /** `email` is the account's address. */
    request: withValues<{ email: string }>('We received a request to reset the password of {email}.'),
    button: 'Reset password',
    /** In the plain-text part, in place of the button: `link` is the address that resets it. */
    textLink: withValues<{ link: string }>('Reset it here: {link}'),
  },
  newAccount: {
    /** `site` is the site's name: "Hackathons". */
    subject: withValues<{ site: string }>('{site} - New account'),
    /** `site` is the site's name: "Hackathons". */
    title: withValues<{ site: string }>('Welcome to {site}'),
    /** `email` is the new account's address. */
    created: withValues<{ email: string }>('An account has been created for you with the e-mail {email}.'),
    button: 'Log in',
    /** In the plain-text part, in place of the button: `link` is the log-in page's address. */
    textLink: withValues<{ link: string }>('Log in here: {link}'),
    /** Quotes the log-in page's link "Forgot Password?" in that page's words, between this language's quotes. */
    password:
      'Ask the person who created it for your password, or use "Forgot Password?" on the log-in page to choose your own.',
    /** Above the button that verifies the address. */
    confirm: 'Confirm that this address is yours:',
    verifyButton: 'Verify e-mail address',
    /** In the plain-text part, in place of the button: `link` is the address that verifies it. */
    textVerifyLink: withValues<{ link: string }>('Confirm that this address is yours: {link}'),
  },
  verification: {
    /** `site` is the site's name: "Hackathons". */
    subject: withValues<{ site: string }>('{site} - Verify your e-mail address'),
    title: 'Verify your e-mail address',
    /** `email` is the address to verify; `site` is the site's name, "Hackathons". */
    confirm: withValues<{ email: string; site: string }>('Confirm that {email} is the address of your {site} account.'),
    button: 'Verify e-mail address',
    /** In the plain-text part, in place of the button: `link` is the address that verifies it. */
    textLink: withValues<{ link: string }>('Verify it here: {link}'),
  },
})

/** What the link watch found changed on the site of a hackathon, mailed to its organisers. */
const LINK_WATCH_EMAIL_TEXTS = defineTexts('linkWatchEmails', {
  /** `site` is this site's name, "Hackathons"; `name` is the hackathon's. */
  subject: withValues<{ site: string; name: string }>('{site} - {name}: its site changed'),
  /** `name` is the hackathon's name. */
  title: withValues<{ name: string }>('{name}: its site changed'),
  /** Above the list of what the hackathon's site says; `name` is the hackathon's name. */
  found: withValues<{ name: string }>('The link watch read the site of {name}, which you organise, and found it says:'),
  /** One line of that list: `label` is the field ("Name", "Dates"), `value` what the site says. */
  change: withValues<{ label: string; value: string }>('{label}: {value}'),
  /** A value of that list the site no longer gives (a field it cleared). */
  none: '(none)',
  applies:
    'As an organiser you may edit the listing, and the change applies at once. Editors will also review it as a suggestion.',
  button: 'Open the listing',
  /** In the plain-text part, in place of the button: `link` is the listing's address. */
  textLink: withValues<{ link: string }>('Open the listing: {link}'),
})

/** The e-mail an admin sends to check that outgoing mail works. */
const TEST_EMAIL_TEXTS = defineTexts('testEmails', {
  /** `site` is the site's name: "Hackathons". */
  subject: withValues<{ site: string }>('{site} - Test email'),
  title: 'Test e-mail',
  body: 'This test e-mail shows that outgoing mail works.',
})

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Text between tags: quotes need no escaping there, and a translation's stay as it writes them. */
const escapeText = (value: string) =>
  value.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c)

/**
 * A message with parts put into it (a link, an escaped value), split where the translation placed
 * them: its own words as strings, each part as its key. `format` gets a mark for each part, and each
 * mark in the text it gives becomes that part, so a translation may put the parts where its sentence
 * needs them.
 */
export function messagePieces<Key extends string>(
  format: (marks: Record<Key, string>) => string,
  keys: readonly Key[],
): ({ text: string } | { part: Key })[] {
  // Private-use characters: no message or value writes them.
  const marks = Object.fromEntries(keys.map((key, index) => [key, `\uE000${index}\uE001`])) as Record<Key, string>
  return format(marks)
    .split(/\uE000(\d+)\uE001/)
    .map((piece, index) => {
      const key = index % 2 === 1 ? keys[Number(piece)] : undefined
      return key === undefined ? { text: piece } : { part: key }
    })
}

/** A message as HTML between tags: its words escaped, each part (already HTML) where the translation put it. */
function messageHtml<Key extends string>(
  format: (marks: Record<Key, string>) => string,
  parts: Record<Key, string>,
): string {
  return messagePieces(format, Object.keys(parts) as Key[])
    .map((piece) => ('part' in piece ? parts[piece.part] : escapeText(piece.text)))
    .join('')
}

/** One plain, readable layout for every e-mail; the body is already-escaped HTML. */
function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="${activeLocale()}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1a202c; max-width: 560px; margin: 0 auto; padding: 24px;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${body}
<p style="color: #718096; font-size: 13px; margin-top: 32px;">${escapeHtml(SITE.name)}</p>
</body></html>`
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display: inline-block; background: #2b6cb0; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(label)}</a></p>
<p style="font-size: 13px;">${messageHtml(EMAIL_LAYOUT_TEXTS.openLink, { link: `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>` })}</p>`

export function resetPasswordEmail(to: string, link: string, validHours: number): EmailMessage {
  const texts = ACCOUNT_EMAIL_TEXTS.passwordRecovery
  const valid = ACCOUNT_EMAIL_TEXTS.validOnceUnasked({ hours: validHours })
  return {
    to,
    subject: texts.subject({ site: SITE.name }),
    html: layout(
      texts.title,
      `<p>${messageHtml(texts.request, { email: escapeHtml(to) })}</p>
${button(link, texts.button)}
<p>${escapeText(valid)}</p>`,
    ),
    text: `${texts.request({ email: to })}\n\n${texts.textLink({ link })}\n\n${valid}\n`,
  }
}

/** The welcome mail of an account an admin created: how to log in, and the link proving the address. */
export function newAccountEmail(to: string, loginLink: string, verifyLink: string, validHours: number): EmailMessage {
  const texts = ACCOUNT_EMAIL_TEXTS.newAccount
  const valid = ACCOUNT_EMAIL_TEXTS.validOnce({ hours: validHours })
  return {
    to,
    subject: texts.subject({ site: SITE.name }),
    html: layout(
      texts.title({ site: SITE.name }),
      `<p>${messageHtml(texts.created, { email: escapeHtml(to) })}</p>
${button(loginLink, texts.button)}
<p>${escapeText(texts.password)}</p>
<p>${escapeText(texts.confirm)}</p>
${button(verifyLink, texts.verifyButton)}
<p>${escapeText(valid)}</p>`,
    ),
    text: `${texts.created({ email: to })}\n\n${texts.textLink({ link: loginLink })}\n\n${texts.password}\n\n${texts.textVerifyLink({ link: verifyLink })}\n\n${valid}\n`,
  }
}

/** The link proving an address: mailed at sign-up, at a change of address, and on request. */
export function verifyEmailEmail(to: string, link: string, validHours: number): EmailMessage {
  const texts = ACCOUNT_EMAIL_TEXTS.verification
  const valid = ACCOUNT_EMAIL_TEXTS.validOnceUnasked({ hours: validHours })
  return {
    to,
    subject: texts.subject({ site: SITE.name }),
    html: layout(
      texts.title,
      `<p>${messageHtml((marks) => texts.confirm({ ...marks, site: SITE.name }), { email: escapeHtml(to) })}</p>
${button(link, texts.button)}
<p>${escapeText(valid)}</p>`,
    ),
    text: `${texts.confirm({ email: to, site: SITE.name })}\n\n${texts.textLink({ link })}\n\n${valid}\n`,
  }
}

/**
 * What the link watch found changed on a hackathon's site, mailed to the listing's organisers: they
 * may apply it themselves at once, while editors review it as a suggestion.
 */
export function linkWatchProposalEmail(
  to: string,
  hackathonName: string,
  pageLink: string,
  changes: { label: string; value: string | null }[],
): EmailMessage {
  const texts = LINK_WATCH_EMAIL_TEXTS
  const lines = changes.map(({ label, value }) => texts.change({ label, value: value ?? texts.none }))
  return {
    to,
    subject: texts.subject({ site: SITE.name, name: hackathonName }),
    html: layout(
      texts.title({ name: hackathonName }),
      `<p>${messageHtml(texts.found, { name: escapeHtml(hackathonName) })}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeText(texts.applies)}</p>
${button(pageLink, texts.button)}`,
    ),
    text: `${texts.found({ name: hackathonName })}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n${texts.applies}\n\n${texts.textLink({ link: pageLink })}\n`,
  }
}

export function testEmail(to: string): EmailMessage {
  return {
    to,
    subject: TEST_EMAIL_TEXTS.subject({ site: SITE.name }),
    html: layout(TEST_EMAIL_TEXTS.title, `<p>${escapeText(TEST_EMAIL_TEXTS.body)}</p>`),
    text: `${TEST_EMAIL_TEXTS.body}\n`,
  }
}
