import { useEffect } from 'react'

export const APP_NAME = 'Hackathons'

/** The browser tab follows the screen: "Settings · Hackathons". */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME
  }, [title])
}
