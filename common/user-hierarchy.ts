import { ROLE, ROLES, type Role } from './roles.js'

/** Whoever acts, or is acted on: an account's id and role. */
export interface Actor {
  id: string
  role: number
}

/**
 * The hierarchy of /users/{id}: nobody acts on their own row there (they use /users/me); an admin
 * acts on anyone else; a moderator only on users whose role is below its own. The API enforces it,
 * and the /users screen disables the rows it refuses.
 */
export function canManage(actor: Actor, target: Actor): boolean {
  if (actor.id === target.id) return false
  if (actor.role >= ROLE.admin) return true
  return actor.role >= ROLE.moderator && target.role < actor.role
}

/** An admin grants any role; a moderator only roles below its own. */
export function canGrant(actor: Pick<Actor, 'role'>, role: number): boolean {
  if (actor.role >= ROLE.admin) return true
  return actor.role >= ROLE.moderator && role < actor.role
}

/** The roles `actor` may give, lowest first: what the role select of the user form offers. */
export function grantableRoles(actor: Pick<Actor, 'role'>): Role[] {
  return ROLES.filter((role) => canGrant(actor, role))
}

/** Whether a change leaves the target without admin power (demoted, deactivated or deleted). */
export function removesAdmin(
  target: { role: number; isActive: boolean },
  change: { role?: number; isActive?: boolean } | 'delete',
) {
  if (target.role < ROLE.admin || !target.isActive) return false
  if (change === 'delete') return true
  return (change.role !== undefined && change.role < ROLE.admin) || change.isActive === false
}
