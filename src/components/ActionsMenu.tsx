import { IconButton, Menu, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FiMoreVertical } from 'react-icons/fi'

export interface Action {
  label: string
  icon?: ReactNode
  onSelect: () => void
  disabled?: boolean
  danger?: boolean
}

/** The row menu of every management table. */
export function ActionsMenu({ label, actions, disabled }: { label: string; actions: Action[]; disabled?: boolean }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} disabled={disabled}>
          <FiMoreVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((action) => (
              <Menu.Item
                key={action.label}
                value={action.label}
                onSelect={action.onSelect}
                disabled={action.disabled}
                color={action.danger ? 'fg.error' : undefined}
                _hover={action.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {action.icon}
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
