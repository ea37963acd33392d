import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { activeLocale } from '../../../common/i18n/active'
import { LANGUAGE_PARAM } from '../../../common/i18n/locales'
import { mayCall, type Operation } from '../../../common/policy'
import {
  loginAccessTokenMutation,
  recoverPasswordMutation,
  registerUserMutation,
  resetPasswordMutation,
  verifyEmailMutation,
} from '../../client/@tanstack/react-query.gen'
import { errorStatus } from '../../lib/errors'
import { chooseLocaleHere, storedLocale } from '../../lib/language'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { clearToken, hasToken, setToken } from '../../lib/session'
import { showError } from '../../lib/toasts'
import { currentUserQuery } from './queries'
import { AUTH_TEXTS } from './texts'

/**
 * The signed-in user, or undefined for a visitor and while /users/me is on its way. Permission
 * checks treat "not loaded yet" as a visitor, so nothing is offered that the role might not have.
 */
export function useCurrentUser() {
  const signedIn = hasToken()
  const { data: user } = useQuery({ ...currentUserQuery(), enabled: signedIn })
  return { user, role: user?.role, isSignedIn: signedIn }
}

/** Whether the signed-in user may call `operation`, by the one permission policy. */
export function useMayCall(operation: Operation): boolean {
  return mayCall(useCurrentUser().role, operation)
}

/** Log in: stores the token and loads the user; the caller decides where to go next. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    ...loginAccessTokenMutation(),
    onSuccess: async (token) => {
      setToken(token.access_token)
      await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey })
    },
    onError: (error) => showError(error),
  })
}

/**
 * Sign up, then log in on /login, which goes on to `redirect` (the page the visitor set out for) and
 * says the account was made and where its verification link went (the history entry's state, so a
 * reload or a later visit to /login does not say it again).
 */
export function useSignup(redirect?: string) {
  const navigate = useNavigate()
  return useMutation({
    ...registerUserMutation(),
    onSuccess: (user) =>
      navigate({ to: '/login', search: redirect ? { redirect } : {}, state: { accountCreated: user.email } }),
    onError: (error) => showError(error),
  })
}

/** Log out: forgets the token and every cached answer, then shows /login. */
export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(() => {
    clearToken()
    queryClient.clear()
    void navigate({ to: '/login' })
  }, [queryClient, navigate])
}

/** Asks for a reset e-mail; the answer is the same whether or not the account exists. */
export const useRecoverPassword = () =>
  useMutationWithFeedback(recoverPasswordMutation(), { success: AUTH_TEXTS.recoverySent })

/** Sets a new password with a reset token; the caller then shows /login. */
export const useResetPassword = () =>
  useMutationWithFeedback(resetPasswordMutation(), { success: AUTH_TEXTS.passwordUpdated })

/** A verification link that is bad, used or expired: its page says so where the button was, not in a toast. */
export const isUnusableLink = (error: unknown) => [400, 422].includes(errorStatus(error) ?? 0)

/** Proves the account's address with a mailed link's token; the page shows the outcome. */
export const useVerifyEmail = () =>
  useMutationWithFeedback(verifyEmailMutation(), {
    invalidates: STALE_AFTER.emailVerification,
    shownByCaller: isUnusableLink,
  })

/**
 * The language its owner picked is the site's on every browser they sign in on, kept there too; a
 * `?lang=` link still speaks its own language for the page it opens.
 */
export function useAccountLanguage() {
  const { user } = useCurrentUser()
  const locale = user?.locale
  useEffect(() => {
    if (!locale || new URLSearchParams(window.location.search).has(LANGUAGE_PARAM)) return
    if (locale !== activeLocale() || locale !== storedLocale()) chooseLocaleHere(locale).catch(() => undefined)
  }, [locale])
}
