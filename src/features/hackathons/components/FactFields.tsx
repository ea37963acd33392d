import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react'
import type { UseFormReturn } from 'react-hook-form'
import { declarationOf, type HackathonField } from '../../../../common/hackathon-fields'
import { FormField } from '../../../components/ui/form-field'
import { FACT_FIELDS } from '../../../entities/hackathon/fields'
import { HACKATHON_RULES, type HackathonFormValues } from '../hackathonForm'
import { WHERE_WHEN_FORM_TEXTS } from '../texts'

/** One field as its type asks: a choice as a select with "Not set", a number as a number, else text. */
function FactInput({ form, field }: { form: UseFormReturn<HackathonFormValues>; field: HackathonField }) {
  const { type, label, required } = declarationOf(field)
  const registration = form.register(field, HACKATHON_RULES[field])
  return (
    <FormField label={label} error={form.formState.errors[field]} required={required}>
      {type.kind === 'choice' ? (
        <NativeSelect.Root>
          <NativeSelect.Field {...registration}>
            <option value="">{WHERE_WHEN_FORM_TEXTS.notSet}</option>
            {type.values.map((value) => (
              <option key={value} value={value}>
                {type.labels[value] ?? value}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input {...registration} type={type.kind === 'number' ? 'number' : 'text'} />
      )}
    </FormField>
  )
}

/** The inputs of every field the form does not lay out itself, by their type (entities/hackathon/fields.ts). */
export function FactFields({ form }: { form: UseFormReturn<HackathonFormValues> }) {
  if (FACT_FIELDS.length === 0) return null
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {FACT_FIELDS.map((field) => (
        <FactInput key={field} form={form} field={field} />
      ))}
    </SimpleGrid>
  )
}
