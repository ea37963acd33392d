import { Box, Button, CloseButton, Drawer, Flex, Icon, IconButton, Portal, Text, VStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FiLogIn, FiLogOut, FiMenu } from 'react-icons/fi'
import { useCurrentUser, useLogout } from '../features/auth/hooks'
import { visibleNavItems } from './navigation'

function MenuEntries({ onNavigate }: { onNavigate?: () => void }) {
  const { role, isSignedIn } = useCurrentUser()
  const logout = useLogout()
  const linkStyle = {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '3',
    py: '2',
    rounded: 'md',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing' },
    '&[aria-current=page]': { bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' },
  } as const
  return (
    <VStack as="ul" align="stretch" gap="1" listStyleType="none">
      {visibleNavItems(role).map((item) => (
        <li key={item.to}>
          <Box asChild css={linkStyle}>
            <Link to={item.to} onClick={onNavigate} activeOptions={{ exact: item.to === '/' }}>
              <Icon as={item.icon} aria-hidden />
              {item.title}
            </Link>
          </Box>
        </li>
      ))}
      <li>
        {isSignedIn ? (
          <Button
            variant="ghost"
            justifyContent="flex-start"
            w="full"
            px="3"
            onClick={() => {
              onNavigate?.()
              logout()
            }}
          >
            <FiLogOut aria-hidden /> Log Out
          </Button>
        ) : (
          <Box asChild css={linkStyle}>
            <Link to="/login" onClick={onNavigate}>
              <Icon as={FiLogIn} aria-hidden />
              Log In
            </Link>
          </Box>
        )}
      </li>
    </VStack>
  )
}

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
  const { user } = useCurrentUser()
  const [open, setOpen] = useState(false)
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
      <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
        <Drawer.Trigger asChild>
          <IconButton aria-label="Open menu" variant="ghost">
            <FiMenu />
          </IconButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="xs">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body as="nav" aria-label="Main">
                <MenuEntries onNavigate={() => setOpen(false)} />
              </Drawer.Body>
              {user && (
                <Drawer.Footer justifyContent="flex-start">
                  <Text fontSize="sm" color="fg.muted" truncate>
                    Logged in as: {user.email}
                  </Text>
                </Drawer.Footer>
              )}
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  )
}
