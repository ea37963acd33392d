import type { IconType } from 'react-icons'
import { FiCalendar, FiHome, FiInbox, FiLayers, FiSettings, FiUsers } from 'react-icons/fi'
import { ROLE, type Role } from '../../../common/roles'

export interface NavItem {
  title: string
  to: '/' | '/settings' | '/hackathons' | '/suggestions' | '/series' | '/users'
  icon: IconType
  /** Lowest role that sees the entry; undefined means visible to visitors too. */
  minRole?: Role
}

/** The menu of SPEC §2, in order; entries depend on the role. */
export const NAV_ITEMS: NavItem[] = [
  { title: 'Homepage', to: '/', icon: FiHome },
  { title: 'Settings', to: '/settings', icon: FiSettings, minRole: ROLE.user },
  { title: 'Hackathons', to: '/hackathons', icon: FiCalendar, minRole: ROLE.user },
  { title: 'Suggestions', to: '/suggestions', icon: FiInbox, minRole: ROLE.editor },
  { title: 'Series', to: '/series', icon: FiLayers, minRole: ROLE.editor },
  { title: 'Users', to: '/users', icon: FiUsers, minRole: ROLE.moderator },
]

export function visibleNavItems(role: number | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => item.minRole === undefined || (role !== undefined && role >= item.minRole))
}
