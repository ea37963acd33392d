import { createFileRoute } from '@tanstack/react-router'
import { requirePermission } from '../../../entities/session/guards'
import { MyAlerts } from '../../../features/alerts/components/MyAlerts'
import { ALERT_TEXTS } from '../../../features/alerts/texts'
import { YourHackathons } from '../../../features/organizers/components/YourHackathons'
import { useOrganizesAny } from '../../../features/organizers/queries'
import { ORGANIZER_TEXTS } from '../../../features/organizers/texts'
import { UserSettings } from '../../../features/settings/components/UserSettings'
import { parseSettingsSearch } from '../../../features/settings/search'
import { SCREEN_OPERATION } from '../../../features/shell/screens'

export const Route = createFileRoute('/_layout/_signedIn/settings')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/settings']),
  validateSearch: parseSettingsSearch,
  component: SettingsRoute,
})

function SettingsRoute() {
  const navigate = Route.useNavigate()
  const tab = Route.useSearch().tab ?? 'profile'
  const organizes = useOrganizesAny(tab === 'hackathons')
  return (
    <UserSettings
      tab={tab}
      onTabChange={(tab) => navigate({ search: tab === 'profile' ? {} : { tab }, replace: true })}
      alertsTab={{ title: ALERT_TEXTS.myAlerts, component: MyAlerts }}
      hackathonsTab={{ title: ORGANIZER_TEXTS.yourHackathons, component: YourHackathons, shown: organizes }}
    />
  )
}
