import { Input, NativeSelect } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { API_TOKEN_SCOPES, API_TOKENS, type ApiTokenScope } from '../../../../common/api-tokens'
import type { ApiTokenCreated } from '../../../client/types.gen'
import { FormDialog } from '../../../components/FormDialog'
import { FormField } from '../../../components/ui/form-field'
import { requiredTextRules } from '../../../lib/validation'
import { useCreateApiToken } from '../mutations'
import { SETTINGS_TEXTS } from '../texts'

const TEXTS = SETTINGS_TEXTS.apiTokens

interface ApiTokenFormValues {
  name: string
  scope: ApiTokenScope
  expires_in_days: number
}

const EMPTY: ApiTokenFormValues = { name: '', scope: 'read', expires_in_days: API_TOKENS.expiresInDaysDefault }

interface CreateApiTokenDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The answer, whose token the caller shows once. */
  onCreated: (created: ApiTokenCreated) => void
}

/** "New token": a name, a scope (read by default: the least a script needs) and days until it expires. */
export function CreateApiTokenDialog({ open, onOpenChange, onCreated }: CreateApiTokenDialogProps) {
  const create = useCreateApiToken()
  const form = useForm<ApiTokenFormValues>({ mode: 'onBlur', defaultValues: EMPTY })
  const { reset } = form
  useEffect(() => {
    if (open) reset(EMPTY)
  }, [open, reset])
  const { errors } = form.formState
  const days = TEXTS.expiresInDaysRange({ min: API_TOKENS.expiresInDaysMin, max: API_TOKENS.expiresInDaysMax })

  return (
    <FormDialog
      title={TEXTS.createTitle}
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      isPending={create.isPending}
      submitLabel={TEXTS.createSubmit}
      onSubmit={(values) =>
        create.mutate(
          { body: { name: values.name.trim(), scope: values.scope, expires_in_days: values.expires_in_days } },
          {
            onSuccess: (created) => {
              onOpenChange(false)
              onCreated(created)
            },
          },
        )
      }
    >
      <FormField label={TEXTS.name} error={errors.name} helperText={TEXTS.nameHelp} required>
        <Input
          {...form.register(
            'name',
            requiredTextRules(TEXTS.nameRequired, API_TOKENS.nameMax, TEXTS.nameMax({ max: API_TOKENS.nameMax })),
          )}
        />
      </FormField>
      <FormField label={TEXTS.scope} error={errors.scope}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('scope')}>
            {API_TOKEN_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {TEXTS.scopes[scope]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={TEXTS.expiresInDays} error={errors.expires_in_days} helperText={days} required>
        <Input
          type="number"
          inputMode="numeric"
          min={API_TOKENS.expiresInDaysMin}
          max={API_TOKENS.expiresInDaysMax}
          step={1}
          {...form.register('expires_in_days', {
            valueAsNumber: true,
            required: days,
            min: { value: API_TOKENS.expiresInDaysMin, message: days },
            max: { value: API_TOKENS.expiresInDaysMax, message: days },
            // Also an emptied field (NaN) and a fraction, which the API would refuse.
            validate: (value) => Number.isInteger(value) || days,
          })}
        />
      </FormField>
    </FormDialog>
  )
}
