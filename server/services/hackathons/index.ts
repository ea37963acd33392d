import type { Static } from 'typebox'
import { HACKATHON_FIELD_NAMES, HACKATHON_FIELDS } from '../../../common/hackathon-fields.js'
import { sameOrigin } from '../../../common/organizers.js'
import { changesApplyAtOnce, type HackathonWriteCapacity, hackathonWriteCapacity } from '../../../common/policy.js'
import type { RevisionSource } from '../../../common/revisions.js'
import { ConflictError, InvalidReferenceError, NotFoundError } from '../../db/domain-errors.js'
import { columnChangesOf, type SuggestedChangesValue, storedChangesOf } from '../../db/hackathon-fields.js'
import type { HackathonWithSeries } from '../../db/repositories/hackathons.js'
import type { Repositories } from '../../db/repositories/index.js'
import type { SuggestionDetail } from '../../db/repositories/suggestions.js'
import { badRequest, invalidField } from '../../http-errors.js'
import { MESSAGES } from '../../messages.js'
import type { HackathonCreate, HackathonUpdate } from '../../schemas/hackathons.js'
import {
  assertConsistent,
  changesFromBody,
  consistentWhenLocked,
  placeChanges,
  suggestedChanges,
  withoutNulls,
} from './changes.js'

/** The fields every hackathon has: a new one's suggestion must keep them. */
const REQUIRED_FIELDS = HACKATHON_FIELD_NAMES.filter((field) => HACKATHON_FIELDS[field].required)

/** Who asks for a write: their role decides whether it is applied or filed for review. */
export interface Caller {
  id: string
  role: number
}

/**
 * A write either changed the hackathons at once, in the right `as` (by an editor, or by one of the
 * hackathon's organisers: what the listing's history records as its source), or was filed as a
 * pending suggestion.
 */
export type WriteOutcome =
  | { applied: true; as: Exclude<HackathonWriteCapacity, 'suggestion'>; hackathon: HackathonWithSeries }
  | { applied: false; suggestion: SuggestionDetail }

/** What a hackathon being added or edited may repeat. */
export interface DuplicatesQuestion {
  url?: string
  name?: string
  start?: Date
  end?: Date
  /** The hackathon being edited, which never repeats itself. */
  exclude?: string
}

/**
 * Adding and changing hackathons, from the request's fields to the stored row or the filed
 * suggestion: the caller's rights (common/policy.ts) decide between the two; coordinates come from the
 * gazetteer when the location changes without them; an address another hackathon is listed under is
 * refused (DuplicateUrlError, 409), checked again by the database's unique index at the write itself.
 * An approved suggestion is applied by the same statement as an editor's write (applyHackathon in the
 * hackathons repository).
 *
 * What follows a write needs no call from here, so it also follows writes made anywhere else (the
 * link watch, a deleted series, psql): the database's triggers notify every API process's visitor
 * cache and invalidate the cached list counts (server/read-path/README.md), a changed address puts
 * the link watch's first check of the new site a day later, and alerts find new hackathons on their
 * schedule. This process's visitor cache also counts the successful write as a change before its
 * answer is sent.
 */
