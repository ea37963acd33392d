/** The tabs of /settings, in their order; the address names the open one (`?tab=alerts`). */
export const SETTINGS_TABS = [
  'profile',
  'password',
  'appearance',
  'alerts',
  'hackathons',
  'danger',
  'tokens',
  'webhooks',
] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

/** The first tab needs no name in the address; an unknown name opens it too. */
export function parseSettingsSearch(search: Record<string, unknown>): { tab?: SettingsTab } {
  const tab = SETTINGS_TABS.find((name) => name === search.tab)
  return tab && tab !== 'profile' ? { tab } : {}
}
