import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { usePageTitle } from '../lib/usePageTitle'

/** The page for any unknown path. */
export function NotFound() {
  usePageTitle('Not Found')
  return (
    <Center minH="100dvh" p="4">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" fontSize={{ base: '6xl', md: '8xl' }} color="blue.fg" lineHeight="1">
          404
        </Heading>
        <Text fontSize="2xl" fontWeight="bold">
          Oops!
        </Text>
        <Text color="fg.muted">The page you are looking for was not found.</Text>
        <Button asChild variant="outline">
          <Link to="/">Go Back</Link>
        </Button>
      </VStack>
    </Center>
  )
}

/** An unknown path inside a layout keeps the navigation and says 'Not Found'. */
export function NotFoundInLayout() {
  usePageTitle('Not Found')
  return (
    <VStack gap="3" py="16" textAlign="center">
      <Heading as="h1" size="xl">
        Not Found
      </Heading>
      <Text color="fg.muted">The page you are looking for was not found.</Text>
    </VStack>
  )
}
