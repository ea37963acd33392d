import type { IconType } from 'react-icons'
import { FiBookmark, FiCalendar, FiHome, FiInbox, FiLayers, FiMap, FiRss, FiSettings, FiUsers } from 'react-icons/fi'
import { mayCall, type Operation } from '../../../common/policy'
import { MENU_TEXTS } from './texts'

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
const NAV_ITEMS = [
  { entry: 'home', to: '/', icon: FiHome },
  { entry: 'map', to: '/map', icon: FiMap },
  { entry: 'saved', to: '/saved', icon: FiBookmark },
  { entry: 'settings', to: '/settings', icon: FiSettings },
  { entry: 'hackathons', to: '/hackathons', icon: FiCalendar },
  { entry: 'suggestions', to: '/suggestions', icon: FiInbox },
  { entry: 'series', to: '/series', icon: FiLayers },
  { entry: 'sources', to: '/sources', icon: FiRss },
  { entry: 'users', to: '/users', icon: FiUsers },
] as const satisfies readonly { entry: keyof typeof MENU_TEXTS.entries; to: NavItem['to']; icon: IconType }[]

/** The entries the role sees, each titled in the language active now. */
export function visibleNavItems(role: number | undefined, { map }: { map: boolean }): NavItem[] {
  return NAV_ITEMS.filter((item) => {
    if (item.to === '/' || item.to === '/saved') return true
    if (item.to === '/map') return map
    return mayCall(role, SCREEN_OPERATION[item.to])
  }).map(({ entry, to, icon }) => ({ title: MENU_TEXTS.entries[entry], to, icon }))
}
