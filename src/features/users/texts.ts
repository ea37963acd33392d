import { defineTexts, withValues } from '../../../common/i18n/texts'
import type { BanResult } from '../../client/types.gen'

/** Every text of the user management screen, in one place. */
export const USERS_TEXTS = defineTexts('users', {
  heading: 'User Management',
  add: 'Add User',
  addTitle: 'Add User',
  editTitle: 'Edit User',
  edit: 'Edit User',
  delete: 'Delete User',
  /** The badge on the viewer's own row. */
  you: 'You',
  active: 'Active',
  inactive: 'Inactive',
  /** In place of a username the user has not set. */
  notAvailable: 'N/A',
  emptyTitle: 'There are no users yet',
  emptyDescription: 'Add a new user to get started',
  created: 'User created successfully.',
  updated: 'User updated successfully.',
  deleted: 'User deleted successfully',
  /** `email` is the user's address. */
  deleteConfirm: withValues<{ email: string }>(
    'The user {email} will be permanently deleted. Their hackathons and suggestions stay. Are you sure?',
  ),
  ban: 'Ban user',
  banTitle: 'Ban user',
  /** `email` is the user's address. */
  banConfirm: withValues<{ email: string }>(
    '{email} will be deactivated, their pending suggestions rejected, every change they made to hackathons reverted (newest first), and their alerts, API tokens and webhooks deleted. Are you sure?',
  ),
  /** The toast after a ban: how many of the user's changes, suggestions, alerts, API tokens and webhooks it undid. */
  banned: withValues<BanResult>(
    'User banned: {reverted, plural, one {# change} other {# changes}} reverted, {rejected, plural, one {# suggestion} other {# suggestions}} rejected, {alerts_deleted, plural, one {# alert} other {# alerts}}, {tokens_deleted, plural, one {# API token} other {# API tokens}} and {webhooks_deleted, plural, one {# webhook} other {# webhooks}} deleted.',
  ),
  /** The accessible name of a row's menu: `email` is the row's user's address. */
  actionsFor: withValues<{ email: string }>('Actions for {email}'),
  tableCaption: 'Users',
})

export const USERS_COLUMNS = defineTexts('usersColumns', {
  name: 'Username',
  email: 'Email',
  role: 'Role',
  status: 'Status',
  actions: 'Actions',
})

export const USERS_FIELDS = defineTexts('usersFields', {
  email: 'Email',
  name: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  role: 'Role',
  active: 'Active',
  /** Shown under the password fields when editing: they may stay empty. */
  passwordEditHint: 'Leave empty to keep the current password',
})
