import { createFileRoute } from '@tanstack/react-router'
import { SavedPage } from '../../features/saved/components/SavedPage'

export const Route = createFileRoute('/_layout/saved')({
  component: SavedPage,
})
