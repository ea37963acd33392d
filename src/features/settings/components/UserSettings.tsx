import { Stack, Tabs } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { mayDeleteOwnAccount } from '../../../../common/policy'
import { PageHeader } from '../../../components/PageHeader'
import { useCurrentUser } from '../../../entities/session/hooks'
import type { SettingsTab } from '../search'
import { SETTINGS_TEXTS } from '../texts'
import { ApiTokens } from './ApiTokens'
import { Appearance } from './Appearance'
import { ChangePassword } from './ChangePassword'
import { DeleteAccount } from './DeleteAccount'
import { EmailSettings } from './EmailSettings'
import { UserInformation } from './UserInformation'
import { VerifyEmailBanner } from './VerifyEmailBanner'

interface SettingsTabContent {
  title: string
  component: () => ReactNode
  /** False leaves the tab out (one only some accounts need). */
  shown?: boolean
}

interface UserSettingsProps {
  tab: SettingsTab
  onTabChange: (tab: SettingsTab) => void
  /** My alerts, title and content, which the alerts feature supplies. */
  alertsTab: SettingsTabContent
  /** The hackathons the account organises, which the organisers feature supplies. */
  hackathonsTab: SettingsTabContent
  /** The account's webhooks, which the webhooks feature supplies; after the specification's tabs. */
  webhooksTab: SettingsTabContent
}

/** My profile: the account's name and address, and the e-mails it gets. */
function Profile() {
  return (
    <Stack gap="10">
      <UserInformation />
      <EmailSettings />
    </Stack>
  )
}

function tabsWith(
  alertsTab: SettingsTabContent,
  hackathonsTab: SettingsTabContent,
  webhooksTab: SettingsTabContent,
): readonly ({ value: SettingsTab } & SettingsTabContent)[] {
  return [
    { value: 'profile', title: SETTINGS_TEXTS.tabs.profile, component: Profile },
    { value: 'password', title: SETTINGS_TEXTS.tabs.password, component: ChangePassword },
    { value: 'appearance', title: SETTINGS_TEXTS.tabs.appearance, component: Appearance },
    { value: 'alerts', ...alertsTab },
    { value: 'hackathons', ...hackathonsTab },
    { value: 'danger', title: SETTINGS_TEXTS.tabs.danger, component: DeleteAccount },
    { value: 'tokens', title: SETTINGS_TEXTS.tabs.tokens, component: ApiTokens },
    { value: 'webhooks', ...webhooksTab },
  ]
}

/**
 * /settings: profile, password, appearance, e-mail alerts, the hackathons one organises, account
 * deletion, personal API tokens and webhooks; the open tab is in the address (`?tab=alerts`), so the
 * alert e-mails can link straight to My alerts. Admins do not see the Danger zone: the server refuses to delete them, and a 403 would end their session. While the account's address
 * is unverified, a banner over the tabs says so and mails a new link.
 */
export function UserSettings({ tab, onTabChange, alertsTab, hackathonsTab, webhooksTab }: UserSettingsProps) {
  const all = tabsWith(alertsTab, hackathonsTab, webhooksTab)
  const { user, role } = useCurrentUser()
  const canDeleteAccount = mayDeleteOwnAccount(role)
  const tabs = all.filter((tab) => tab.shown !== false && (canDeleteAccount || tab.value !== 'danger'))
  return (
    <>
      <PageHeader title={SETTINGS_TEXTS.title} />
      {user && !user.email_verified && <VerifyEmailBanner email={user.email} />}
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
