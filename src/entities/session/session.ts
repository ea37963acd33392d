import type { QueryClient } from '@tanstack/react-query'
import type { UserPublic } from '../../client/types.gen'
import { hasToken } from '../../lib/session'
import { currentUserQuery } from './queries'

/** What the router knows about the session; guards in beforeLoad read it without rendering. */
export interface Auth {
  isSignedIn(): boolean
  /** The signed-in user, fetched once from /users/me and cached; null without a (valid) token. */
  currentUser(): Promise<UserPublic | null>
}

export function createAuth(queryClient: QueryClient): Auth {
  return {
    isSignedIn: hasToken,
    async currentUser() {
      if (!hasToken()) return null
      try {
        return await queryClient.ensureQueryData(currentUserQuery())
      } catch {
        return null
      }
    },
  }
}
