import { Box, Flex, IconButton, Text } from '@chakra-ui/react'
import { lazy, Suspense, useRef, useState } from 'react'
import { FiMenu } from 'react-icons/fi'
import { useCurrentUser } from '../entities/session/hooks'
import { MenuEntries } from './MenuEntries'

// The drawer (and its dialog machinery) loads when the menu is first opened, not with every page.
const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })))

/** Side menu on wide screens. */
export function Sidebar() {
  const { user } = useCurrentUser()
  return (
    <Box
      as="nav"
      aria-label="Main"
      display={{ base: 'none', md: 'block' }}
      position="sticky"
      top="0"
      h="100dvh"
      w="60"
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg.subtle"
      p="4"
      overflowY="auto"
    >
      <Text fontWeight="bold" fontSize="lg" color="blue.fg" mb="6" px="3">
        Hackathons
      </Text>
      <MenuEntries />
      {user && (
        <Text fontSize="sm" color="fg.muted" mt="6" px="3" truncate>
          Logged in as: {user.email}
        </Text>
      )}
    </Box>
  )
}

/** Top bar with the drawer on small screens. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false)
  // The drawer mounts (closed) as soon as the menu button is pointed at, touched or focused, so
  // its code has loaded by the time it is opened, and it opens like an always-present drawer.
  const [mounted, setMounted] = useState(false)
  const mount = () => setMounted(true)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <Flex
      display={{ base: 'flex', md: 'none' }}
      align="center"
      justify="space-between"
      px="4"
      py="2"
      borderBottomWidth="1px"
      bg="bg.subtle"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Text fontWeight="bold" color="blue.fg">
        Hackathons
      </Text>
      <IconButton
        ref={trigger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        onPointerEnter={mount}
        onPointerDown={mount}
        onFocus={mount}
        onClick={() => {
          mount()
          setOpen(true)
        }}
      >
        <FiMenu />
      </IconButton>
      {mounted && (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onOpenChange={setOpen} finalFocus={() => trigger.current} />
        </Suspense>
      )}
    </Flex>
  )
}
