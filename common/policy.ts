import { ROLE, type Role } from './roles.js'

export { canGrant, canManage, grantableRoles } from './user-hierarchy.js'

/**
 * Who may call each API operation: the lowest role, or `null` for anyone, signed in or not.
 *
 * The one permission table of the product. The server derives each route's authentication check
 * from it (a route whose operation is missing here refuses to start), and the SPA reads it for its
 * guards, its menu and every button it shows or hides by role, so the two can never disagree.
 */
export const OPERATION_ROLES = {
  // Accounts and sessions
  loginAccessToken: null,
  testToken: ROLE.user,
  recoverPassword: null,
  resetPassword: null,
  recoverPasswordHtmlContent: ROLE.admin,
  registerUser: null,
  readUserMe: ROLE.user,
  updateUserMe: ROLE.user,
  updatePasswordMe: ROLE.user,
  deleteUserMe: ROLE.user,
  verifyEmail: null,
  sendEmailVerification: ROLE.user,
  // User management; the user hierarchy narrows which rows a moderator may touch
  readUsers: ROLE.moderator,
  createUser: ROLE.moderator,
  readUserById: ROLE.moderator,
  updateUser: ROLE.moderator,
  deleteUser: ROLE.moderator,
  banUser: ROLE.moderator,
  // Hackathons; below HACKATHON_CHANGES_APPLY_ROLE a create or edit becomes a suggestion
  readHackathons: null,
  readHackathon: null,
  readRelatedHackathons: null,
  createHackathon: ROLE.user,
  updateHackathon: ROLE.user,
  patchHackathon: ROLE.user,
  findPossibleDuplicates: ROLE.user,
  readThemes: null,
  readHackathonCalendar: null,
  readHackathonsCalendar: null,
  readHackathonsAtomFeed: null,
  readHackathonsJsonFeed: null,
  deleteHackathon: ROLE.moderator,
  checkHackathonLink: ROLE.editor,
  // Series
  readSeriesList: null,
  readSeries: null,
  createSeries: ROLE.moderator,
  updateSeries: ROLE.editor,
  patchSeries: ROLE.editor,
  deleteSeries: ROLE.moderator,
  setSeriesHackathons: ROLE.editor,
  // Suggestions
  readMySuggestions: ROLE.user,
  readSuggestions: ROLE.editor,
  readSuggestion: ROLE.editor,
  countSuggestions: ROLE.editor,
  approveSuggestion: ROLE.editor,
  approveSuggestionPost: ROLE.editor,
  rejectSuggestion: ROLE.editor,
  rejectSuggestionPost: ROLE.editor,
  amendSuggestion: ROLE.editor,
  cleanupSuggestions: ROLE.moderator,
  approveSuggestions: ROLE.editor,
  // History: anyone reads a hackathon's; moderators revert one revision, or all of one user's since a time
  readHackathonRevisions: null,
  revertRevision: ROLE.moderator,
  revertUserChanges: ROLE.moderator,
  // Utilities
  healthCheck: null,
  readChallenge: null,
  testEmail: ROLE.admin,
  completeHackathon: ROLE.user,
  uploadImage: ROLE.user,
  readUpload: null,
  // Places and the map
  searchPlaces: null,
  findNearestPlace: null,
  readMapConfig: null,
  // Alerts: anyone subscribes (by e-mail, confirmed by a mailed link); the signed-in manage their address's
  createAlert: null,
  previewAlert: null,
  confirmAlert: null,
  unsubscribeAlerts: null,
  openUnsubscribePage: null,
  readAlerts: ROLE.user,
  updateAlert: ROLE.user,
  deleteAlert: ROLE.user,
  runAlerts: ROLE.admin,
  // Saved hackathons: each account its own; the private calendar's address is its own credential
  saveHackathon: ROLE.user,
  unsaveHackathon: ROLE.user,
  readSavedHackathons: ROLE.user,
  readSavedCalendar: ROLE.user,
  rotateSavedCalendar: ROLE.user,
  readSavedHackathonsCalendar: null,
  // Organisers: a verified account claims a listing by proving it controls the event's own site;
  // its organisers then keep it and invite others, who accept with the account the invitation was
  // mailed to (ORGANIZER_OPERATIONS narrows who may change the organisers)
  claimHackathon: ROLE.user,
  verifyHackathonClaim: ROLE.user,
  readHackathonOrganizers: null,
  inviteHackathonOrganizer: ROLE.user,
  acceptOrganizerInvitation: ROLE.user,
  removeHackathonOrganizer: ROLE.user,
  readMyHackathons: ROLE.user,
  // Sources: editors add and run calendars and pages the site reads again (a source that publishes
  // at once needs SOURCE_PUBLISH_ROLE); moderators delete them
  listSources: ROLE.editor,
  createSource: ROLE.editor,
  readSource: ROLE.editor,
  updateSource: ROLE.editor,
  deleteSource: ROLE.moderator,
  runSource: ROLE.editor,
  previewSource: ROLE.editor,
  importCsv: ROLE.editor,
  // The CSV import's template holds only the column names, so a plain link can download it
  readCsvTemplate: null,
  // Webhooks: each verified account its own (an admin reaches everyone's, to stop a misused one)
  createWebhook: ROLE.user,
  readWebhooks: ROLE.user,
  readWebhook: ROLE.user,
  updateWebhook: ROLE.user,
  deleteWebhook: ROLE.user,
  testWebhook: ROLE.user,
  readWebhookDeliveries: ROLE.user,
} as const satisfies Record<string, Role | null>

