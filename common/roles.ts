import { defineTexts, withValues } from './i18n/texts.js'

/** Numeric roles, shared by the API (permissions) and the SPA (menus, selects). */
export const ROLE = {
  user: 0,
  editor: 1,
  moderator: 5,
  admin: 10,
} as const

export type Role = (typeof ROLE)[keyof typeof ROLE]

/** Each role as the user list and the role select name it. */
const ROLE_TEXTS = defineTexts('roles', {
  names: {
    user: 'User',
    editor: 'Editor',
    moderator: 'Moderator',
    admin: 'Admin',
  } satisfies Record<keyof typeof ROLE, string>,
  /** A role this version does not name: `role` is its number ("Role 3"). */
  other: withValues<{ role: number }>('Role {role}'),
})

/** Each role's name, read in the active language. */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  get [ROLE.user]() {
    return ROLE_TEXTS.names.user
  },
  get [ROLE.editor]() {
    return ROLE_TEXTS.names.editor
  },
  get [ROLE.moderator]() {
    return ROLE_TEXTS.names.moderator
  },
  get [ROLE.admin]() {
    return ROLE_TEXTS.names.admin
  },
}

export const ROLES: readonly Role[] = [ROLE.user, ROLE.editor, ROLE.moderator, ROLE.admin]

export function roleName(role: number): string {
  return ROLE_NAMES[role as Role] ?? ROLE_TEXTS.other({ role })
}
