import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { PageHeader } from '../../../components/PageHeader'
import { USERS_TEXTS } from '../texts'
import { UserFormDialog } from './UserFormDialog'
import { UsersTable } from './UsersTable'

interface UserManagementProps {
  page: number
  onPageChange: (page: number) => void
}

/** `/users`: the users table, and adding a user with the roles the viewer may grant. */
export function UserManagement({ page, onPageChange }: UserManagementProps) {
  const [adding, setAdding] = useState(false)
  return (
    <>
      <PageHeader
        title={USERS_TEXTS.heading}
        action={
          <Button onClick={() => setAdding(true)}>
            <FiPlus aria-hidden /> {USERS_TEXTS.add}
          </Button>
        }
      />
      <UsersTable page={page} onPageChange={onPageChange} />
      <UserFormDialog open={adding} onOpenChange={setAdding} />
    </>
  )
}
