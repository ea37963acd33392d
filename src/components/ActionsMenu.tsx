import { IconButton, Menu, Portal } from '@chakra-ui/react'
import { type ReactNode, useState } from 'react'
import { FiMoreVertical } from 'react-icons/fi'

export interface Action {
  label: string
  icon?: ReactNode
  onSelect: () => void
  disabled?: boolean
  danger?: boolean
}

interface ActionsMenuProps {
  label: string
  actions: Action[]
  disabled?: boolean
}

/**
 * The row menu of every management table. The menu (its state machine, positioner and items) is
 * mounted when the row's button is first pressed, opened at once, not with every row of a page:
 * ten menus were most of the time from Next page to its rows. Until then the same button stands in.
 */
export function ActionsMenu({ label, actions, disabled }: ActionsMenuProps) {
  const [pressed, setPressed] = useState(false)
  if (!pressed) {
    // Announced as the menu button it stands in for (what Menu.Trigger sets on it).
    return (
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        disabled={disabled}
        onClick={() => setPressed(true)}
        // The keys that open a menu from its button, as Menu.Trigger reads them.
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setPressed(true)
        }}
      >
        <FiMoreVertical />
      </IconButton>
    )
  }
  return (
    <Menu.Root defaultOpen>
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
