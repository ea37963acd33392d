import { Button, Heading, Text, VStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { usePageTitle } from '../lib/usePageTitle'
import { NOT_FOUND_TEXTS } from './texts'

/** The status the page shows in large type: a number, the same in every language. */
const NOT_FOUND_CODE = '404'

/** The page of an address no screen answers, shown inside the layout so the menu stays. */
export function NotFound() {
  usePageTitle(NOT_FOUND_TEXTS.title)
  return (
    <VStack gap="4" textAlign="center" py={{ base: '12', md: '20' }}>
      <Heading as="h1" fontSize={{ base: '6xl', md: '8xl' }} color="blue.fg" lineHeight="1">
        {NOT_FOUND_CODE}
      </Heading>
      <Text fontSize="2xl" fontWeight="bold">
        {NOT_FOUND_TEXTS.heading}
      </Text>
      <Text color="fg.muted">{NOT_FOUND_TEXTS.text}</Text>
      <Button asChild variant="outline">
        <Link to="/">{NOT_FOUND_TEXTS.goBack}</Link>
      </Button>
    </VStack>
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

/** What a screen inside the layout says when its loader finds nothing at its address: 'Not Found'. */
export function NotFoundInLayout() {
  return <PageNotice title={NOT_FOUND_TEXTS.title} text={NOT_FOUND_TEXTS.text} />
}
