import { NativeSelect } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FormField } from './form-field'

interface SelectFieldProps {
  /** The label above the select, which names it. */
  label: string
  value: string
  /** The value chosen. */
  onChange: (value: string) => void
  /** A line under the select saying what the choice does; read with it by screen readers. */
  helperText?: string
  /** The `<option>`s. */
  children: ReactNode
}

/**
 * A small select under its label, for a screen drawn with Chakra's components. A plain screen's
 * first paint takes `RecipeSelect` (`plain/RecipeSelect`), which looks the same without Chakra.
 */
export function SelectField({ label, value, onChange, helperText, children }: SelectFieldProps) {
  return (
    <FormField label={label} helperText={helperText}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
