import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FiSearch } from 'react-icons/fi'

/**
 * A list with nothing in it yet: what is missing and what to do about it. Every empty list sits right
 * under its page's h1, so its title is an h2 (the library's h3 would skip a level in the outline).
 */
export function EmptyState({ title, description, icon }: { title: string; description?: string; icon?: ReactNode }) {
  return (
    <ChakraEmptyState.Root>
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator>{icon ?? <FiSearch />}</ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title as="h2">{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  )
}
