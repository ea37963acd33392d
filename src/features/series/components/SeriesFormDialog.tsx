import { Input, Textarea } from '@chakra-ui/react'
import { LIMITS } from '../../../../common/limits'
import type { SeriesCreate, SeriesPublic } from '../../../client/types.gen'
import { FormDialog, useEntityFormDialog } from '../../../components/FormDialog'
import { FormField } from '../../../components/ui/form-field'
import { multiLineRules, requiredTextRules, VALIDATION } from '../../../lib/validation'
import { useCreateSeries, useUpdateSeries } from '../mutations'
import { SERIES_FIELDS, SERIES_TEXTS } from '../texts'

interface SeriesFormValues {
  name: string
  description: string
}

const toFormValues = (series?: SeriesPublic): SeriesFormValues => ({
  name: series?.name ?? '',
  description: series?.description ?? '',
})

const toBody = (values: SeriesFormValues): SeriesCreate => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
})

interface SeriesFormDialogProps {
  /** The series to edit; omitted to add one. */
  series?: SeriesPublic
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Add and Edit of a series: a name (required, at most 255) and a description (at most 1000). */
export function SeriesFormDialog({ series, open, onOpenChange }: SeriesFormDialogProps) {
  const { form, editing, dialogProps } = useEntityFormDialog({
    entity: series,
    open,
    onOpenChange,
    toValues: toFormValues,
    create: useCreateSeries(),
    update: useUpdateSeries(),
    toCreateBody: toBody,
    toUpdateBody: toBody,
  })
  const { errors } = form.formState
  return (
    <FormDialog {...dialogProps} title={editing ? SERIES_TEXTS.editTitle : SERIES_TEXTS.addTitle}>
      <FormField label={SERIES_FIELDS.name} error={errors.name} required>
        <Input
          {...form.register(
            'name',
            requiredTextRules(VALIDATION.nameRequired, LIMITS.nameMax, VALIDATION.nameMax({ max: LIMITS.nameMax })),
          )}
        />
      </FormField>
      <FormField label={SERIES_FIELDS.description} error={errors.description}>
        <Textarea
          rows={4}
          {...form.register(
            'description',
            multiLineRules(LIMITS.descriptionMax, VALIDATION.descriptionMax({ max: LIMITS.descriptionMax })),
          )}
        />
      </FormField>
    </FormDialog>
  )
}
