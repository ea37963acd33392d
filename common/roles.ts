/** Numeric roles, shared by the API (permissions) and the SPA (menus, selects). */
export const ROLE = {
  user: 0,
  editor: 1,
  moderator: 5,
  admin: 10,
} as const

export type Role = (typeof ROLE)[keyof typeof ROLE]

export const ROLE_NAMES: Record<Role, string> = {
  [ROLE.user]: 'User',
  [ROLE.editor]: 'Editor',
  [ROLE.moderator]: 'Moderator',
  [ROLE.admin]: 'Admin',
}

export const ROLES: readonly Role[] = [ROLE.user, ROLE.editor, ROLE.moderator, ROLE.admin]

export function roleName(role: number): string {
  return ROLE_NAMES[role as Role] ?? `Role ${role}`
}
