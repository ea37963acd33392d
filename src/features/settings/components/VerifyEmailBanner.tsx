import { Alert, Box, Button } from '@chakra-ui/react'
import { FiMail } from 'react-icons/fi'
import { useSendVerificationLink } from '../mutations'
import { SETTINGS_TEXTS } from '../texts'

/** Over the settings while the account's address is unverified: what waits for it, and a new link. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const send = useSendVerificationLink()
  const texts = SETTINGS_TEXTS.unverified
  return (
    <Alert.Root status="warning" role="region" aria-label={texts.title} mb="6" maxW="3xl">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{texts.title}</Alert.Title>
        <Alert.Description>{texts.description({ email })}</Alert.Description>
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => !send.isPending && send.mutate({})}
            loading={send.isPending}
          >
            <FiMail aria-hidden /> {texts.sendAgain}
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  )
}
