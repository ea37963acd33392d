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

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** One plain, readable layout for every e-mail; the body is already-escaped HTML. */
function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; color: #1a202c; max-width: 560px; margin: 0 auto; padding: 24px;">
<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>
${body}
<p style="color: #718096; font-size: 13px; margin-top: 32px;">Hackathons</p>
</body></html>`
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display: inline-block; background: #2b6cb0; color: #fff; padding: 10px 18px; border-radius: 6px; text-decoration: none;">${escapeHtml(label)}</a></p>
<p style="font-size: 13px;">Or open this link: <a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`

export function resetPasswordEmail(to: string, link: string, validHours: number): EmailMessage {
  const subject = 'Hackathons - Password recovery'
  return {
    to,
    subject,
    html: layout(
      'Password recovery',
      `<p>We received a request to reset the password of ${escapeHtml(to)}.</p>
${button(link, 'Reset password')}
<p>The link is valid for ${validHours} hours and works once. If you did not ask for it, ignore this e-mail.</p>`,
    ),
    text: `We received a request to reset the password of ${to}.\n\nReset it here: ${link}\n\nThe link is valid for ${validHours} hours and works once. If you did not ask for it, ignore this e-mail.\n`,
  }
}

/** The welcome mail of an account an admin created: how to log in, and the link proving the address. */
export function newAccountEmail(to: string, loginLink: string, verifyLink: string, validHours: number): EmailMessage {
  return {
    to,
    subject: 'Hackathons - New account',
    html: layout(
      'Welcome to Hackathons',
      `<p>An account has been created for you with the e-mail ${escapeHtml(to)}.</p>
${button(loginLink, 'Log in')}
<p>Ask the person who created it for your password, or use "Forgot Password?" on the log-in page to choose your own.</p>
<p>Confirm that this address is yours:</p>
${button(verifyLink, 'Verify e-mail address')}
<p>The link is valid for ${validHours} hours and works once.</p>`,
    ),
    text: `An account has been created for you with the e-mail ${to}.\n\nLog in here: ${loginLink}\n\nAsk the person who created it for your password, or use "Forgot Password?" on the log-in page to choose your own.\n\nConfirm that this address is yours: ${verifyLink}\n\nThe link is valid for ${validHours} hours and works once.\n`,
  }
}

/** The link proving an address: mailed at sign-up, at a change of address, and on request. */
export function verifyEmailEmail(to: string, link: string, validHours: number): EmailMessage {
  return {
    to,
    subject: 'Hackathons - Verify your e-mail address',
    html: layout(
      'Verify your e-mail address',
      `<p>Confirm that ${escapeHtml(to)} is the address of your Hackathons account.</p>
${button(link, 'Verify e-mail address')}
<p>The link is valid for ${validHours} hours and works once. If you did not ask for it, ignore this e-mail.</p>`,
    ),
    text: `Confirm that ${to} is the address of your Hackathons account.\n\nVerify it here: ${link}\n\nThe link is valid for ${validHours} hours and works once. If you did not ask for it, ignore this e-mail.\n`,
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
  changes: { label: string; value: string }[],
): EmailMessage {
  const lines = changes.map(({ label, value }) => `${label}: ${value}`)
  return {
    to,
    subject: `Hackathons - ${hackathonName}: its site changed`,
    html: layout(
      `${hackathonName}: its site changed`,
      `<p>The link watch read the site of ${escapeHtml(hackathonName)}, which you organise, and found it says:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>As an organiser you may edit the listing, and the change applies at once. Editors will also review it as a suggestion.</p>
${button(pageLink, 'Open the listing')}`,
    ),
    text: `The link watch read the site of ${hackathonName}, which you organise, and found it says:\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\nAs an organiser you may edit the listing, and the change applies at once. Editors will also review it as a suggestion.\n\nOpen the listing: ${pageLink}\n`,
  }
}

export function testEmail(to: string): EmailMessage {
  return {
    to,
    subject: 'Hackathons - Test email',
    html: layout('Test e-mail', '<p>This test e-mail shows that outgoing mail works.</p>'),
    text: 'This test e-mail shows that outgoing mail works.\n',
  }
}
