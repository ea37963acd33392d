import { createFileRoute } from '@tanstack/react-router'
import { SCREEN_OPERATION } from '../../../components/navigation'
import { requirePermission } from '../../../features/auth/guards'
import { UserSettings } from '../../../features/settings/components/UserSettings'
import { parseSettingsSearch } from '../../../features/settings/search'

export const Route = createFileRoute('/_layout/_signedIn/settings')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/settings']),
  validateSearch: parseSettingsSearch,
  component: SettingsRoute,
})

function SettingsRoute() {
  const navigate = Route.useNavigate()
  return (
    <UserSettings
      tab={Route.useSearch().tab ?? 'profile'}
      onTabChange={(tab) => navigate({ search: tab === 'profile' ? {} : { tab }, replace: true })}
    />
  )
}
