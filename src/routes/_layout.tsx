import { Box, Flex } from '@chakra-ui/react'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ErrorFallback } from '../components/ErrorFallback'
import { MobileNavigation, Sidebar } from '../components/Navigation'
import { NotFoundInLayout } from '../components/NotFound'

export const Route = createFileRoute('/_layout')({
  component: Layout,
  errorComponent: ErrorFallback,
  notFoundComponent: NotFoundInLayout,
})

function Layout() {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="100dvh">
      <Sidebar />
      <MobileNavigation />
      <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '4', md: '8' }}>
        <Outlet />
      </Box>
    </Flex>
  )
}
