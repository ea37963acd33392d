import { Badge, Box, HStack, Table, Text } from '@chakra-ui/react'
import { FiEdit, FiSlash } from 'react-icons/fi'
import { canManage } from '../../../../common/policy'
import { roleName } from '../../../../common/roles'
import type { UserPublic } from '../../../client/types.gen'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { PagedTable } from '../../../components/PagedTable'
import { RowActions } from '../../../components/RowActions'
import { useCurrentUser } from '../../../entities/session/hooks'
import { useBanUser, useDeleteUser } from '../mutations'
import { usersTableQuery } from '../queries'
import { USERS_COLUMNS, USERS_TEXTS } from '../texts'
import { UserFormDialog } from './UserFormDialog'

/** The row's cell classes (see PagedTable). */
const cellStyles = {
  '& .name': { minW: '32', maxW: 'xs' },
  '& .email': { minW: '24' },
  '& .nowrap': { whiteSpace: 'nowrap' },
} as const

/**
 * The row menu: Edit User and Delete User. Disabled on the viewer's own row and on rows the
 * hierarchy does not let the viewer change, so the API is never asked for what it would refuse
 * (a 403 would end the session).
 */
function UserActions({ user, disabled }: { user: UserPublic; disabled: boolean }) {
  const remove = useDeleteUser()
  const ban = useBanUser()
  return (
    <RowActions
      label={USERS_TEXTS.actionsFor({ email: user.email })}
      disabled={disabled}
      actions={[
        { label: USERS_TEXTS.edit, icon: <FiEdit />, dialog: (state) => <UserFormDialog user={user} {...state} /> },
        {
          label: USERS_TEXTS.ban,
          icon: <FiSlash />,
          dialog: (state) => (
            <ConfirmDialog
              {...state}
              title={USERS_TEXTS.banTitle}
              confirmLabel={USERS_TEXTS.ban}
              isPending={ban.isPending}
              onConfirm={() => ban.mutate({ path: { id: user.id } }, { onSuccess: () => state.onOpenChange(false) })}
            >
              {USERS_TEXTS.banConfirm({ email: user.email })}
            </ConfirmDialog>
          ),
        },
      ]}
      deletion={{
        label: USERS_TEXTS.delete,
        confirm: USERS_TEXTS.deleteConfirm({ email: user.email }),
        isPending: remove.isPending,
        onConfirm: (done) => remove.mutate({ path: { id: user.id } }, { onSuccess: done }),
      }}
    />
  )
}

interface UsersTableProps {
  page: number
  onPageChange: (page: number) => void
}

/** The /users table: the viewer's own row and rows above their power have their actions disabled. */
export function UsersTable({ page, onPageChange }: UsersTableProps) {
  const { user: viewer } = useCurrentUser()
  return (
    <PagedTable
      pageQuery={usersTableQuery}
      caption={USERS_TEXTS.tableCaption}
      page={page}
      onPageChange={onPageChange}
      empty={{ title: USERS_TEXTS.emptyTitle, description: USERS_TEXTS.emptyDescription }}
      headers={[
        <Table.ColumnHeader key="name">{USERS_COLUMNS.name}</Table.ColumnHeader>,
        <Table.ColumnHeader key="email">{USERS_COLUMNS.email}</Table.ColumnHeader>,
        <Table.ColumnHeader key="role">{USERS_COLUMNS.role}</Table.ColumnHeader>,
        <Table.ColumnHeader key="status" className="wide">
          {USERS_COLUMNS.status}
        </Table.ColumnHeader>,
        <Table.ColumnHeader key="actions" w="0">
          {USERS_COLUMNS.actions}
        </Table.ColumnHeader>,
      ]}
      cellStyles={cellStyles}
      renderRow={(user) => {
        const isViewer = user.id === viewer?.id
        const manageable = viewer !== undefined && canManage(viewer, user)
        return (
          <tr key={user.id}>
            <td className="name">
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
            </td>
            <td className="email fill">
              <Text truncate title={user.email}>
                {user.email}
              </Text>
            </td>
            <td className="nowrap">{roleName(user.role)}</td>
            <td className="nowrap wide">
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
            </td>
            <td>
              <UserActions user={user} disabled={isViewer || !manageable} />
            </td>
          </tr>
        )
      }}
    />
  )
}
