import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
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

interface PageNoticeProps {
  title: string
  text: string
  action?: ReactNode
}

/** A page that explains why there is nothing to show here, inside the layout so the menu stays. */
export function PageNotice({ title, text, action }: PageNoticeProps) {
  usePageTitle(title)
  return (
    <VStack gap="3" py="16" textAlign="center">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      {action}
    </VStack>
  )
}

/** An unknown path inside a layout keeps the navigation and says 'Not Found'. */
export function NotFoundInLayout() {
  return <PageNotice title="Not Found" text="The page you are looking for was not found." />
}
