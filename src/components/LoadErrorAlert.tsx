import { Alert, Button } from '@chakra-ui/react'
import { useState } from 'react'
import { FiRefreshCw } from 'react-icons/fi'
import { loadFailureText } from '../lib/errors'
import { LOAD_ERROR_TEXTS } from './texts'

export interface LoadErrorProps {
  /** What could not be loaded, in the screen's words. */
  title: string
  error: unknown
  onRetry: () => unknown
}

/** A load that failed: what failed, why (the status and the server's words), and a Retry button. */
export function LoadErrorAlert({ title, error, onRetry }: LoadErrorProps) {
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    try {
      await onRetry()
    } finally {
      setRetrying(false)
    }
  }
  return (
    <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="48">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{loadFailureText(error)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={retry} loading={retrying}>
        <FiRefreshCw aria-hidden /> {LOAD_ERROR_TEXTS.retry}
      </Button>
    </Alert.Root>
  )
}
