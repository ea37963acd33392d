import { Box, Button, Icon, VStack } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { FiLogIn, FiLogOut } from 'react-icons/fi'
import { mapConfigQuery } from '../entities/hackathon/mapQueries'
import { useCurrentUser, useLogout } from '../entities/session/hooks'
import { visibleNavItems } from './navigation'

/** The menu's entries for the signed-in role, then Log Out (or Log In for a visitor). */
export function MenuEntries({ onNavigate }: { onNavigate?: () => void }) {
  const { role, isSignedIn } = useCurrentUser()
  const logout = useLogout()
  // The map entry waits for the server's word: MAP_TILE_URL=off hides it.
  const map = Boolean(useQuery(mapConfigQuery()).data?.tile_url)
  // From the homepage the map shows what the list shows: its filters go along (the map drops any other key).
  const onHomepage = useRouterState({ select: (state) => state.location.pathname === '/' })
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
      {visibleNavItems(role, { map }).map((item) => (
        <li key={item.to}>
          <Box asChild css={linkStyle}>
            <Link
              to={item.to}
              search={item.to === '/map' && onHomepage ? true : undefined}
              onClick={onNavigate}
              activeOptions={{ exact: item.to === '/' }}
            >
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
