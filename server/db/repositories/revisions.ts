import { and, count, desc, eq, getTableColumns, gte, inArray, ne, notExists } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { HACKATHON_FIELDS, type HackathonField } from '../../../common/hackathon-fields.js'
import { HACKATHON_LIST_MESSAGES } from '../../../common/hackathon-list.js'
import { MESSAGES } from '../../messages.js'
import { ConflictError, DomainError, NotFoundError } from '../domain-errors.js'
import { columnValuesOf, publicFieldsOf } from '../hackathon-fields.js'
import type { Database } from '../index.js'
import { isForeignKeyOn } from '../pg-errors.js'
import { hackathonRevisions, hackathons, type RevisionRow, users } from '../schema.js'
import { applyHackathon, assertUrlFree, type StoredChangeRules, writingHackathon } from './hackathons.js'

/** A revision with its author's display name (never the e-mail). */
export type RevisionDetail = RevisionRow & { authorName: string | null }

/** A revision the revert of a user's changes passed over, and why (the refusal's own message). */
export interface RevertSkipped {
  revisionId: string
  hackathonId: string
  /** The hackathon's name once the others are reverted, so the moderator knows where to look. */
  hackathonName: string
  detail: string
}

/** The revisions already reverted, which the revert of a user's changes passes over. */
const undone = alias(hackathonRevisions, 'undone')

const isField = (name: string): name is HackathonField => Object.hasOwn(HACKATHON_FIELDS, name)

