import { Alert, Box, Button, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { MailedLinkFrame, UnusableLinkNotice } from '../../../components/MailedLinkPage'
import { isUnusableLink, useCurrentUser, useVerifyEmail } from '../../../entities/session/hooks'
import { VERIFY_EMAIL_TEXTS } from '../texts'

function Frame({ children }: { children: ReactNode }) {
  return <MailedLinkFrame title={VERIFY_EMAIL_TEXTS.title}>{children}</MailedLinkFrame>
}

function UnusableLink({ hasToken }: { hasToken: boolean }) {
  return (
    <UnusableLinkNotice
      title={VERIFY_EMAIL_TEXTS.invalidLink}
      help={hasToken ? VERIFY_EMAIL_TEXTS.invalidLinkHelp : VERIFY_EMAIL_TEXTS.noToken}
    />
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
