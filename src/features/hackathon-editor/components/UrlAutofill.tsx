import { Button, HStack, Spinner, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { FiZap } from 'react-icons/fi'
import { completeHackathonMutation } from '../../../client/@tanstack/react-query.gen'
import type { HackathonCompletion } from '../../../client/types.gen'
import { errorText } from '../../../lib/errors'
import { isWebUrl } from '../../../lib/validation'
import { AUTOFILL_TEXTS, filledFields } from '../texts'

/** The failure message stays for 3 seconds, then clears. */
export const AUTOFILL_ERROR_MS = 3000

type Outcome = { kind: 'filled'; fields: string[] } | { kind: 'failed'; detail: string } | null

interface UrlAutofillProps {
  url: string
  /** Applies what the page states to the form; returns the labels of the fields it filled. */
  onFound: (found: HackathonCompletion) => string[]
}

/**
 * Next to the URL field: reads the hackathon's page through the API and hands what it found to the
 * form, then says which fields were filled.
 */
export function UrlAutofill({ url, onFound }: UrlAutofillProps) {
  const [outcome, setOutcome] = useState<Outcome>(null)
  const complete = useMutation({
    ...completeHackathonMutation(),
    onMutate: () => setOutcome(null),
    onSuccess: (found) => setOutcome({ kind: 'filled', fields: onFound(found) }),
    onError: (error) => setOutcome({ kind: 'failed', detail: errorText(error) }),
  })

  useEffect(() => {
    if (outcome?.kind !== 'failed') return
    const timer = setTimeout(() => setOutcome(null), AUTOFILL_ERROR_MS)
    return () => clearTimeout(timer)
  }, [outcome])

  return (
    <HStack gap="3" wrap="wrap" minH="8">
      <Button
        size="xs"
        variant="outline"
        disabled={!isWebUrl(url) || complete.isPending}
        onClick={() => complete.mutate({ query: { url: url.trim() } })}
      >
        <FiZap aria-hidden /> {AUTOFILL_TEXTS.action}
      </Button>
      <Text as="div" fontSize="sm" role="status" aria-live="polite">
        {complete.isPending && (
          <HStack gap="2" color="fg.muted">
            <Spinner size="xs" /> {AUTOFILL_TEXTS.running}
          </HStack>
        )}
        {outcome?.kind === 'filled' && (
          <Text as="span" color="fg.muted">
            {outcome.fields.length > 0 ? filledFields(outcome.fields) : AUTOFILL_TEXTS.nothingToFill}
          </Text>
        )}
        {outcome?.kind === 'failed' && (
          <Text as="span" color="fg.error" title={outcome.detail}>
            {AUTOFILL_TEXTS.failed}
          </Text>
        )}
      </Text>
    </HStack>
  )
}
