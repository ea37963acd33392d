import type { BanResult } from '../../client/types.gen'

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

/** Every text of the user management screen, in one place. */
export const USERS_TEXTS = {
  heading: 'User Management',
  add: 'Add User',
  addTitle: 'Add User',
  editTitle: 'Edit User',
  edit: 'Edit User',
  delete: 'Delete User',
  you: 'You',
  active: 'Active',
  inactive: 'Inactive',
  notAvailable: 'N/A',
  emptyTitle: 'There are no users yet',
  emptyDescription: 'Add a new user to get started',
  created: 'User created successfully.',
  updated: 'User updated successfully.',
  deleted: 'User deleted successfully',
  deleteConfirm: (email: string) =>
    `The user ${email} will be permanently deleted. Their hackathons and suggestions stay. Are you sure?`,
  ban: 'Ban user',
  banTitle: 'Ban user',
  banConfirm: (email: string) =>
    `${email} will be deactivated, their pending suggestions rejected, every change they made to hackathons reverted (newest first), and their alerts, API tokens and webhooks deleted. Are you sure?`,
  banned: ({ reverted, rejected, alerts_deleted, tokens_deleted, webhooks_deleted }: BanResult) =>
    `User banned: ${plural(reverted, 'change')} reverted, ${plural(rejected, 'suggestion')} rejected, ${plural(alerts_deleted, 'alert')}, ${plural(tokens_deleted, 'API token')} and ${plural(webhooks_deleted, 'webhook')} deleted.`,
  actionsFor: (email: string) => `Actions for ${email}`,
  tableCaption: 'Users',
} as const

export const USERS_COLUMNS = {
  name: 'Username',
  email: 'Email',
  role: 'Role',
  status: 'Status',
  actions: 'Actions',
} as const

export const USERS_FIELDS = {
  email: 'Email',
  name: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  role: 'Role',
  active: 'Active',
  /** Shown under the password fields when editing: they may stay empty. */
  passwordEditHint: 'Leave empty to keep the current password',
} as const
