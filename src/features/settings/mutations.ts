import {
  createApiTokenMutation,
  deleteApiTokenMutation,
  deleteUserMeMutation,
  sendEmailVerificationMutation,
  updatePasswordMeMutation,
  updateUserMeMutation,
} from '../../client/@tanstack/react-query.gen'
import { useLogout } from '../../entities/session/hooks'
import { AUTH_TEXTS } from '../../entities/session/texts'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { setToken } from '../../lib/session'
import { type EmailSwitchField, SETTINGS_TEXTS } from './texts'

/** Saves the profile; it resolves once the menu and the form can show the saved values. */
export const useUpdateProfile = () =>
  useMutationWithFeedback(updateUserMeMutation(), {
    success: SETTINGS_TEXTS.userUpdated,
    invalidates: STALE_AFTER.ownAccountChange,
  })

/** Keeps the language picked in Appearance on the account; the page itself switched already. */
export const useSaveLanguage = () =>
  useMutationWithFeedback(updateUserMeMutation(), { invalidates: STALE_AFTER.ownSettingChange })

/** Turns one kind of e-mail on or off; the toast says which. */
export const useSetEmailSwitch = (field: EmailSwitchField) =>
  useMutationWithFeedback(updateUserMeMutation(), {
    success: (user) => (user[field] ? SETTINGS_TEXTS.emails[field].on : SETTINGS_TEXTS.emails[field].off),
    invalidates: STALE_AFTER.ownSettingChange,
  })

/** A password change ends every session: this one continues with the token the answer carries. */
export const useChangePassword = () =>
  useMutationWithFeedback(
    { ...updatePasswordMeMutation(), onSuccess: (answer) => setToken(answer.access_token) },
    { success: AUTH_TEXTS.passwordUpdated },
  )

/** Deletes the account, then logs out. */
export function useDeleteAccount() {
  const logout = useLogout()
  return useMutationWithFeedback(
    { ...deleteUserMeMutation(), onSuccess: logout },
    { success: SETTINGS_TEXTS.accountDeleted },
  )
}

/** "Send the link again": mails a new verification link; the toast says it is on its way. */
export const useSendVerificationLink = () =>
  useMutationWithFeedback(sendEmailVerificationMutation(), { success: (answer) => answer.message })

/** Makes an API token; its dialog shows the answer's token (once), so no toast covers it. */
export const useCreateApiToken = () =>
  useMutationWithFeedback(createApiTokenMutation(), { invalidates: STALE_AFTER.apiTokenChange })

/** Revokes an API token: it is refused from its next request. */
export const useRevokeApiToken = () =>
  useMutationWithFeedback(deleteApiTokenMutation(), {
    success: SETTINGS_TEXTS.apiTokens.revoked,
    invalidates: STALE_AFTER.apiTokenChange,
  })
