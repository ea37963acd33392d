import { useSyncExternalStore } from 'react'
import { errorLabel, errorText } from './errors'
import { ERROR_TEXTS, TOAST_TEXTS } from './texts'

/** The toast library's 2 s for a success is too short to read a sentence; errors already get 5 s. */
const SUCCESS_DURATION_MS = 5000

/**
 * The toaster's code (and its state machine) loads with the first toast, not with the page: most
 * visits never show one. `useToastsRequested` tells the app when to mount the toaster.
 */
const loadToaster = () => import('../components/ui/toaster')
let requested = false
const listeners = new Set<() => void>()

type ToastOptions = Parameters<Awaited<ReturnType<typeof loadToaster>>['toaster']['create']>[0]

function show(options: ToastOptions) {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  void loadToaster().then(({ toaster }) => toaster.create(options))
}

export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requested,
  )
}

export function showSuccess(description: string) {
  show({ title: TOAST_TEXTS.success, description, type: 'success', closable: true, duration: SUCCESS_DURATION_MS })
}

/**
 * The one error toast of the app: every failed call on every screen goes through here. `fallback`
 * replaces the generic text when the answer carried no detail.
 */
export function showError(error: unknown, fallback?: string) {
  const text = errorText(error)
  show({
    title: TOAST_TEXTS.error,
    description: fallback && text === ERROR_TEXTS.fallback ? fallback : text,
    type: 'error',
    closable: true,
    meta: { label: errorLabel(error) },
  })
}
