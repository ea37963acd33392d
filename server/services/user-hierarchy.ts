import { ROLE } from '../../common/roles.js'

interface Actor {
  id: string
  role: number
}

/**
 * The hierarchy of /users/{id}: nobody acts on their own row there (they use /users/me); an admin
 * acts on anyone else; a moderator only on users whose role is below its own.
 */
export function canManage(actor: Actor, target: Actor): boolean {
  if (actor.id === target.id) return false
  if (actor.role >= ROLE.admin) return true
  return actor.role >= ROLE.moderator && target.role < actor.role
}

/** An admin grants any role; a moderator only roles below its own. */
export function canGrant(actor: Actor, role: number): boolean {
  if (actor.role >= ROLE.admin) return true
  return actor.role >= ROLE.moderator && role < actor.role
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
