import { Button, HStack, Spinner, Text } from '@chakra-ui/react'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FiZap } from 'react-icons/fi'
import { completeHackathonMutation } from '../../client/@tanstack/react-query.gen'
import type { HackathonCompletion } from '../../client/types.gen'
import { toLocalInput } from '../../lib/dates'
import { errorText } from '../../lib/errors'
import type { HackathonFormValues } from './HackathonFormDialog'
import { AUTOFILL_TEXTS } from './texts'

/** SPEC §8: the failure message stays for 3 seconds. */
export const AUTOFILL_ERROR_MS = 3000

/** The form fields a page can fill, with the completion value each takes. */
const FILLABLE = {
  name: (found) => found.name,
  description: (found) => found.description,
  start_date: (found) => toLocalInput(found.start_date),
  end_date: (found) => toLocalInput(found.end_date),
  location: (found) => found.location,
  image: (found) => found.image,
} satisfies Partial<Record<keyof HackathonFormValues, (found: HackathonCompletion) => string | undefined>>

type FillableField = keyof typeof FILLABLE

const FIELD_LABELS: Record<FillableField, string> = {
  name: 'Name',
  description: 'Description',
  start_date: 'Start Date',
  end_date: 'End Date',
  location: 'Location',
  image: 'Image',
}

/** Fills only the fields that are still empty: what the user typed is never overwritten. */
function fillEmptyFields(form: UseFormReturn<HackathonFormValues>, found: HackathonCompletion): FillableField[] {
  const filled: FillableField[] = []
  for (const [field, read] of Object.entries(FILLABLE) as [FillableField, (f: HackathonCompletion) => string][]) {
    const value = read(found)?.trim()
    if (!value || form.getValues(field).trim()) continue
    form.setValue(field, value, { shouldDirty: true, shouldValidate: true })
    filled.push(field)
  }
  return filled
}

type Outcome = { kind: 'filled'; fields: FillableField[] } | { kind: 'failed'; detail: string } | null

/**
 * Next to the URL field: reads the hackathon's page through the API and completes the form with
 * what the page states.
 */
export function UrlAutofill({ form, url }: { form: UseFormReturn<HackathonFormValues>; url: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null)
  const complete = useMutation({
    ...completeHackathonMutation(),
    onMutate: () => setOutcome(null),
    onSuccess: (found) => setOutcome({ kind: 'filled', fields: fillEmptyFields(form, found) }),
    onError: (error) => setOutcome({ kind: 'failed', detail: errorText(error) }),
  })

  useEffect(() => {
    if (outcome?.kind !== 'failed') return
    const timer = setTimeout(() => setOutcome(null), AUTOFILL_ERROR_MS)
    return () => clearTimeout(timer)
  }, [outcome])

  const usable = /^https?:\/\/\S+$/i.test(url.trim())
  return (
    <HStack gap="3" wrap="wrap" minH="8">
      <Button
        size="xs"
        variant="outline"
        disabled={!usable || complete.isPending}
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
            {outcome.fields.length > 0
              ? AUTOFILL_TEXTS.filled(outcome.fields.map((field) => FIELD_LABELS[field]))
              : AUTOFILL_TEXTS.nothingToFill}
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
