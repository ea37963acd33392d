import { createFileRoute } from '@tanstack/react-router'
import { SCREEN_OPERATION } from '../../../components/navigation'
import { requirePermission } from '../../../features/auth/guards'
import { UserSettings } from '../../../features/settings/components/UserSettings'

export const Route = createFileRoute('/_layout/_signedIn/settings')({
  beforeLoad: requirePermission(SCREEN_OPERATION['/settings']),
  component: UserSettings,
})
