import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { requirePermission } from '../../../entities/session/guards'
import { MyAlerts } from '../../../features/alerts/components/MyAlerts'
import { ALERT_TEXTS } from '../../../features/alerts/texts'
import { YourHackathons } from '../../../features/organizers/components/YourHackathons'
import { useOrganizesAny } from '../../../features/organizers/queries'
import { ORGANIZER_TEXTS } from '../../../features/organizers/texts'
import { UserSettings } from '../../../features/settings/components/UserSettings'
import { parseSettingsSearch } from '../../../features/settings/search'
import { SCREEN_OPERATION } from '../../../features/shell/screens'
import { Webhooks } from '../../../features/webhooks/components/Webhooks'
import { PREFILL_PARAM, parseWebhookSearch } from '../../../features/webhooks/fromSearch'
import { WEBHOOK_TEXTS } from '../../../features/webhooks/texts'

export const Route = createFileRoute('/_layout/_signedIn/settings')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/settings']),
  validateSearch: (search: Record<string, unknown>) => ({
    ...parseSettingsSearch(search),
    ...parseWebhookSearch(search),
  }),
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
      webhooksTab={{ title: WEBHOOK_TEXTS.tab, component: WebhooksTab }}
    />
  )
}

/** The Webhooks tab, handed the homepage search the address may carry; it leaves the address once read. */
function WebhooksTab() {
  const navigate = Route.useNavigate()
  const prefill = Route.useSearch()[PREFILL_PARAM]
  const handled = useCallback(() => navigate({ search: { tab: 'webhooks' }, replace: true }), [navigate])
  return <Webhooks prefill={prefill} onPrefillHandled={handled} />
}
