import { createFileRoute } from '@tanstack/react-router'
import { OpenDataPage } from '../../features/open-data/components/OpenDataPage'

/** What the site's data is, under which licence, where to download it and how to embed the list. */
export const Route = createFileRoute('/_layout/open-data')({
  component: OpenDataPage,
})
