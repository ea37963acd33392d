import { Alert, Button, Code, Heading, VStack } from '@chakra-ui/react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useState } from 'react'
import { NotAllowedError } from '../lib/errors'
import { NotAllowed } from './NotAllowed'
import { ERROR_FALLBACK_TEXTS } from './texts'

/** The root error boundary: 'Something went wrong!' with a Show Error / Hide Error toggle. */
export function ErrorFallback({ error, reset }: ErrorComponentProps) {
  const [shown, setShown] = useState(false)
  if (error instanceof NotAllowedError) return <NotAllowed />
  return (
    <VStack gap="4" py="16" px="4" textAlign="center" role="alert">
      <Heading as="h1" size="xl">
        {ERROR_FALLBACK_TEXTS.heading}
      </Heading>
      <VStack gap="2">
        <Button variant="outline" size="sm" onClick={() => setShown((s) => !s)} aria-expanded={shown}>
          {shown ? ERROR_FALLBACK_TEXTS.hideError : ERROR_FALLBACK_TEXTS.showError}
        </Button>
        {shown && (
          <Alert.Root status="error" maxW="2xl" textAlign="start">
            <Alert.Content>
              <Code whiteSpace="pre-wrap" bg="transparent">
                {error instanceof Error ? error.message : String(error)}
              </Code>
            </Alert.Content>
          </Alert.Root>
        )}
        <Button size="sm" onClick={reset}>
          {ERROR_FALLBACK_TEXTS.tryAgain}
        </Button>
      </VStack>
    </VStack>
  )
}
