import fp from 'fastify-plugin'
import { createTransport } from 'nodemailer'
import type { Config } from '../../config.js'
import type { EmailMessage, Mailer } from '../../services/email.js'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/**
 * SMTP when SMTP_HOST is set. Otherwise, in local development, each e-mail goes to the log, links
 * included, so a developer can follow a reset link; in staging and production the log only says an
 * e-mail was not sent (to whom, which subject): a reset or confirmation link in a shared log would let
 * anyone who reads it take over the account.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const from = { name: config.emailsFromName, address: config.emailsFromEmail }
    const { smtp } = config
    if (!smtp) {
      app.decorate('mailer', {
        async send(message: EmailMessage) {
          if (config.environment === 'local') {
            app.log.info({ to: message.to, subject: message.subject, text: message.text }, 'e-mail (SMTP_HOST unset)')
          } else {
            app.log.warn({ to: message.to, subject: message.subject }, 'e-mail not sent: SMTP_HOST is unset')
          }
        },
      })
      return
    }
    const transport = createTransport({
      // A few kept connections instead of one per message: a run of alert digests sends thousands.
      pool: true,
      host: smtp.host,
      port: smtp.port,
      secure: smtp.ssl,
      requireTLS: smtp.tls && !smtp.ssl,
      ignoreTLS: !smtp.tls && !smtp.ssl,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password } : undefined,
    })
    app.decorate('mailer', {
      async send(message: EmailMessage) {
        try {
          await transport.sendMail({ from, ...message })
        } catch (error) {
          app.metrics.email(false)
          throw error
        }
        app.metrics.email(true)
      },
    })
    app.addHook('onClose', async () => transport.close())
  },
  { name: 'mailer', dependencies: ['metrics'] },
)