export type Operation = keyof typeof OPERATION_ROLES

/**
 * The operations an account may call only once it has proven its address (`email_verified`),
 * whatever its role: what belongs to an e-mail address rather than to an account (its alerts), so
 * an account opened with someone else's address reaches none of it; and claiming a listing,
 * inviting its organisers or accepting an invitation, since organisers are known to each other and
 * to moderators by a proven address; and webhooks, which send the site's data to an address the
 * account names. The server's auth hook answers 403 before; the SPA offers them only after.
 */
export const VERIFIED_EMAIL_OPERATIONS: ReadonlySet<Operation> = new Set<Operation>([
  'readAlerts',
  'updateAlert',
  'deleteAlert',
  'claimHackathon',
  'verifyHackathonClaim',
  'inviteHackathonOrganizer',
  'acceptOrganizerInvitation',
  'createWebhook',
  'readWebhooks',
  'readWebhook',
  'updateWebhook',
  'deleteWebhook',
  'testWebhook',
  'readWebhookDeliveries',
])

export function needsVerifiedEmail(operation: Operation): boolean {
  return VERIFIED_EMAIL_OPERATIONS.has(operation)
}

/**
 * From this role up, a source may be set to publish at once (`trust: publish`), and a CSV upload
 * applies at once instead of filing suggestions.
 */
export const SOURCE_PUBLISH_ROLE: Role = ROLE.moderator

/** Whether a caller of `role` may let a source (or an upload) publish at once. */
export const mayPublishImports = (role: number | undefined): boolean =>
  role !== undefined && role >= SOURCE_PUBLISH_ROLE

/** From this role up, creating or editing a hackathon applies at once instead of making a suggestion. */
export const HACKATHON_CHANGES_APPLY_ROLE: Role = ROLE.editor

/**
 * The operations on one hackathon (its id in the path) that only its verified organisers may call,
 * on top of the role OPERATION_ROLES asks; each names the role from which a caller may call it
 * without being an organiser, so a moderator can undo a wrong claim or add the right people.
 */
export const ORGANIZER_OPERATIONS: Partial<Record<Operation, Role>> = {
  inviteHackathonOrganizer: ROLE.moderator,
  removeHackathonOrganizer: ROLE.moderator,
}

/** The role that may call an organisers' operation without being an organiser; undefined for any other operation. */
export function organizerOverrideRole(operation: Operation): Role | undefined {
  return ORGANIZER_OPERATIONS[operation]
}

/** Whether a caller of `role`, organiser of the hackathon or not, may call an organisers' operation on it. */
export function mayActOnOrganizers(operation: Operation, role: number, organizer: boolean): boolean {
  const override = organizerOverrideRole(operation)
  return override === undefined || organizer || role >= override
}

/**
 * How a change of a hackathon by a caller is made: at once by one of its organisers (whatever their
 * role: they know its facts), at once by an editor, or filed as a suggestion for review. The history
 * of a listing records which. An organiser proved control of the listing's site, not of another:
 * moving its address to another origin (scheme, host or port) is an editor's change or a
 * suggestion, like anyone's, and once applied it ends the listing's verification.
 */
export type HackathonWriteCapacity = 'organizer' | 'editor' | 'suggestion'

export function hackathonWriteCapacity(
  role: number | undefined,
  organizer: boolean,
  movesToAnotherSite = false,
): HackathonWriteCapacity {
  if (organizer && !movesToAnotherSite) return 'organizer'
  return role !== undefined && role >= HACKATHON_CHANGES_APPLY_ROLE ? 'editor' : 'suggestion'
}

export function isOperation(operationId: string): operationId is Operation {
  return Object.hasOwn(OPERATION_ROLES, operationId)
}

/**
 * Whether a caller of `role` may call `operation`. `role` is undefined for a visitor, or while the
 * signed-in user is still loading: then only public operations are allowed, so nothing is offered
 * that the role might not have.
 */
export function mayCall(role: number | undefined, operation: Operation): boolean {
  const required = OPERATION_ROLES[operation]
  if (required === null) return true
  return role !== undefined && role >= required
}

/**
 * Whether saving a hackathon applies at once (true) or is sent in for review (false); an organiser's
 * edit of their own applies, unless it moves the address to another site.
 */
export function changesApplyAtOnce(role: number | undefined, organizer = false, movesToAnotherSite = false): boolean {
  return hackathonWriteCapacity(role, organizer, movesToAnotherSite) !== 'suggestion'
}

/** An admin may not delete their own account, so an instance never loses its last admin that way. */
export function mayDeleteOwnAccount(role: number | undefined): boolean {
  return role !== undefined && role < ROLE.admin
}
