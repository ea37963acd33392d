import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import {
  loginAccessTokenMutation,
  readUserMeOptions,
  readUserMeQueryKey,
  registerUserMutation,
} from '../client/@tanstack/react-query.gen'
import type { UserRegister } from '../client/types.gen'
import { clearToken, hasToken, setToken } from '../lib/session'
import { showError } from '../lib/toasts'

/** The session: the current user (fetched only with a token), log-in, log-out and sign-up. */
export function useAuth() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { data: user, isLoading } = useQuery({ ...readUserMeOptions(), enabled: hasToken() })

  const login = useMutation({
    ...loginAccessTokenMutation(),
    onSuccess: async (token) => {
      setToken(token.access_token)
      await queryClient.invalidateQueries({ queryKey: readUserMeQueryKey() })
    },
  })

  const signup = useMutation({
    ...registerUserMutation(),
    onSuccess: () => navigate({ to: '/login' }),
    onError: (error) => showError(error),
  })

  const logout = () => {
    clearToken()
    queryClient.clear()
    navigate({ to: '/login' })
  }

  return {
    user,
    isLoading,
    role: user?.role,
    isSignedIn: hasToken(),
    login,
    logout,
    signup: (body: UserRegister) => signup.mutate({ body }),
    signupPending: signup.isPending,
  }
}
