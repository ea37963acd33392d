import { and, count, desc, eq, getTableColumns, ne, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SuggestionSource } from '../../../common/link-watch.js'
import type { RevisionSource } from '../../../common/revisions.js'
import { NEW_ACCOUNT_HOURS } from '../../../common/spam-guard.js'
import { MESSAGES } from '../../messages.js'
import { ConflictError, NotFoundError } from '../domain-errors.js'
import { columnChangesOf, type SuggestedChangesValue } from '../hackathon-fields.js'
import type { Database } from '../index.js'
import { isForeignKeyOn, onViolation } from '../pg-errors.js'
import {
  hackathonRevisions,
  type SuggestionKind,
  type SuggestionRow,
  type SuggestionStatus,
  sourceItems,
  suggestions,
  users,
} from '../schema.js'
import {
  applyHackathon,
  assertUrlFree,
  type HackathonWithSeries,
  hackathonsRepository,
  type StoredChangeRules,
  writingHackathon,
  writingUrl,
} from './hackathons.js'
import type { RevisionOrigin } from './revision-log.js'

export interface Person {
  id: string
  name: string | null
  email: string
}

export type SuggestionDetail = SuggestionRow & {
  submittedBy: Person | null
  reviewedBy: Person | null
  /**
   * For an update: when its hackathon last changed after the suggestion was made (other than by
   * applying it), from the hackathon's revisions; null when it has not.
   */
  hackathonChangedAt: Date | null
  /** The hackathon as it is now (for update suggestions), so a reviewer sees before -> after. */
  hackathon: HackathonWithSeries | null
  /**
   * Sent by a person whose account is younger than NEW_ACCOUNT_HOURS or has no other suggestion
   * approved yet: the reviewers' "First suggestion from this account".
   */
  firstFromAccount: boolean
}

export interface SuggestionFilters {
  skip: number
  limit: number
  status?: SuggestionStatus
  kind?: SuggestionKind
  submittedById?: string
  /** Only the suggestions imported from this source. */
  sourceId?: string
}

/**
 * Whom a review is mailed to: the suggestion's author, when a person sent it, their account is
 * active, its address verified and its "suggestion e-mails" switch on, as read by the review itself.
 */
export interface ReviewRecipient {
  email: string
  name: string | null
  /** The language the account picked, if it did. */
  locale: string | null
}

/** A review as it was decided: the suggestion after it, and whom to tell (null: nobody). */
export interface Review {
  suggestion: SuggestionDetail
  recipient: ReviewRecipient | null
}

/** How the revision of an approved suggestion names its origin. */
const REVISION_SOURCE_OF: Record<SuggestionSource, RevisionSource> = {
  user: 'suggestion',
  link_watch: 'link_watch',
  import: 'import',
}

const submitter = alias(users, 'submitter')
const reviewer = alias(users, 'reviewer')

const conditionOf = (filters: Omit<SuggestionFilters, 'skip' | 'limit'>): SQL | undefined =>
  and(
    filters.status ? eq(suggestions.status, filters.status) : undefined,
    filters.kind ? eq(suggestions.kind, filters.kind) : undefined,
    filters.submittedById ? eq(suggestions.submittedById, filters.submittedById) : undefined,
    filters.sourceId ? eq(suggestions.sourceId, filters.sourceId) : undefined,
  )

