import { randomUUID } from 'node:crypto'
import { Type } from 'typebox'
import { EMAIL_VERIFICATION } from '../../common/accounts.js'
import { isLocale, LOCALES, type Locale } from '../../common/i18n/locales.js'
import { LIMITS, PATTERNS } from '../../common/limits.js'
import { ROLE, ROLES } from '../../common/roles.js'
import type { UserRow } from '../db/schema.js'
import { DateTime, ListOf, Nullable } from './common.js'
import { SpamGuardFields } from './spam-guard.js'

export const Email = Type.String({ pattern: PATTERNS.email, maxLength: LIMITS.emailMax })
export const Password = Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax })

/**
 * A username (the `name` of an account) is optional everywhere it is set: on sign-up, on the own
 * profile and in the admin's user form. When given it is 3 to 30 characters, not all white space,
 * and stored as sent. An empty string means "no name" and is stored as null, the same as null: it is
 * what a cleared optional form field sends, so clearing the field removes the name instead of
 * answering 422. `storedName` applies that rule.
 */
const Username = Nullable(
  Type.Union([
    Type.String({ minLength: LIMITS.usernameMin, maxLength: LIMITS.usernameMax, pattern: PATTERNS.name }),
    Type.Literal(''),
  ]),
)

/** The column value of a validated username: '' and null both mean no name. */
export const storedName = (name: string | null) => name || null
/** One of the languages the site speaks. */
export const LocaleCode = Type.Enum(LOCALES, { description: 'A language the site speaks: en, es, fr, de, pt-BR or ja' })

export const RoleNumber = Type.Enum(ROLES, { description: '0 User, 1 Editor, 5 Moderator, 10 Admin' })

export const UserPublic = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    name: Nullable(Type.String()),
    role: Type.Integer(),
    is_active: Type.Boolean(),
    /** Whether the owner proved the address by its mailed link; the address's alerts wait for it. */
    email_verified: Type.Boolean(),
    /** Whether an e-mail goes out as the registration of a saved hackathon turns closing soon (DEADLINE_REMINDER_MS). */
    deadline_reminders: Type.Boolean(),
    /** Whether an e-mail goes out when one of the owner's suggestions is accepted or rejected. */
    suggestion_emails: Type.Boolean(),
    /** The language the owner picked for the site; null follows their browser. */
    locale: Nullable(LocaleCode),
    created_at: DateTime,
  },
  { title: 'UserPublic' },
)

export const UsersPublic = ListOf(UserPublic, 'UsersPublic')

export const UserRegister = Type.Object(
  {
    email: Email,
    name: Type.Optional(Username),
    password: Password,
    /** The language the site spoke as the account was made, which the account then keeps. */
    locale: Type.Optional(LocaleCode),
    ...SpamGuardFields,
  },
  { title: 'UserRegister' },
)

export const UserUpdateMe = Type.Object(
  {
    email: Type.Optional(Email),
    name: Type.Optional(Username),
    deadline_reminders: Type.Optional(Type.Boolean()),
    suggestion_emails: Type.Optional(Type.Boolean()),
    /** null forgets the choice: the site follows the browser again. */
    locale: Type.Optional(Nullable(LocaleCode)),
  },
  { title: 'UserUpdateMe' },
)

export const UserCreate = Type.Object(
  {
    email: Email,
    name: Type.Optional(Username),
    password: Password,
    confirm_password: Type.Optional(Type.String({ maxLength: LIMITS.passwordMax })),
    role: Type.Optional(RoleNumber),
    is_active: Type.Optional(Type.Boolean()),
  },
  { title: 'UserCreate' },
)

export const UserUpdate = Type.Object(
  {
    email: Type.Optional(Email),
    name: Type.Optional(Username),
    password: Type.Optional(
      Type.Union([Password, Type.Literal('')], { description: 'An empty password leaves it unchanged' }),
    ),
    confirm_password: Type.Optional(Type.String({ maxLength: LIMITS.passwordMax })),
    role: Type.Optional(RoleNumber),
    is_active: Type.Optional(Type.Boolean()),
  },
  { title: 'UserUpdate' },
)

export const UpdatePassword = Type.Object(
  { current_password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }), new_password: Password },
  { title: 'UpdatePassword' },
)

export const NewPassword = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: LIMITS.tokenMax }), new_password: Password },
  { title: 'NewPassword' },
)

export const VerifyEmail = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: EMAIL_VERIFICATION.tokenMax }) },
  { title: 'VerifyEmail' },
)

export const Token = Type.Object(
  { access_token: Type.String(), token_type: Type.Literal('bearer') },
  { title: 'Token' },
)

/** The answer to a password change: every earlier session has ended, this token continues the caller's. */
export const PasswordChanged = Type.Object(
  { message: Type.String(), access_token: Type.String(), token_type: Type.Literal('bearer') },
  { title: 'PasswordChanged' },
)

export const LoginForm = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: LIMITS.emailMax }),
    password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }),
    grant_type: Type.Optional(Type.String()),
    scope: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.String()),
    client_secret: Type.Optional(Type.String()),
  },
  { title: 'LoginForm' },
)

export const EmailParams = Type.Object({ email: Email })

export function toUserPublic(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    is_active: user.isActive,
    email_verified: user.emailVerified,
    deadline_reminders: user.deadlineReminders,
    suggestion_emails: user.suggestionEmails,
    locale: isLocale(user.locale) ? user.locale : null,
    created_at: user.createdAt.toISOString(),
  }
}

/** What a sign-up answers when its honeypot is filled: an account as it would look, never stored. */
export function unsavedUserPublic(email: string, name: string | null, locale: Locale | null) {
  return {
    id: randomUUID(),
    email,
    name,
    role: ROLE.user,
    is_active: true,
    email_verified: false,
    deadline_reminders: true,
    suggestion_emails: true,
    locale,
    created_at: new Date().toISOString(),
  }
}

export const BanResult = Type.Object(
  {
    reverted: Type.Integer({ minimum: 0, description: "The user's changes reverted (those that no longer fit stay)" }),
    rejected: Type.Integer({ minimum: 0, description: 'Their pending suggestions rejected' }),
    alerts_deleted: Type.Integer({ minimum: 0, description: 'The alerts of their proven address deleted' }),
    tokens_deleted: Type.Integer({ minimum: 0, description: 'Their personal API tokens deleted' }),
    webhooks_deleted: Type.Integer({
      minimum: 0,
      description: 'Their webhooks deleted, with their pending deliveries',
    }),
  },
  { title: 'BanResult' },
)