export function revisionsRepository(db: Database) {
  /**
   * Restores the values `revision` replaced on its hackathon, locked for the transaction, as a new
   * revision (`revert`, by `by`); only the fields that differ from the hackathon as it is now are
   * written. Answers the new revision's id, or undefined when nothing differs. Throws ConflictError
   * when the values are no longer valid (a limit tightened, a series deleted, an address listed by
   * another hackathon, an inconsistent whole).
   */
  async function restore(tx: Database, revision: RevisionRow, by: string, rules: StoredChangeRules) {
    if (revision.source === 'create') throw new ConflictError(MESSAGES.revertCreation)
    // A field dropped from the table since has nothing to restore into.
    const earlier = Object.fromEntries(
      Object.entries(revision.changes).flatMap(([field, change]) => (isField(field) ? [[field, change.from]] : [])),
    ) as Partial<Record<HackathonField, unknown>>
    if (!rules.valid(earlier)) throw new ConflictError(MESSAGES.revertInvalid)
    const [current] = await tx
      .select()
      .from(hackathons)
      .where(eq(hackathons.id, revision.hackathonId))
      .for('no key update')
    if (!current) throw new NotFoundError(MESSAGES.hackathonNotFound)
    const now: Record<string, unknown> = publicFieldsOf(current)
    const differing = Object.fromEntries(
      Object.entries(earlier).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(now[field] ?? null)),
    )
    if (Object.keys(differing).length === 0) return undefined
    const changes = columnValuesOf(differing)
    await assertUrlFree(tx, changes.url, current.id)
    const applied = await applyHackathon(
      tx,
      { id: current.id, changes, check: rules.check },
      { source: 'revert', authorId: by, revertedId: revision.id },
    )
    return applied?.revisionId
  }

  /**
   * Runs reverts in a transaction (in a savepoint when `on` is one already), turning the database's
   * refusals into ConflictError.
   */
  const inTransaction = <T>(work: (tx: Database) => Promise<T>, on: Database = db) =>
    writingHackathon(on, work, (violation) => {
      if (violation.kind === 'uniqueViolation') return new ConflictError(HACKATHON_LIST_MESSAGES.alreadyListed)
      if (isForeignKeyOn(violation, 'series_id')) return new ConflictError(MESSAGES.revertSeriesGone)
      return undefined
    })

  return {
    /** A hackathon's revisions, newest first, each with its author's display name. */
    async list(hackathonId: string, page: { skip: number; limit: number }) {
      const condition = eq(hackathonRevisions.hackathonId, hackathonId)
      const [data, [total]] = await Promise.all([
        db
          .select({ ...getTableColumns(hackathonRevisions), authorName: users.name })
          .from(hackathonRevisions)
          .leftJoin(users, eq(users.id, hackathonRevisions.authorId))
          .where(condition)
          .orderBy(desc(hackathonRevisions.createdAt), desc(hackathonRevisions.id))
          .offset(page.skip)
          .limit(page.limit),
        db.select({ value: count() }).from(hackathonRevisions).where(condition),
      ])
      return { data: data as RevisionDetail[], count: total?.value ?? 0 }
    },

    async findById(id: string): Promise<RevisionDetail | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(hackathonRevisions), authorName: users.name })
        .from(hackathonRevisions)
        .leftJoin(users, eq(users.id, hackathonRevisions.authorId))
        .where(eq(hackathonRevisions.id, id))
      return row
    },

    /**
     * Reverts one revision (see `restore`); answers the new revision. Throws NotFoundError when the
     * revision is gone, ConflictError when it is a creation, when nothing differs any more, or when
     * its earlier values are no longer valid.
     */
    async revertOne(id: string, by: string, rules: StoredChangeRules): Promise<RevisionDetail> {
      const created = await inTransaction(async (tx) => {
        const [revision] = await tx.select().from(hackathonRevisions).where(eq(hackathonRevisions.id, id))
        if (!revision) throw new NotFoundError(MESSAGES.revisionNotFound)
        const restored = await restore(tx, revision, by, rules)
        if (!restored) throw new ConflictError(MESSAGES.revertNothing)
        return restored
      })
      const row = await this.findById(created)
      if (!row) throw new NotFoundError(MESSAGES.revisionNotFound)
      return row
    },

    /**
     * Reverts every change `authorId` made since `since` (creations aside, and those reverted
     * already), newest first, so each hackathon ends with the values it had before their first
     * change. One that cannot be reverted (ConflictError: its values are no longer valid or
     * consistent, its address is listed again, its series is gone) is passed over and reported, in
     * a savepoint of its own so the others still go through; all in one transaction. A revision
     * whose values the hackathon has again already is neither counted nor reported.
     */
    async revertByAuthorSince(
      authorId: string,
      since: Date,
      by: string,
      rules: StoredChangeRules,
    ): Promise<{ reverted: number; skipped: RevertSkipped[] }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database
        const revisions = await tx
          .select()
          .from(hackathonRevisions)
          .where(
            and(
              eq(hackathonRevisions.authorId, authorId),
              gte(hackathonRevisions.createdAt, since),
              ne(hackathonRevisions.source, 'create'),
              notExists(tx.select({ id: undone.id }).from(undone).where(eq(undone.revertedId, hackathonRevisions.id))),
            ),
          )
          .orderBy(desc(hackathonRevisions.createdAt), desc(hackathonRevisions.id))
        let reverted = 0
        const refused: { revision: RevisionRow; detail: string }[] = []
        for (const revision of revisions) {
          try {
            if (await inTransaction((savepoint) => restore(savepoint, revision, by, rules), tx)) reverted++
          } catch (error) {
            if (!(error instanceof DomainError)) throw error
            refused.push({ revision, detail: error.message })
          }
        }
        // Named once the others are reverted: a name the user changed is back to the one to look for.
        const ids = [...new Set(refused.map(({ revision }) => revision.hackathonId))]
        const names = new Map(
          ids.length === 0
            ? []
            : (
                await tx
                  .select({ id: hackathons.id, name: hackathons.name })
                  .from(hackathons)
                  .where(inArray(hackathons.id, ids))
              ).map((row) => [row.id, row.name]),
        )
        const skipped = refused.map(({ revision, detail }) => ({
          revisionId: revision.id,
          hackathonId: revision.hackathonId,
          hackathonName: names.get(revision.hackathonId) ?? '',
          detail,
        }))
        return { reverted, skipped }
      })
    },
  }
}

export type RevisionsRepository = ReturnType<typeof revisionsRepository>
