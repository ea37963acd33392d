import { ClassNames } from '@emotion/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { useId } from 'react'
import { FiLogIn, FiLogOut } from 'react-icons/fi'
import { mayCall } from '../../../../common/policy'
import { mapConfigQuery } from '../../../entities/hackathon/mapQueries'
import { useCurrentUser, useLogout } from '../../../entities/session/hooks'
import { pendingSuggestionsCountQuery } from '../../../entities/suggestion/queries'
import { visibleNavItems } from '../screens'
import { MENU_TEXTS } from '../texts'
import { ColorModeSwitch } from './ColorModeSwitch'
import * as styles from './MenuEntries.styles'

/**
 * The menu's entries for the signed-in role, then Log Out; for a visitor Log In, and under the
 * entries the dark mode switch (a signed-in user has it in Settings, under Appearance).
 */
export function MenuEntries({ onNavigate }: { onNavigate?: () => void }) {
  const { role, isSignedIn } = useCurrentUser()
  // The reviewers' queue: how many suggestions wait, beside the entry that leads to them. Asked on
  // the signed-in screens only, where a reviewer works: a public page is also where another
  // account's token may replace this one's (a log-in elsewhere in the browser), and a count asked
  // with it would be refused (403), which signs the browser out.
  const onConsole = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId.startsWith('/_layout/_signedIn')),
  })
  const pending = useQuery({
    ...pendingSuggestionsCountQuery(),
    enabled: onConsole && mayCall(role, 'countSuggestions'),
  }).data?.count
  const pendingId = useId()
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
                    aria-describedby={to === '/suggestions' && pending ? pendingId : undefined}
                  >
                    <EntryIcon focusable="false" aria-hidden="true" />
                    {title}
                    {to === '/suggestions' && pending ? (
                      <>
                        {/* The entry keeps its name; the count is its description ("3 pending"). */}
                        <span className={css(styles.count)} aria-hidden="true">
                          {pending}
                        </span>
                        <span id={pendingId} hidden>
                          {MENU_TEXTS.pending({ count: pending })}
                        </span>
                      </>
                    ) : null}
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
                    <FiLogOut focusable="false" aria-hidden="true" /> {MENU_TEXTS.logOut}
                  </button>
                ) : (
                  <Link to="/login" onClick={onNavigate} className={link}>
                    <FiLogIn focusable="false" aria-hidden="true" />
                    {MENU_TEXTS.logIn}
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
