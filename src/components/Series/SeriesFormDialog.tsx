import { Input, Textarea } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { LIMITS } from '../../../common/limits'
import { createSeriesMutation, updateSeriesMutation } from '../../client/@tanstack/react-query.gen'
import type { SeriesCreate, SeriesPublic } from '../../client/types.gen'
import { invalidateOperations, STALE_AFTER } from '../../lib/queries'
import { showError, showSuccess } from '../../lib/toasts'
import { VALIDATION } from '../../lib/validation'
import { FormDialog } from '../Common/FormDialog'
import { FormField } from '../ui/form-field'
import { SERIES_FIELDS, SERIES_TEXTS } from './texts'

export interface SeriesFormValues {
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

/** Add and Edit share this form: a name (required, at most 255) and a description (at most 1000). */
export function SeriesFormDialog({ series, open, onOpenChange }: SeriesFormDialogProps) {
  const queryClient = useQueryClient()
  const form = useForm<SeriesFormValues>({ mode: 'onBlur', defaultValues: toFormValues(series) })
  const { register, reset, formState } = form
  const { errors } = formState

  // Filled when the dialog opens, not again while it is open: a background refetch of the table
  // hands over a new `series` object, and that must not wipe what is being typed.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open && !wasOpen.current) reset(toFormValues(series))
    wasOpen.current = open
  }, [open, series, reset])

  const onSuccess = (message: string) => {
    showSuccess(message)
    void invalidateOperations(queryClient, ...STALE_AFTER.seriesChange)
    onOpenChange(false)
  }
  const create = useMutation({
    ...createSeriesMutation(),
    onSuccess: () => onSuccess(SERIES_TEXTS.created),
    onError: (error) => showError(error),
  })
  const update = useMutation({
    ...updateSeriesMutation(),
    onSuccess: () => onSuccess(SERIES_TEXTS.updated),
    onError: (error) => showError(error),
  })

  const onSubmit = (values: SeriesFormValues) => {
    const body = toBody(values)
    if (series) update.mutate({ path: { id: series.id }, body })
    else create.mutate({ body })
  }

  return (
    <FormDialog
      title={series ? SERIES_TEXTS.editTitle : SERIES_TEXTS.addTitle}
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={onSubmit}
      isPending={create.isPending || update.isPending}
    >
      <FormField label={SERIES_FIELDS.name} error={errors.name} required>
        <Input
          {...register('name', {
            required: VALIDATION.nameRequired,
            validate: (value) => value.trim().length > 0 || VALIDATION.nameRequired,
            maxLength: { value: LIMITS.nameMax, message: VALIDATION.nameMax },
          })}
        />
      </FormField>
      <FormField label={SERIES_FIELDS.description} error={errors.description}>
        <Textarea
          rows={4}
          {...register('description', {
            maxLength: { value: LIMITS.descriptionMax, message: VALIDATION.descriptionMax },
          })}
        />
      </FormField>
    </FormDialog>
  )
}
