import { Heading } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE } from '../../../../common/roles'
import { requireRole } from '../../../lib/guards'

export const Route = createFileRoute('/_layout/_signedIn/suggestions')({
  beforeLoad: requireRole(ROLE.editor),
  component: SuggestionsPage,
})

function SuggestionsPage() {
  return <Heading as="h1">Suggestions</Heading>
}
