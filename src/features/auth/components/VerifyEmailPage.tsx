import { Alert, Box, Button, Card, Heading, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isUnusableLink, useCurrentUser, useVerifyEmail } from '../../../entities/session/hooks'
import { usePageTitle } from '../../../lib/usePageTitle'
import { VERIFY_EMAIL_TEXTS } from '../texts'

function Frame({ children }: { children: ReactNode }) {
  usePageTitle(VERIFY_EMAIL_TEXTS.title)
  return (
    <Stack gap="6" maxW="xl">
      <Heading as="h1" size="2xl">
        {VERIFY_EMAIL_TEXTS.title}
      </Heading>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">{children}</Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}

function UnusableLink({ hasToken }: { hasToken: boolean }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{VERIFY_EMAIL_TEXTS.invalidLink}</Alert.Title>
        <Alert.Description>
          {hasToken ? VERIFY_EMAIL_TEXTS.invalidLinkHelp : VERIFY_EMAIL_TEXTS.noToken}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

/**
 * `/verify-email?token=`, where a verification e-mail's link leads. Opening the page verifies
 * nothing (mail scanners open links too); only its button does. Signed in or not: the token names
 * the account.
 */
export function VerifyEmailPage({ token }: { token?: string }) {
  const verify = useVerifyEmail()
  const { isSignedIn } = useCurrentUser()
  if (!token) {
    return (
      <Frame>
        <UnusableLink hasToken={false} />
      </Frame>
    )
  }
  return (
    <Frame>
      {verify.isSuccess ? (
        <>
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{VERIFY_EMAIL_TEXTS.verifiedTitle}</Alert.Title>
              <Alert.Description>{verify.data.message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Box>
            <Button asChild variant="outline">
              {isSignedIn ? (
                <Link to="/settings">{VERIFY_EMAIL_TEXTS.toSettings}</Link>
              ) : (
                <Link to="/login">{VERIFY_EMAIL_TEXTS.toLogin}</Link>
              )}
            </Button>
          </Box>
        </>
      ) : verify.isError && isUnusableLink(verify.error) ? (
        <UnusableLink hasToken />
      ) : (
        <>
          <Text>{VERIFY_EMAIL_TEXTS.intro}</Text>
          <Box>
            <Button onClick={() => !verify.isPending && verify.mutate({ body: { token } })} loading={verify.isPending}>
              {VERIFY_EMAIL_TEXTS.verify}
            </Button>
          </Box>
        </>
      )}
    </Frame>
  )
}
