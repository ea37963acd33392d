import { Menu, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ActionsMenuButton } from './plain/ActionsMenuButton'

/** An entry of a row's menu. */
export interface Action {
  label: string
  icon?: ReactNode
  onSelect: () => void
  disabled?: boolean
  danger?: boolean
}

interface ActionsMenuOpenProps {
  label: string
  actions: Action[]
  disabled?: boolean
}

/** A row's menu, mounted open on the first press of its button, which it keeps as its trigger. */
export default function ActionsMenuOpen({ label, actions, disabled }: ActionsMenuOpenProps) {
  return (
    <Menu.Root defaultOpen>
      <Menu.Trigger asChild>
        <ActionsMenuButton label={label} disabled={disabled} />
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
