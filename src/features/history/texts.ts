/** Every text of a hackathon's History view, in one place. */
export const HISTORY_TEXTS = {
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
  by: (who: string) => `by ${who}`,
  /** An import names the source (or the CSV upload) it came from. */
  fromSource: (name: string) => `from ${name}`,
  emptyValue: 'empty',
  revert: 'Revert',
  revertConfirm:
    'The fields this change touched get back the values they had before it. The revert is recorded as a change of its own.',
  reverted: 'Change reverted.',
  revertAllBy: (who: string) => `Revert all by ${who} since`,
  revertAllConfirm: (who: string, date: string) =>
    `Every change ${who} made since ${date}, on every hackathon, is reverted, newest first. Each revert is recorded; a change that can no longer be reverted is left as it is and listed.`,
  revertedAll: (count: number) => `${count} change${count === 1 ? '' : 's'} reverted.`,
  revertedSome: (count: number, skipped: number) =>
    `${count} change${count === 1 ? '' : 's'} reverted; ${skipped} could not be.`,
  skippedTitle: (count: number) => `${count} change${count === 1 ? '' : 's'} could not be reverted`,
  skippedDescription: 'They are left as they are. Open each hackathon to put it right by hand.',
  skippedClose: 'Done',
  changeList: 'Changed fields',
  to: 'to',
} as const
