import { Flex, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { usePageTitle } from '../lib/usePageTitle'

/** The heading of a screen (also the browser tab title) and its main action. */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  usePageTitle(title)
  return (
    <Flex justify="space-between" align="center" gap="4" wrap="wrap" mb="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {action}
    </Flex>
  )
}