export function suggestionsRepository(db: Database) {
  const hackathonsRepo = hackathonsRepository(db)

  const selectDetail = () =>
    db
      .select({
        ...getTableColumns(suggestions),
        submittedBy: { id: submitter.id, name: submitter.name, email: submitter.email },
        reviewedBy: { id: reviewer.id, name: reviewer.name, email: reviewer.email },
        hackathonChangedAt: sql<Date | null>`(
          select max(${hackathonRevisions.createdAt}) from ${hackathonRevisions}
          where ${suggestions.kind} = 'update'
            and ${hackathonRevisions.hackathonId} = ${suggestions.hackathonId}
            and ${hackathonRevisions.createdAt} > ${suggestions.createdAt}
            and ${hackathonRevisions.suggestionId} is distinct from ${suggestions.id})`.mapWith((value) =>
          value === null ? null : new Date(value),
        ),
        firstFromAccount: sql<boolean>`(
          ${suggestions.source} = 'user' and ${submitter.id} is not null and (
            ${submitter.createdAt} > now() - make_interval(hours => ${NEW_ACCOUNT_HOURS})
            or not exists (
              select 1 from ${suggestions} as approved
              where approved.submitted_by_id = ${submitter.id}
                and approved.status = 'approved'
                and approved.id <> ${suggestions.id})))`.mapWith(Boolean),
      })
      .from(suggestions)
      .leftJoin(submitter, eq(submitter.id, suggestions.submittedById))
      .leftJoin(reviewer, eq(reviewer.id, suggestions.reviewedById))

  async function withHackathons(rows: Awaited<ReturnType<ReturnType<typeof selectDetail>['execute']>>) {
    const ids = [...new Set(rows.flatMap((row) => (row.kind === 'update' && row.hackathonId ? [row.hackathonId] : [])))]
    const current = new Map((await hackathonsRepo.findMany(ids)).map((h) => [h.id, h]))
    return rows.map(
      (row): SuggestionDetail => ({
        ...row,
        hackathon: row.kind === 'update' && row.hackathonId ? (current.get(row.hackathonId) ?? null) : null,
      }),
    )
  }

  return {
    /**
     * Throws NotFoundError when the hackathon is gone (also when it was deleted right after the insert,
     * taking its new suggestion along), InvalidReferenceError when the suggested series is.
     */
    async createPending(
      kind: SuggestionKind,
      hackathonId: string | null,
      changes: SuggestedChangesValue,
      submittedById: string,
    ): Promise<SuggestionDetail> {
      const hackathonGone = () => new NotFoundError(MESSAGES.hackathonNotFound)
      const [created] = await onViolation(
        () =>
          db
            .insert(suggestions)
            .values({ changes, kind, hackathonId, submittedById, status: 'pending' })
            .returning({ id: suggestions.id }),
        (violation) => (isForeignKeyOn(violation, 'hackathon_id') ? hackathonGone() : undefined),
      )
      const row = created && (await this.findById(created.id))
      if (!row) throw hackathonId ? hackathonGone() : new Error('inserted suggestion not found')
      return row
    },

    async list(filters: SuggestionFilters): Promise<{ data: SuggestionDetail[]; count: number }> {
      const condition = conditionOf(filters)
      const [rows, [total]] = await Promise.all([
        selectDetail()
          .where(condition)
          .orderBy(desc(suggestions.createdAt), desc(suggestions.id))
          .offset(filters.skip)
          .limit(filters.limit),
        db.select({ value: count() }).from(suggestions).where(condition),
      ])
      return { data: await withHackathons(rows), count: total?.value ?? 0 }
    },

    /** How many suggestions match, without reading them (the menu's pending count). */
    async count(filters: Omit<SuggestionFilters, 'skip' | 'limit' | 'submittedById'>): Promise<number> {
      const [total] = await db.select({ value: count() }).from(suggestions).where(conditionOf(filters))
      return total?.value ?? 0
    },

    async findById(id: string): Promise<SuggestionDetail | undefined> {
      const [row] = await withHackathons(await selectDetail().where(eq(suggestions.id, id)))
      return row
    },

    /**
     * Approves or rejects a pending suggestion in one transaction. The row is locked first, so of two
     * reviewers acting at once exactly one wins and the other gets ConflictError (already reviewed).
     * Throws NotFoundError when the suggestion is gone, ConflictError when its hackathon is gone,
     * DuplicateUrlError when its address is listed by then, what `rules.check` throws when the changes no
     * longer fit the hackathon as it is (nothing changes in each case). Whom to tell is read by the
     * winning transaction, so a suggestion is announced by its one review and never by the reviewer
     * who lost the race.
     */
    async review(
      id: string,
      decision: 'approved' | 'rejected',
      reviewerId: string,
      rules: StoredChangeRules,
    ): Promise<Review> {
      const invalid = () => new ConflictError(MESSAGES.suggestionInvalid)
      const hackathonGone = () => new ConflictError(MESSAGES.suggestionHackathonGone)
      // A suggestion's changes never change once stored, so its address can be read before the lock.
      const [proposed] = await db
        .select({ url: sql<string | null>`${suggestions.changes}->>'url'`, hackathonId: suggestions.hackathonId })
        .from(suggestions)
        .where(eq(suggestions.id, id))
      const url = decision === 'approved' ? (proposed?.url ?? undefined) : undefined
      const exceptId = proposed?.hackathonId ?? undefined
      const recipient = await writingUrl(
        db,
        url,
        exceptId,
        () =>
          writingHackathon(
            db,
            async (tx) => {
              const [suggestion] = await tx.select().from(suggestions).where(eq(suggestions.id, id)).for('update')
              if (!suggestion) throw new NotFoundError(MESSAGES.suggestionNotFound)
              if (suggestion.status !== 'pending') throw new ConflictError(MESSAGES.suggestionNotPending)
              // Stored under the field table of its day: a limit tightened since then makes it unusable.
              if (!rules.valid(suggestion.changes)) {
                throw new ConflictError(MESSAGES.suggestionOutdated)
              }
              const fields = columnChangesOf(suggestion.changes as SuggestedChangesValue)
              // Only once it is known to be pending: a suggestion a concurrent review just approved
              // lists its own address, and its loser should hear "already reviewed".
              if (decision === 'approved') await assertUrlFree(tx, url, exceptId)
              let hackathonId = suggestion.hackathonId
              const origin: RevisionOrigin = {
                source: REVISION_SOURCE_OF[suggestion.source],
                authorId: suggestion.source === 'import' ? null : suggestion.submittedById,
                reviewerId,
                suggestionId: suggestion.id,
                sourceId: suggestion.sourceId,
                sourceName: suggestion.sourceName,
              }
              if (decision === 'approved' && suggestion.kind === 'new') {
                const { name, url, startDate, endDate } = fields
                if (!name || !url || !startDate || !endDate) throw invalid()
                const values = { ...fields, name, url, startDate, endDate, createdById: suggestion.submittedById }
                hackathonId = (await applyHackathon(tx, { values }, origin))?.id ?? null
              } else if (decision === 'approved') {
                if (!hackathonId) throw hackathonGone()
                const applied = await applyHackathon(
                  tx,
                  { id: hackathonId, changes: fields, check: rules.check },
                  origin,
                )
                if (!applied) throw hackathonGone()
              }
              await tx
                .update(suggestions)
                .set({ status: decision, hackathonId, reviewedById: reviewerId, reviewedAt: new Date() })
                .where(eq(suggestions.id, id))
              // The item it came from now is that listing, or stays rejected until it changes.
              if (suggestion.source === 'import') {
                await tx
                  .update(sourceItems)
                  .set(
                    decision === 'approved'
                      ? { hackathonId, suggestionId: null }
                      : { rejectedHash: sourceItems.contentHash, suggestionId: null },
                  )
                  .where(eq(sourceItems.suggestionId, suggestion.id))
              }
              if (suggestion.source !== 'user' || !suggestion.submittedById) return null
              const [author] = await tx
                .select({ email: users.email, name: users.name, locale: users.locale })
                .from(users)
                .where(
                  and(
                    eq(users.id, suggestion.submittedById),
                    eq(users.isActive, true),
                    eq(users.emailVerified, true),
                    eq(users.suggestionEmails, true),
                  ),
                )
              return author ?? null
            },
            // Its series was deleted in the instant since the suggestion was read.
            (violation) =>
              isForeignKeyOn(violation, 'series_id') ? new ConflictError(MESSAGES.suggestionSeriesGone) : undefined,
          ),
        { checkFirst: false },
      )
      const row = await this.findById(id)
      if (!row) throw new NotFoundError(MESSAGES.suggestionNotFound)
      return { suggestion: row, recipient }
    },

    /**
     * Replaces what a pending suggestion proposes (an editor's amendment before accepting it). Throws
     * NotFoundError when it is gone, ConflictError when it was reviewed meanwhile.
     */
    async amend(id: string, changes: SuggestedChangesValue): Promise<SuggestionDetail> {
      const [amended] = await db
        .update(suggestions)
        .set({ changes })
        .where(and(eq(suggestions.id, id), eq(suggestions.status, 'pending')))
        .returning({ id: suggestions.id })
      const row = await this.findById(id)
      if (!row) throw new NotFoundError(MESSAGES.suggestionNotFound)
      if (!amended) throw new ConflictError(MESSAGES.suggestionNotPending)
      return row
    },

    /** Deletes every suggestion that is no longer pending; returns how many. */
    async cleanup(): Promise<number> {
      const deleted = await db
        .delete(suggestions)
        .where(ne(suggestions.status, 'pending'))
        .returning({ id: suggestions.id })
      return deleted.length
    },
  }
}

export type SuggestionsRepository = ReturnType<typeof suggestionsRepository>
