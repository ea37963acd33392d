import type { FastifyBaseLogger } from 'fastify'
import { FIELD_LABELS, HACKATHON_FIELD_NAMES, type HackathonField } from '../../../common/hackathon-fields.js'
import type { SuggestedChangesValue } from '../../db/hackathon-fields.js'
import type { OrganizersRepository } from '../../db/repositories/organizers.js'
import { inLanguage, recipientLocale } from '../../languages.js'
import type { Mailer } from '../email.js'
import { linkWatchProposalEmail } from '../email.js'
import { hackathonPageUrl } from '../page-head.js'

/** A proposed value as the e-mail lists it; null for a field the site no longer gives. */
const shown = (value: unknown) =>
  value === null || value === undefined ? null : Array.isArray(value) ? value.join(', ') : String(value)

/**
 * The link watch's proposals for a listing its organisers keep are also mailed to each of them
 * (active accounts with a verified address), who may apply them at once. A failure to mail is
 * logged, never raised: the proposal is filed for editors either way.
 */
export function mailProposalsToOrganizers(deps: {
  organizers: Pick<OrganizersRepository, 'recipientsOf'>
  mailer: Mailer
  frontendHost: string
  log: FastifyBaseLogger
}) {
  return async (hackathon: { id: string; name: string }, changes: SuggestedChangesValue): Promise<void> => {
    try {
      const recipients = await deps.organizers.recipientsOf(hackathon.id)
      const fields = HACKATHON_FIELD_NAMES.filter((field: HackathonField) => changes[field] !== undefined)
      const page = hackathonPageUrl(deps.frontendHost, hackathon.id)
      for (const { email, locale } of recipients) {
        // Each organiser reads the fields' names in their own language.
        const message = inLanguage(recipientLocale(locale), () =>
          linkWatchProposalEmail(
            email,
            hackathon.name,
            page,
            fields.map((field) => ({ label: FIELD_LABELS[field], value: shown(changes[field]) })),
          ),
        )
        await deps.mailer.send(message)
      }
    } catch (error) {
      deps.log.warn(
        { err: error, hackathonId: hackathon.id },
        'link watch: mailing a proposal to the organisers failed',
      )
    }
  }
}
