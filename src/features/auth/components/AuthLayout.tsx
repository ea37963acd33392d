import { Box, Card, Center, Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SITE } from '../../../../common/site'
import { usePageTitle } from '../../../lib/usePageTitle'

interface AuthLayoutProps {
  /** The card's heading, also the browser tab title. */
  title: string
  description?: ReactNode
  /**
   * The link under the form to the neighbouring screen (log in, sign up, ...), after a prompt; it
   * keeps the page to return to once signed in.
   */
  footer?: { prompt: string; to: '/login' | '/signup' | '/recover-password'; label: string; redirect?: string }
  children: ReactNode
}

/** The centred card shared by the four public screens: sign up, log in, recover and reset a password. */
export function AuthLayout({ title, description, footer, children }: AuthLayoutProps) {
  usePageTitle(title)
  return (
    <Center as="main" minH="100dvh" px="4" py="8" bg="bg.subtle">
      <Stack gap="6" w="full" maxW="md">
        <Box
          asChild
          textAlign="center"
          fontWeight="bold"
          fontSize="2xl"
          color="blue.fg"
          rounded="md"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
        >
          <Link to="/">{SITE.name}</Link>
        </Box>
        <Card.Root w="full">
          <Card.Header>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {description && <Text color="fg.muted">{description}</Text>}
          </Card.Header>
          <Card.Body>{children}</Card.Body>
          {footer && (
            <Card.Footer justifyContent="center" flexDirection="column" gap="2" textAlign="center">
              <Text>
                {footer.prompt}{' '}
                <ChakraLink asChild colorPalette="blue" variant="underline">
                  <Link to={footer.to} search={footer.redirect ? { redirect: footer.redirect } : {}}>
                    {footer.label}
                  </Link>
                </ChakraLink>
              </Text>
            </Card.Footer>
          )}
        </Card.Root>
      </Stack>
    </Center>
  )
}
