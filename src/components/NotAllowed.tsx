import { Button, Heading, Text, VStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../lib/usePageTitle'

/** Shown instead of a page the signed-in role may not see; no API call was made for it. */
export function NotAllowed() {
  usePageTitle('Not allowed')
  return (
    <VStack gap="3" py="16" textAlign="center">
      <Heading as="h1" size="xl">
        Not allowed
      </Heading>
      <Text color="fg.muted">Your role does not give access to this page.</Text>
      <Button asChild variant="outline">
        <Link to="/">Go to the homepage</Link>
      </Button>
    </VStack>
  )
}
