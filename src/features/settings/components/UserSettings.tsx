import { Tabs } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { mayDeleteOwnAccount } from '../../../../common/policy'
import { PageHeader } from '../../../components/PageHeader'
import { MyAlerts } from '../../alerts/components/MyAlerts'
import { useCurrentUser } from '../../auth/hooks'
import type { SettingsTab } from '../search'
import { SETTINGS_TEXTS } from '../texts'
import { Appearance } from './Appearance'
import { ChangePassword } from './ChangePassword'
import { DeleteAccount } from './DeleteAccount'
import { UserInformation } from './UserInformation'

const TABS: readonly { value: SettingsTab; title: string; component: () => ReactNode }[] = [
  { value: 'profile', title: SETTINGS_TEXTS.tabs.profile, component: UserInformation },
  { value: 'password', title: SETTINGS_TEXTS.tabs.password, component: ChangePassword },
  { value: 'appearance', title: SETTINGS_TEXTS.tabs.appearance, component: Appearance },
  { value: 'alerts', title: SETTINGS_TEXTS.tabs.alerts, component: MyAlerts },
  { value: 'danger', title: SETTINGS_TEXTS.tabs.danger, component: DeleteAccount },
]

/**
 * /settings: profile, password, appearance, e-mail alerts and account deletion; the open tab is in
 * the address (`?tab=alerts`), so the alert e-mails can link straight to My alerts. Admins do not see the Danger zone:
 * the server refuses to delete them, and a 403 would end their session.
 */
export function UserSettings({ tab, onTabChange }: { tab: SettingsTab; onTabChange: (tab: SettingsTab) => void }) {
  const canDeleteAccount = mayDeleteOwnAccount(useCurrentUser().role)
  const tabs = canDeleteAccount ? TABS : TABS.filter((tab) => tab.value !== 'danger')
  return (
    <>
      <PageHeader title={SETTINGS_TEXTS.title} />
      <Tabs.Root
        value={tabs.some((shown) => shown.value === tab) ? tab : 'profile'}
        onValueChange={({ value }) => onTabChange(value as SettingsTab)}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} flexShrink={0}>
              {tab.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ value, component: Component }) => (
          <Tabs.Content key={value} value={value} pt="6">
            <Component />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  )
}
