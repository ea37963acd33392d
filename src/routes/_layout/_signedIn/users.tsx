import { Heading } from '@chakra-ui/react'
import { createFileRoute } from '@tanstack/react-router'
import { ROLE } from '../../../../common/roles'
import { requireRole } from '../../../lib/guards'

export const Route = createFileRoute('/_layout/_signedIn/users')({
  beforeLoad: requireRole(ROLE.moderator),
  component: UsersPage,
})

function UsersPage() {
  return <Heading as="h1">User Management</Heading>
}
