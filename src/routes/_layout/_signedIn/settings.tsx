import { createFileRoute } from '@tanstack/react-router'
import { UserSettings } from '../../../components/Settings/UserSettings'

export const Route = createFileRoute('/_layout/_signedIn/settings')({ component: UserSettings })
