import type { FastifyBaseLogger } from 'fastify'
import { SUGGESTION_EMAILS_SETTINGS_PATH } from '../../../common/suggestions.js'
import { DomainError } from '../../db/domain-errors.js'
import { columnChangesOf, type SuggestedChangesValue } from '../../db/hackathon-fields.js'
import type { PossibleDuplicate } from '../../db/repositories/hackathons.js'
import type { Repositories } from '../../db/repositories/index.js'
import type { ReviewRecipient, SuggestionDetail } from '../../db/repositories/suggestions.js'
import { HttpError } from '../../http-errors.js'
import { inLanguage, recipientLocale } from '../../languages.js'
import type { EmailMessage } from '../email.js'
import { approvalRules } from '../hackathons/changes.js'
import { type Caller, hackathonsService } from '../hackathons/index.js'
import { hackathonPageUrl } from '../page-head.js'
import { suggestionReviewedEmail } from './emails.js'

export interface SuggestionsDeps {
  repos: Pick<Repositories, 'hackathons' | 'organizers' | 'series' | 'suggestions'>
  send: (message: EmailMessage) => Promise<void>
  frontendHost: string
}

/** A suggestion as a reviewer reads it: with the listed hackathons it may repeat, while it is pending. */
export type ReviewedSuggestion = SuggestionDetail & { possibleDuplicates: PossibleDuplicate[] }

/**
 * The review of suggestions: what a reviewer is shown (the possible duplicates the author was warned
 * of), and the decision, whose author hears of it by one e-mail.
 */
export function suggestionsService({ repos, send, frontendHost }: SuggestionsDeps) {
  const hackathons = hackathonsService(repos)

  /**
   * The hackathons a pending suggestion may repeat, found as the form finds them while it is filled
   * in: the one under the same address, then similar names whose dates overlap the suggested ones.
   * An update is compared as the hackathon would be once changed, never with that hackathon itself.
   */
  async function duplicatesOf(suggestion: SuggestionDetail): Promise<PossibleDuplicate[]> {
    if (suggestion.status !== 'pending') return []
    const current = suggestion.hackathon
    if (suggestion.kind === 'update' && !current) return []
    const { name, url, startDate, endDate } = columnChangesOf(suggestion.changes as SuggestedChangesValue)
    // An update that changes neither the name, the address nor the dates repeats nothing new.
    if (current && [name, url, startDate, endDate].every((value) => value === undefined)) return []
    const { sameUrl, similar } = await hackathons.possibleDuplicates({
      url: url ?? current?.url,
      name: name ?? current?.name,
      start: startDate ?? current?.startDate,
      end: endDate ?? current?.endDate,
      exclude: current?.id,
    })
    return sameUrl ? [sameUrl, ...similar] : similar
  }

  /** The one e-mail to the author, built from the suggestion as its review left it. */
  function reviewEmail(suggestion: SuggestionDetail, recipient: ReviewRecipient, decision: 'approved' | 'rejected') {
    const changes = suggestion.changes as SuggestedChangesValue
    const listed = suggestion.kind === 'update' || decision === 'approved'
    return inLanguage(recipientLocale(recipient.locale), () =>
      suggestionReviewedEmail({
        to: recipient.email,
        decision,
        kind: suggestion.kind,
        name: suggestion.hackathon?.name ?? changes.name ?? '',
        pageUrl: listed && suggestion.hackathonId ? hackathonPageUrl(frontendHost, suggestion.hackathonId) : null,
        settingsUrl: `${frontendHost}${SUGGESTION_EMAILS_SETTINGS_PATH}`,
      }),
    )
  }

  /**
   * Approves (applying it) or rejects a pending suggestion. Of reviews racing on one suggestion,
   * in any process, only the one that wins its locked transition reaches the mail (the others get
   * ConflictError), so the author hears of it once. The mail is sent in the background: a slow or
   * failing mail server neither holds the answer nor undoes the review; a failure is logged.
   */
  async function review(id: string, decision: 'approved' | 'rejected', reviewer: Caller, log: FastifyBaseLogger) {
    const { suggestion, recipient } = await repos.suggestions.review(id, decision, reviewer.id, approvalRules)
    if (recipient) {
      void reviewEmail(suggestion, recipient, decision)
        .then(send)
        .catch((error: unknown) => log.error({ err: error, suggestionId: id }, 'suggestion review e-mail failed'))
    }
    return suggestion
  }

  return {
    withDuplicates: async (suggestion: SuggestionDetail): Promise<ReviewedSuggestion> => ({
      ...suggestion,
      possibleDuplicates: await duplicatesOf(suggestion),
    }),

    review,

    /**
     * Approves each of `ids` by the single approval (`review`), one after the other, each in its own
     * transaction: one that cannot be approved (not found, reviewed already, an address listed
     * meanwhile, a rule it breaks now) is reported with why, and neither stops nor undoes the
     * others. Any other failure (the database gone) ends the request; those before stay approved.
     */
    async approveMany(ids: readonly string[], reviewer: Caller, log: FastifyBaseLogger) {
      let approved = 0
      const failed: { id: string; detail: string }[] = []
      for (const id of ids) {
        try {
          await review(id, 'approved', reviewer, log)
          approved++
        } catch (error) {
          if (!(error instanceof DomainError) && !(error instanceof HttpError && error.statusCode < 500)) throw error
          failed.push({ id, detail: error.message })
        }
      }
      return { approved, failed }
    },
  }
}

export type SuggestionsService = ReturnType<typeof suggestionsService>
