import { Alert, Box, Button, Text } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FiCheck } from 'react-icons/fi'
import { EMAIL_VERIFICATION_MESSAGES } from '../../../../common/accounts'
import { MailedLinkFrame, UnusableLinkNotice } from '../../../components/MailedLinkPage'
import { useCurrentUser } from '../../../entities/session/hooks'
import { errorStatus, errorText } from '../../../lib/errors'
import { useAcceptInvitation } from '../mutations'
import { ORGANIZER_TEXTS } from '../texts'

function Frame({ children }: { children: ReactNode }) {
  return <MailedLinkFrame title={ORGANIZER_TEXTS.invitationTitle}>{children}</MailedLinkFrame>
}

/** Why the signed-in account cannot accept: the link itself is unusable, or it was sent to another address (the server says so). */
function CannotAccept({ error }: { error: unknown }) {
  const linkUnusable = [400, 422].includes(errorStatus(error) ?? 0)
  return (
    <UnusableLinkNotice
      title={ORGANIZER_TEXTS.cannotAccept}
      help={linkUnusable ? ORGANIZER_TEXTS.invalidInvitationHelp : errorText(error)}
    />
  )
}

/**
 * `/organizer-invitation?token=`, where an invitation e-mail's link leads, for a signed-in account
 * (the route sends a visitor to log in and back). Opening the page accepts nothing (mail scanners
 * open links too); its button does, and then leads to the hackathon's page.
 */
export function OrganizerInvitationPage({ token }: { token?: string }) {
  const accept = useAcceptInvitation()
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  if (!token) {
    return (
      <Frame>
        <UnusableLinkNotice title={ORGANIZER_TEXTS.cannotAccept} help={ORGANIZER_TEXTS.noToken} />
      </Frame>
    )
  }
  // The server refuses an unverified account (403, which ends a session here), so it is not asked.
  if (user?.email_verified === false) {
    return (
      <Frame>
        <UnusableLinkNotice title={EMAIL_VERIFICATION_MESSAGES.verifyFirst} help={ORGANIZER_TEXTS.verifyFirstHelp} />
      </Frame>
    )
  }
  const submit = () => {
    if (accept.isPending || accept.isSuccess) return
    accept.mutate(
      { body: { token } },
      { onSuccess: (data) => navigate({ to: '/hackathons/$id', params: { id: data.hackathon_id } }) },
    )
  }
  return (
    <Frame>
      {accept.isError ? (
        <CannotAccept error={accept.error} />
      ) : (
        <>
          <Text>{ORGANIZER_TEXTS.invitationIntro}</Text>
          {user && <Text color="fg.muted">{ORGANIZER_TEXTS.signedInAs({ email: user.email })}</Text>}
          {accept.isSuccess && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{accept.data.message}</Alert.Title>
            </Alert.Root>
          )}
          <Box>
            <Button onClick={submit} loading={accept.isPending || accept.isSuccess}>
              <FiCheck aria-hidden /> {ORGANIZER_TEXTS.accept}
            </Button>
          </Box>
        </>
      )}
    </Frame>
  )
}
