import { ClassNames } from '@emotion/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { FiLogIn, FiLogOut } from 'react-icons/fi'
import { mapConfigQuery } from '../entities/hackathon/mapQueries'
import { useCurrentUser, useLogout } from '../entities/session/hooks'
import { ColorModeSwitch } from './ColorModeSwitch'
import * as styles from './MenuEntries.styles'
import { visibleNavItems } from './navigation'

/**
 * The menu's entries for the signed-in role, then Log Out; for a visitor Log In, and under the
 * entries the dark mode switch (a signed-in user has it in Settings, under Appearance).
 */
export function MenuEntries({ onNavigate }: { onNavigate?: () => void }) {
  const { role, isSignedIn } = useCurrentUser()
  const logout = useLogout()
  // The map entry waits for the server's word: MAP_TILE_URL=off hides it.
  const map = Boolean(useQuery(mapConfigQuery()).data?.tile_url)
  // From the homepage the map shows what the list shows: its filters go along (the map drops any other key).
  const onHomepage = useRouterState({ select: (state) => state.location.pathname === '/' })
  return (
    <ClassNames>
      {({ css }) => {
        const link = css(styles.link)
        return (
          <>
            <ul className={css(styles.list)}>
              {visibleNavItems(role, { map }).map(({ to, title, icon: EntryIcon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    search={to === '/map' && onHomepage ? true : undefined}
                    onClick={onNavigate}
                    activeOptions={{ exact: to === '/' }}
                    className={link}
                  >
                    <EntryIcon focusable="false" aria-hidden="true" />
                    {title}
                  </Link>
                </li>
              ))}
              <li>
                {isSignedIn ? (
                  <button
                    type="button"
                    className={css(styles.logOut)}
                    onClick={() => {
                      onNavigate?.()
                      logout()
                    }}
                  >
                    <FiLogOut focusable="false" aria-hidden="true" /> Log Out
                  </button>
                ) : (
                  <Link to="/login" onClick={onNavigate} className={link}>
                    <FiLogIn focusable="false" aria-hidden="true" />
                    Log In
                  </Link>
                )}
              </li>
            </ul>
            {!isSignedIn && <ColorModeSwitch />}
          </>
        )
      }}
    </ClassNames>
  )
}
