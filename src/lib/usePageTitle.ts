import { useEffect } from 'react'
import { pageTitle, SITE } from '../../common/site'

/**
 * The page's description meta. The server writes it into index.html (for previews and search
 * engines), so the tag is updated in place; one is added only where the document has none.
 */
function descriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (existing) return existing
  const meta = document.createElement('meta')
  meta.name = 'description'
  document.head.append(meta)
  return meta
}

/**
 * The browser tab and the description follow the screen: "Settings · Hackathons". A screen that
 * passes no description gets the site's, so a page's own never lingers after navigating away.
 */
export function usePageTitle(title?: string, description?: string) {
  useEffect(() => {
    document.title = pageTitle(title)
    descriptionMeta().content = description || SITE.description
  }, [title, description])
}
