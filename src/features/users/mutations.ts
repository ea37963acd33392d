import {
  banUserMutation,
  createUserMutation,
  deleteUserMutation,
  updateUserMutation,
} from '../../client/@tanstack/react-query.gen'
import { useMutationWithFeedback } from '../../lib/mutations'
import { STALE_AFTER } from '../../lib/queries'
import { USERS_TEXTS } from './texts'

const invalidates = STALE_AFTER.userChange

export const useCreateUser = () =>
  useMutationWithFeedback(createUserMutation(), { success: USERS_TEXTS.created, invalidates })

export const useUpdateUser = () =>
  useMutationWithFeedback(updateUserMutation(), { success: USERS_TEXTS.updated, invalidates })

export const useDeleteUser = () =>
  useMutationWithFeedback(deleteUserMutation(), { success: USERS_TEXTS.deleted, invalidates })

/** A ban changes the user, their suggestions and the hackathons they changed: all are read again. */
export const useBanUser = () =>
  useMutationWithFeedback(banUserMutation(), {
    success: USERS_TEXTS.banned,
    invalidates: STALE_AFTER.userBan,
  })
