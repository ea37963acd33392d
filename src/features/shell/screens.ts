import type { IconType } from 'react-icons'
import { FiBookmark, FiCalendar, FiHome, FiInbox, FiLayers, FiMap, FiRss, FiSettings, FiUsers } from 'react-icons/fi'
import { mayCall, type Operation } from '../../../common/policy'

/**
 * The operation each signed-in screen exists for: whoever may call it sees the menu entry and may
 * open the screen (its route guard reads the same table), everyone else neither.
 */
export const SCREEN_OPERATION = {
  '/settings': 'readUserMe',
  '/hackathons': 'createHackathon',
  '/suggestions': 'readSuggestions',
  '/series': 'updateSeries',
  '/sources': 'listSources',
  '/users': 'readUsers',
} as const satisfies Record<string, Operation>

type Screen = keyof typeof SCREEN_OPERATION

export interface NavItem {
  title: string
  to: PublicScreen | Screen
  icon: IconType
}

/** Screens open to everyone; the map only while the site has a tile server. Visitors save in their browser. */
type PublicScreen = '/' | '/map' | '/saved'

/** The menu, in order; signed-in entries show for the roles that may use their screen. */
const NAV_ITEMS: NavItem[] = [
  { title: 'Homepage', to: '/', icon: FiHome },
  { title: 'Map', to: '/map', icon: FiMap },
  { title: 'Saved', to: '/saved', icon: FiBookmark },
  { title: 'Settings', to: '/settings', icon: FiSettings },
  { title: 'Hackathons', to: '/hackathons', icon: FiCalendar },
  { title: 'Suggestions', to: '/suggestions', icon: FiInbox },
  { title: 'Series', to: '/series', icon: FiLayers },
  { title: 'Sources', to: '/sources', icon: FiRss },
  { title: 'Users', to: '/users', icon: FiUsers },
]

export function visibleNavItems(role: number | undefined, { map }: { map: boolean }): NavItem[] {
  return NAV_ITEMS.filter((item) => {
    if (item.to === '/' || item.to === '/saved') return true
    if (item.to === '/map') return map
    return mayCall(role, SCREEN_OPERATION[item.to])
  })
}
