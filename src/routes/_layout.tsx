import { Box, Flex } from '@chakra-ui/react'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ErrorFallback } from '../components/ErrorFallback'
import { MobileNavigation, Sidebar } from '../components/Navigation'
import { NotFoundInLayout } from '../components/NotFound'
import { SkipLink } from '../components/SkipLink'
import { LAYOUT_TEXTS } from '../components/texts'

export const Route = createFileRoute('/_layout')({
  component: Layout,
  errorComponent: ErrorFallback,
  // A screen that finds nothing at its address (its loader throws notFound()) keeps the menu too.
  notFoundComponent: NotFoundInLayout,
})

/** The landmark the skip link moves focus to. */
const MAIN_ID = 'main-content'

function Layout() {
  return (
    <>
      <SkipLink targetId={MAIN_ID}>{LAYOUT_TEXTS.skipToContent}</SkipLink>
      <Flex direction={{ base: 'column', md: 'row' }} minH="100dvh">
        <Sidebar />
        <MobileNavigation />
        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          flex="1"
          minW="0"
          px={{ base: '4', md: '8' }}
          py={{ base: '4', md: '8' }}
          _focus={{ outline: 'none' }}
        >
          <Outlet />
        </Box>
      </Flex>
    </>
  )
}
