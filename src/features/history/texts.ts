import { defineTexts, withValues } from '../../../common/i18n/texts'

/** Every text of a hackathon's History view, in one place. */
export const HISTORY_TEXTS = defineTexts('history', {
  heading: 'History',
  show: 'Show history',
  hide: 'Hide history',
  loading: 'Loading the history',
  loadError: 'The history could not be loaded.',
  empty: 'No changes have been recorded yet.',
  loadMore: 'Show older changes',
  /** Who made a change when the account has no display name (never its e-mail). */
  someone: 'an editor',
  linkWatch: 'the link watch',
  /**
   * How a change came about, from an import: `how` is the kind of change ("Import"), `name` the
   * source (or the CSV upload) it came from.
   */
  howFromSource: withValues<{ how: string; name: string }>('{how} from {name}'),
  /** Who made a change, and when: `who` is a display name or "an editor", `when` a formatted day and time. */
  byWhen: withValues<{ who: string; when: string }>('by {who} · {when}'),
  /** A changed field's name before its old and new values: "Location:". */
  fieldName: withValues<{ field: string }>('{field}:'),
  emptyValue: 'empty',
  revert: 'Revert',
  revertConfirm:
    'The fields this change touched get back the values they had before it. The revert is recorded as a change of its own.',
  reverted: 'Change reverted.',
  /** Reverts every change of one person from this one on: `who` is their display name. */
  revertAllBy: withValues<{ who: string }>('Revert all by {who} since'),
  /** `who` is a display name, `date` a formatted day and time. */
  revertAllConfirm: withValues<{ who: string; date: string }>(
    'Every change {who} made since {date}, on every hackathon, is reverted, newest first. Each revert is recorded; a change that can no longer be reverted is left as it is and listed.',
  ),
  revertedAll: withValues<{ count: number }>(
    '{count, plural, one {{count} change reverted.} other {{count} changes reverted.}}',
  ),
  /** `skipped` is how many of the changes could not be reverted. */
  revertedSome: withValues<{ count: number; skipped: number }>(
    '{count, plural, one {{count} change reverted} other {{count} changes reverted}}; {skipped} could not be.',
  ),
  skippedTitle: withValues<{ count: number }>(
    '{count, plural, one {{count} change could not be reverted} other {{count} changes could not be reverted}}',
  ),
  skippedDescription: 'They are left as they are. Open each hackathon to put it right by hand.',
  skippedClose: 'Done',
  changeList: 'Changed fields',
  /** The arrow between a field's old and new value, as a screen reader names it. */
  to: 'to',
})