export function hackathonsService(repos: Pick<Repositories, 'hackathons' | 'organizers' | 'series' | 'suggestions'>) {
  async function assertSeriesExists(seriesId: string | null | undefined) {
    if (seriesId && !(await repos.series.exists(seriesId))) {
      throw new InvalidReferenceError('series_id', MESSAGES.unknownSeries)
    }
  }

  return {
    /**
     * Adds a hackathon (an editor), or files it as a suggestion of a new one (a user, role 0). An
     * applied create is recorded as a `create` revision, by the caller.
     */
    async create(body: Static<typeof HackathonCreate>, caller: Caller): Promise<WriteOutcome> {
      const changes = placeChanges(changesFromBody(body))
      assertConsistent(changes)
      await assertSeriesExists(changes.seriesId)
      const { name, url, startDate, endDate } = changes
      if (!name || !url || !startDate || !endDate) throw invalidField('name', MESSAGES.endBeforeStart)
      if (!changesApplyAtOnce(caller.role)) {
        await repos.hackathons.assertUrlFree(url)
        const proposed = storedChangesOf(withoutNulls(changes))
        return { applied: false, suggestion: await repos.suggestions.createPending('new', null, proposed, caller.id) }
      }
      const hackathon = await repos.hackathons.create(
        { ...changes, name, url, startDate, endDate, createdById: caller.id },
        { source: 'create', authorId: caller.id },
      )
      return { applied: true, as: 'editor', hackathon }
    },

    /**
     * Changes a hackathon (one of its organisers, whatever their role, or an editor), or files the
     * fields that differ as a suggestion (anyone else, and an organiser below the editor role who
     * moves its address to another site); a suggestion that would change nothing is refused (400).
     * Organisers' and editors' changes take the one path, with the same validation and duplicate
     * rules, and are recorded as a revision by the caller: `organiser` or `edit`. An applied move to
     * another site ends the listing's verification (applyHackathon in the hackathons repository).
     */
    async update(id: string, body: Static<typeof HackathonUpdate>, caller: Caller): Promise<WriteOutcome> {
      const current = await repos.hackathons.findById(id)
      if (!current) throw new NotFoundError(MESSAGES.hackathonNotFound)
      const changes = placeChanges(changesFromBody(body), current)
      assertConsistent(changes, current)
      await assertSeriesExists(changes.seriesId)
      const organizer = await repos.organizers.isOrganizer(current.id, caller.id)
      const movesToAnotherSite = changes.url !== undefined && !sameOrigin(changes.url, current.url)
      const capacity = hackathonWriteCapacity(caller.role, organizer, movesToAnotherSite)
      if (capacity === 'suggestion') {
        const suggested = suggestedChanges(changes, current)
        if (Object.keys(suggested).length === 0) throw badRequest(MESSAGES.nothingToSuggest)
        await repos.hackathons.assertUrlFree(suggested.url, current.id)
        const suggestion = await repos.suggestions.createPending('update', current.id, suggested, caller.id)
        return { applied: false, suggestion }
      }
      const source: RevisionSource = capacity === 'organizer' ? 'organiser' : 'edit'
      return {
        applied: true,
        as: capacity,
        hackathon: await repos.hackathons.update(
          current.id,
          changes,
          { source, authorId: caller.id },
          consistentWhenLocked,
        ),
      }
    },

    /**
     * An editor's amendment of a pending suggestion before accepting it: the body's fields replace
     * the suggestion's, absent ones keep theirs, and the whole is checked as the create or edit it
     * proposes would be (consistency, series, address). An update keeps only what differs from the
     * hackathon as it is now (400 when nothing does).
     */
    async amend(suggestionId: string, body: Static<typeof HackathonUpdate>): Promise<SuggestionDetail> {
      const suggestion = await repos.suggestions.findById(suggestionId)
      if (!suggestion) throw new NotFoundError(MESSAGES.suggestionNotFound)
      if (suggestion.status !== 'pending') throw new ConflictError(MESSAGES.suggestionNotPending)
      const current = suggestion.hackathon ?? undefined
      if (suggestion.kind === 'update' && !current) throw new ConflictError(MESSAGES.suggestionHackathonGone)
      const stored = columnChangesOf(suggestion.changes as SuggestedChangesValue)
      const changes = placeChanges({ ...stored, ...changesFromBody(body) }, current)
      assertConsistent(changes, current)
      await assertSeriesExists(changes.seriesId)
      if (current) {
        const amended = suggestedChanges(changes, current)
        if (Object.keys(amended).length === 0) throw badRequest(MESSAGES.nothingToSuggest)
        await repos.hackathons.assertUrlFree(amended.url, current.id)
        return repos.suggestions.amend(suggestionId, amended)
      }
      for (const field of REQUIRED_FIELDS) {
        if (changes[HACKATHON_FIELDS[field].column as keyof typeof changes] == null) {
          throw invalidField(field, MESSAGES.fieldRequired)
        }
      }
      await repos.hackathons.assertUrlFree(changes.url)
      return repos.suggestions.amend(suggestionId, storedChangesOf(withoutNulls(changes)))
    },

    /**
     * While a hackathon is being added or edited: the one listed under the same address, and others
     * with a similar name whose dates overlap (only when the dates are known and in order).
     */
    async possibleDuplicates({ url, name, start, end = start, exclude }: DuplicatesQuestion) {
      const term = name?.trim()
      const [sameUrl, similar] = await Promise.all([
        url ? repos.hackathons.findByUrl(url, exclude) : undefined,
        term && start && end && end >= start ? repos.hackathons.similar(term, start, end, exclude) : [],
      ])
      return {
        sameUrl,
        similar: similar.filter((row) => row.id !== sameUrl?.id),
      }
    },
  }
}

export type HackathonsService = ReturnType<typeof hackathonsService>
