import { Box, Checkbox, Fieldset, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { declarationOf, type FieldType, type HackathonField } from '../../../../common/hackathon-fields'
import { matchingThemes } from '../../../../common/theme-synonyms'
import { FormField } from '../../../components/ui/form-field'
import { FACT_FIELDS } from '../../../entities/hackathon/fields'
import { type HackathonFormValues, hackathonRules } from '../hackathonForm'
import { currencyOptions, FORM_RULE_TEXTS, WHERE_WHEN_FORM_TEXTS } from '../texts'

type Form = UseFormReturn<HackathonFormValues>

/** Some of a few values as check boxes; the themes, many, with a search that knows their synonyms. */
function ChoicesInput({
  form,
  field,
  type,
}: {
  form: Form
  field: HackathonField
  type: FieldType & { kind: 'choices' }
}) {
  const { label } = declarationOf(field)
  const [search, setSearch] = useState('')
  const searchable = type.values.length > 6
  const shown = useMemo(() => {
    if (!searchable || !search.trim()) return type.values
    const found = new Set<string>(matchingThemes(search).map((theme) => theme.slug))
    return type.values.filter(
      (value) => found.has(value) || type.labels[value]?.toLowerCase().includes(search.toLowerCase()),
    )
  }, [search, searchable, type])
  const error = form.formState.errors[field]
  return (
    <Controller
      control={form.control}
      name={field}
      rules={hackathonRules(field)}
      render={({ field: { value, onChange } }) => {
        const ticked = new Set<string>(Array.isArray(value) ? value : [])
        const toggle = (choice: string, on: boolean) => {
          const next = new Set(ticked)
          if (on) next.add(choice)
          else next.delete(choice)
          onChange(type.values.filter((known) => next.has(known)))
        }
        return (
          <Fieldset.Root invalid={!!error} gridColumn="1 / -1">
            <Fieldset.Legend fontSize="sm" fontWeight="medium">
              {label}
            </Fieldset.Legend>
            {searchable && (
              <Input
                size="sm"
                maxW="xs"
                type="search"
                aria-label={FORM_RULE_TEXTS.themeSearchIn({ field: label })}
                placeholder={FORM_RULE_TEXTS.themeSearch}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
              {shown.map((choice) => (
                <Checkbox.Root
                  key={choice}
                  checked={ticked.has(choice)}
                  onCheckedChange={(change) => toggle(choice, change.checked === true)}
                  size="sm"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{type.labels[choice] ?? choice}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
            {shown.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {FORM_RULE_TEXTS.noTheme}
              </Text>
            )}
            {error?.message && <Fieldset.ErrorText>{String(error.message)}</Fieldset.ErrorText>}
          </Fieldset.Root>
        )
      }}
    />
  )
}

/** One field as its type asks: a select for a choice, a yes-or-no or a currency, a number, a date and time, else text. */
function FactInput({ form, field, zone }: { form: Form; field: HackathonField; zone: string }) {
  const { type, label, required } = declarationOf(field)
  if (type.kind === 'choices') return <ChoicesInput form={form} field={field} type={type} />
  const registration = form.register(field, hackathonRules(field))
  const error = form.formState.errors[field]
  const select = (options: { value: string; label: string }[]) => (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        <option value="">{WHERE_WHEN_FORM_TEXTS.notSet}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
  const input = () => {
    switch (type.kind) {
      case 'choice':
        return select(type.values.map((value) => ({ value, label: type.labels[value] ?? value })))
      case 'boolean':
        return select([
          { value: 'true', label: FORM_RULE_TEXTS.yesMeaning({ meaning: type.yes }) },
          { value: 'false', label: FORM_RULE_TEXTS.noMeaning({ meaning: type.no }) },
        ])
      case 'currency':
        return select(currencyOptions().map(({ code, label }) => ({ value: code, label })))
      case 'number':
      case 'integer':
        return <Input {...registration} type="number" inputMode="numeric" min={type.min} max={type.max} />
      case 'dateTime':
        return <Input {...registration} type="datetime-local" />
      default:
        return <Input {...registration} />
    }
  }
  return (
    <FormField
      label={type.kind === 'dateTime' ? WHERE_WHEN_FORM_TEXTS.inZone({ label, zone }) : label}
      error={error && 'message' in error ? (error as { message?: string; type: string }) : undefined}
      required={required}
      helperText={type.kind === 'languages' ? FORM_RULE_TEXTS.languagesHelp : undefined}
    >
      {input()}
    </FormField>
  )
}

/**
 * The inputs of every field the form does not lay out itself, by their type
 * (entities/hackathon/fields.ts), folded under one summary: open at once when the hackathon states
 * some of them, opening when some get filled (from the hackathon's page), and mounted only once
 * opened, since a dozen inputs (a currency list among them) would slow every opening of the form.
 * Values of inputs never mounted are sent as loaded.
 */
export function FactFields({ form, zone }: { form: Form; zone: string }) {
  const values = useWatch({ control: form.control, name: FACT_FIELDS })
  const stated = values.some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)))
  const [open, setOpen] = useState(stated)
  const [wasStated, setWasStated] = useState(stated)
  if (stated !== wasStated) {
    setWasStated(stated)
    if (stated) setOpen(true)
  }
  if (FACT_FIELDS.length === 0) return null
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <Box as="summary" cursor="pointer" fontWeight="medium" py="1">
        {FORM_RULE_TEXTS.factsSummary}
      </Box>
      {open && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" pt="3">
          {FACT_FIELDS.map((field) => (
            <FactInput key={field} form={form} field={field} zone={zone} />
          ))}
        </SimpleGrid>
      )}
    </details>
  )
}
