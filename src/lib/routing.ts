/** Why a route's loader runs: entered, its search or params changed in place, or preloaded on intent. */
export type LoadCause = 'enter' | 'stay' | 'preload'

/**
 * How a screen with a paged table loads. Entering it (or preloading it on hover) waits for the data,
 * so the screen shows its pending skeleton and then complete rows; a page or sort change in place
 * only starts the request, so the table keeps the previous page (dimmed) until the next arrives.
 */
export function loadTablePage(cause: LoadCause, load: () => Promise<unknown>): Promise<unknown> | undefined {
  if (cause !== 'stay') return load()
  // The table shows a failure of this request itself, with Retry.
  load().catch(() => {})
  return undefined
}
