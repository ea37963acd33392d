import { Alert, Card, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { usePageTitle } from '../lib/usePageTitle'

/** The frame of a page a mailed link opens (an alert's confirmation, an address's proof): its heading over one card. */
export function MailedLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title)
  return (
    <Stack gap="6" maxW="xl">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">{children}</Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  )
}

/** What a mailed link that is bad, used, expired or missing its token leads to, and what to do instead. */
export function UnusableLinkNotice({ title, help }: { title: string; help: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{help}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
