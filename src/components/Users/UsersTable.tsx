import { Badge, Box, HStack, Table, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FiEdit, FiTrash2 } from 'react-icons/fi'
import { roleName } from '../../../common/roles'
import { canManage } from '../../../common/user-hierarchy'
import { deleteUserMutation, readUsersOptions } from '../../client/@tanstack/react-query.gen'
import type { UserPublic } from '../../client/types.gen'
import { useAuth } from '../../hooks/useAuth'
import { invalidateOperations, STALE_AFTER } from '../../lib/queries'
import { PAGE_SIZE } from '../../lib/search'
import { showError, showSuccess } from '../../lib/toasts'
import { type Action, ActionsMenu } from '../Common/ActionsMenu'
import { ConfirmDialog } from '../Common/ConfirmDialog'
import { PagedTable } from '../Common/PagedTable'
import { USERS_COLUMNS, USERS_TEXTS } from './texts'
import { UserFormDialog } from './UserFormDialog'

export const usersTableQuery = (page: number) =>
  readUsersOptions({ query: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE } })

type Dialog = 'edit' | 'delete' | null

/**
 * The row menu: Edit User and Delete User. Disabled on the viewer's own row and on rows the
 * hierarchy does not let the viewer change, so the API is never asked for what it would refuse
 * (a 403 ends the session, SPEC §2).
 */
function UserActions({ user, disabled }: { user: UserPublic; disabled: boolean }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<Dialog>(null)
  const close = (dialog: Exclude<Dialog, null>) => (isOpen: boolean) => setOpen(isOpen ? dialog : null)
  const remove = useMutation({
    ...deleteUserMutation(),
    onSuccess: () => {
      showSuccess(USERS_TEXTS.deleted)
      setOpen(null)
      void invalidateOperations(queryClient, ...STALE_AFTER.userChange)
    },
    onError: (error) => showError(error),
  })
  const actions: Action[] = [
    { label: USERS_TEXTS.edit, icon: <FiEdit />, onSelect: () => setOpen('edit') },
    { label: USERS_TEXTS.delete, icon: <FiTrash2 />, onSelect: () => setOpen('delete'), danger: true },
  ]
  return (
    <>
      <ActionsMenu label={USERS_TEXTS.actionsFor(user.email)} actions={actions} disabled={disabled} />
      {!disabled && (
        <>
          <UserFormDialog user={user} open={open === 'edit'} onOpenChange={close('edit')} />
          <ConfirmDialog
            open={open === 'delete'}
            onOpenChange={close('delete')}
            onConfirm={() => remove.mutate({ path: { id: user.id } })}
            isPending={remove.isPending}
          >
            {USERS_TEXTS.deleteConfirm(user.email)}
          </ConfirmDialog>
        </>
      )}
    </>
  )
}

interface UsersTableProps {
  page: number
  onPageChange: (page: number) => void
}

/** The /users table: the viewer's own row and rows above their power have their actions disabled. */
export function UsersTable({ page, onPageChange }: UsersTableProps) {
  const { user: viewer } = useAuth()
  return (
    <PagedTable
      query={usersTableQuery(page)}
      page={page}
      onPageChange={onPageChange}
      empty={{ title: USERS_TEXTS.emptyTitle, description: USERS_TEXTS.emptyDescription }}
      headers={[
        <Table.ColumnHeader key="name">{USERS_COLUMNS.name}</Table.ColumnHeader>,
        <Table.ColumnHeader key="email">{USERS_COLUMNS.email}</Table.ColumnHeader>,
        <Table.ColumnHeader key="role">{USERS_COLUMNS.role}</Table.ColumnHeader>,
        <Table.ColumnHeader key="status">{USERS_COLUMNS.status}</Table.ColumnHeader>,
        <Table.ColumnHeader key="actions" w="0">
          {USERS_COLUMNS.actions}
        </Table.ColumnHeader>,
      ]}
      renderRow={(user) => {
        const isViewer = user.id === viewer?.id
        const manageable = viewer !== undefined && canManage(viewer, user)
        return (
          <Table.Row key={user.id}>
            <Table.Cell minW="32" maxW="xs">
              <HStack gap="2">
                <Text truncate color={user.name ? undefined : 'fg.muted'} title={user.name ?? undefined}>
                  {user.name || USERS_TEXTS.notAvailable}
                </Text>
                {isViewer && (
                  <Badge colorPalette="blue" variant="subtle" flexShrink={0}>
                    {USERS_TEXTS.you}
                  </Badge>
                )}
              </HStack>
            </Table.Cell>
            <Table.Cell maxW="xs">
              <Text truncate title={user.email}>
                {user.email}
              </Text>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{roleName(user.role)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <HStack gap="2">
                <Box
                  aria-hidden
                  boxSize="2"
                  rounded="full"
                  flexShrink={0}
                  bg={user.is_active ? 'green.solid' : 'red.solid'}
                />
                {user.is_active ? USERS_TEXTS.active : USERS_TEXTS.inactive}
              </HStack>
            </Table.Cell>
            <Table.Cell>
              <UserActions user={user} disabled={isViewer || !manageable} />
            </Table.Cell>
          </Table.Row>
        )
      }}
    />
  )
}
