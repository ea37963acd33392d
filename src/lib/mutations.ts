import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateOperations, type OperationId } from './queries'
import { showError, showSuccess } from './toasts'

interface Feedback<TData, TVariables> {
  /** The success toast: a fixed text or one built from the answer; no toast when omitted. */
  success?: string | ((data: TData, variables: TVariables) => string)
  /** The operations whose cached answers this change makes stale. */
  invalidates?: readonly OperationId[]
  /** Shown instead of the generic error text when the answer carries no detail. */
  errorFallback?: string
  /** Errors the caller shows where they belong (under a field), so no toast repeats them. */
  shownByCaller?: (error: unknown) => boolean
}

/**
 * A mutation that reports itself: a success toast, then the refresh of exactly the lists it made
 * stale (awaited, so the mutation stays pending until the screen shows the change), or the one
 * error toast. A feature hook adds what every use needs in `options.onSuccess` (run after the
 * refresh); a caller adds what is its own (closing a dialog) through `mutate(vars, { onSuccess })`.
 */
export function useMutationWithFeedback<TData, TError, TVariables>(
  options: UseMutationOptions<TData, TError, TVariables>,
  { success, invalidates = [], errorFallback, shownByCaller }: Feedback<TData, TVariables>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    ...options,
    onSuccess: async (data, variables, ...rest) => {
      if (success) showSuccess(typeof success === 'function' ? success(data, variables) : success)
      await invalidateOperations(queryClient, ...invalidates)
      await options.onSuccess?.(data, variables, ...rest)
    },
    onError: (error) => {
      if (!shownByCaller?.(error)) showError(error, errorFallback)
    },
  })
}
