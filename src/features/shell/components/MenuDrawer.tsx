import { CloseButton, Drawer, Portal, Text } from '@chakra-ui/react'
import { useCurrentUser } from '../../../entities/session/hooks'
import { MENU_TEXTS } from '../texts'
import { MenuEntries } from './MenuEntries'

interface MenuDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus returns when the drawer closes: the button that opened it. */
  finalFocus: () => HTMLElement | null
}

/**
 * The drawer leaves without its slide-out: it closes as a menu entry navigates, and an exit
 * animation racing the next screen's render could leave it on screen, closed but not removed.
 */
const closesAtOnce = { animation: 'none' } as const

/** The menu of small screens, in a drawer from the start edge, with who is logged in. */
export function MenuDrawer({ open, onOpenChange, finalFocus }: MenuDrawerProps) {
  const { user } = useCurrentUser()
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" finalFocusEl={finalFocus}>
      <Portal>
        <Drawer.Backdrop _closed={closesAtOnce} />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs" _closed={closesAtOnce}>
            <Drawer.Header>
              <Drawer.Title>{MENU_TEXTS.drawerTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body as="nav" aria-label={MENU_TEXTS.navigation}>
              <MenuEntries onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            {user && (
              <Drawer.Footer justifyContent="flex-start">
                <Text fontSize="sm" color="fg.muted" truncate>
                  {MENU_TEXTS.loggedInAs({ email: user.email })}
                </Text>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MENU_TEXTS.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
