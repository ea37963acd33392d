import { FiShare2 } from 'react-icons/fi'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { showError, showSuccess } from '../../../lib/toasts'
import { SHARE_TEXTS } from '../texts'

/** Copies `url` to the clipboard and says so; a refused clipboard says that instead. */
export async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url)
    showSuccess(SHARE_TEXTS.copied)
  } catch {
    showError(undefined, SHARE_TEXTS.copyFailed)
  }
}

/** Whether the share sheet was closed without sharing: nothing went wrong then. */
const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Shares a page of this site: the system share sheet where the browser has one (phones), else its
 * link copied to the clipboard. A plain button with Chakra's Button look (ghost, the look of a
 * page's secondary actions), so a page can paint it before the design system has loaded.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const share = async () => {
    const url = new URL(path, window.location.origin).href
    if (typeof navigator.share !== 'function') return copyLink(url)
    try {
      await navigator.share({ title, url })
    } catch (error) {
      // A share the browser refuses (no user activation, a blocked target) still leaves the copy.
      if (!isCancelled(error)) await copyLink(url)
    }
  }
  return (
    <RecipeButton variant="ghost" size="md" onClick={share}>
      <FiShare2 aria-hidden /> {SHARE_TEXTS.share}
    </RecipeButton>
  )
}
