import type { FastifyBaseLogger } from 'fastify'
import { FIELD_LABELS, HACKATHON_FIELD_NAMES, type HackathonField } from '../../../common/hackathon-fields.js'
import type { SuggestedChangesValue } from '../../db/hackathon-fields.js'
import type { OrganizersRepository } from '../../db/repositories/organizers.js'
import type { Mailer } from '../email.js'
import { linkWatchProposalEmail } from '../email.js'
import { hackathonPageUrl } from '../page-head.js'

const shown = (value: unknown) =>
  value === null || value === undefined ? '(none)' : Array.isArray(value) ? value.join(', ') : String(value)

/**
 * The link watch's proposals for a listing its organisers keep are also mailed to each of them
 * (active accounts with a verified address), who may apply them at once. A failure to mail is
 * logged, never raised: the proposal is filed for editors either way.
 */
export function mailProposalsToOrganizers(deps: {
  organizers: Pick<OrganizersRepository, 'emailsOf'>
  mailer: Mailer
  frontendHost: string
  log: FastifyBaseLogger
}) {
  return async (hackathon: { id: string; name: string }, changes: SuggestedChangesValue): Promise<void> => {
    try {
      const emails = await deps.organizers.emailsOf(hackathon.id)
      if (emails.length === 0) return
      const lines = HACKATHON_FIELD_NAMES.filter((field: HackathonField) => changes[field] !== undefined).map(
        (field) => ({ label: FIELD_LABELS[field], value: shown(changes[field]) }),
      )
      const page = hackathonPageUrl(deps.frontendHost, hackathon.id)
      for (const to of emails) await deps.mailer.send(linkWatchProposalEmail(to, hackathon.name, page, lines))
    } catch (error) {
      deps.log.warn(
        { err: error, hackathonId: hackathon.id },
        'link watch: mailing a proposal to the organisers failed',
      )
    }
  }
}
