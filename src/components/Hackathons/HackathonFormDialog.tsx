import { Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { LIMITS } from '../../../common/limits'
import { ROLE } from '../../../common/roles'
import {
  createHackathonMutation,
  readSeriesListOptions,
  updateHackathonMutation,
} from '../../client/@tanstack/react-query.gen'
import type { HackathonCreate, HackathonPublic } from '../../client/types.gen'
import { useAuth } from '../../hooks/useAuth'
import { fromLocalInput, toLocalInput } from '../../lib/dates'
import { invalidateOperations, SERIES_OPTIONS_LIMIT, STALE_AFTER } from '../../lib/queries'
import { showError, showSuccess } from '../../lib/toasts'
import { VALIDATION } from '../../lib/validation'
import { FormDialog } from '../Common/FormDialog'
import { FormField } from '../ui/form-field'
import { ImageField } from './ImageField'
import { HACKATHON_TEXTS } from './texts'
import { UrlAutofill } from './UrlAutofill'

export interface HackathonFormValues {
  name: string
  url: string
  description: string
  image: string
  start_date: string
  end_date: string
  location: string
  series_id: string
}

function toFormValues(hackathon?: HackathonPublic): HackathonFormValues {
  return {
    name: hackathon?.name ?? '',
    url: hackathon?.url ?? '',
    description: hackathon?.description ?? '',
    image: hackathon?.image ?? '',
    start_date: toLocalInput(hackathon?.start_date),
    end_date: toLocalInput(hackathon?.end_date),
    location: hackathon?.location ?? '',
    series_id: hackathon?.series_id ?? '',
  }
}

function toBody(values: HackathonFormValues): HackathonCreate {
  const optional = (value: string) => value.trim() || null
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    description: optional(values.description),
    image: optional(values.image),
    start_date: fromLocalInput(values.start_date),
    end_date: fromLocalInput(values.end_date),
    location: optional(values.location),
    series_id: values.series_id || null,
  }
}

interface HackathonFormDialogProps {
  /** The hackathon to edit; omitted to add one. */
  hackathon?: HackathonPublic
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Add and Edit share this form. An editor's save changes the hackathon; a user's (role 0) save is
 * stored by the server as a suggestion for review, and the form says so.
 */
export function HackathonFormDialog({ hackathon, open, onOpenChange }: HackathonFormDialogProps) {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const suggests = (user?.role ?? ROLE.user) < ROLE.editor
  const form = useForm<HackathonFormValues>({ mode: 'onBlur', defaultValues: toFormValues(hackathon) })
  const { register, formState, getValues, setValue, watch, reset } = form
  const { errors } = formState
  const series = useQuery({ ...readSeriesListOptions({ query: { limit: SERIES_OPTIONS_LIMIT } }), enabled: open })

  // Filled when the dialog opens, not again while it is open: a background refetch of the table
  // hands over a new `hackathon` object, and that must not wipe what is being typed.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open && !wasOpen.current) reset(toFormValues(hackathon))
    wasOpen.current = open
  }, [open, hackathon, reset])

  const onSuccess = (message: string) => {
    showSuccess(suggests ? HACKATHON_TEXTS.submittedForReview : message)
    void invalidateOperations(queryClient, ...STALE_AFTER.hackathonChange)
    onOpenChange(false)
  }
  const create = useMutation({
    ...createHackathonMutation(),
    onSuccess: () => onSuccess(HACKATHON_TEXTS.created),
    onError: (error) => showError(error),
  })
  const update = useMutation({
    ...updateHackathonMutation(),
    onSuccess: () => onSuccess(HACKATHON_TEXTS.updated),
    onError: (error) => showError(error),
  })

  const onSubmit = (values: HackathonFormValues) => {
    const body = toBody(values)
    if (hackathon) update.mutate({ path: { id: hackathon.id }, body })
    else create.mutate({ body })
  }

  return (
    <FormDialog
      title={hackathon ? HACKATHON_TEXTS.editTitle : HACKATHON_TEXTS.addTitle}
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={onSubmit}
      isPending={create.isPending || update.isPending}
      submitLabel={suggests ? 'Submit for review' : 'Save'}
      size="lg"
      footerNote={
        suggests && (
          <Text fontSize="sm" color="fg.muted" me="auto">
            {HACKATHON_TEXTS.suggestionNote}
          </Text>
        )
      }
    >
      <FormField label="Name" error={errors.name} required>
        <Input
          {...register('name', {
            required: VALIDATION.nameRequired,
            validate: (value) => value.trim().length > 0 || VALIDATION.nameRequired,
            maxLength: { value: LIMITS.nameMax, message: VALIDATION.nameMax },
          })}
        />
      </FormField>
      <FormField label="URL" error={errors.url} required>
        <Input
          type="url"
          placeholder="https://"
          {...register('url', {
            required: VALIDATION.urlRequired,
            maxLength: { value: LIMITS.urlMax, message: VALIDATION.urlMax },
            pattern: { value: /^https?:\/\/\S+$/i, message: VALIDATION.urlInvalid },
          })}
        />
        <UrlAutofill form={form} url={watch('url')} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea
          rows={3}
          {...register('description', {
            maxLength: { value: LIMITS.descriptionMax, message: VALIDATION.descriptionMax },
          })}
        />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Start Date" error={errors.start_date} required>
          <Input type="datetime-local" {...register('start_date', { required: VALIDATION.startDateRequired })} />
        </FormField>
        <FormField label="End Date" error={errors.end_date} required>
          <Input
            type="datetime-local"
            {...register('end_date', {
              required: VALIDATION.endDateRequired,
              validate: (value) => {
                const start = getValues('start_date')
                return !start || !value || value >= start || VALIDATION.endBeforeStart
              },
            })}
          />
        </FormField>
      </SimpleGrid>
      <FormField label="Location" error={errors.location}>
        <Input
          {...register('location', { maxLength: { value: LIMITS.locationMax, message: VALIDATION.locationMax } })}
        />
      </FormField>
      <FormField label="Image" error={errors.image}>
        <ImageField
          registration={register('image', { maxLength: { value: LIMITS.imageMax, message: VALIDATION.imageMax } })}
          value={watch('image')}
          invalid={!!errors.image}
          onUploaded={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
        />
      </FormField>
      <FormField label="Series" error={errors.series_id}>
        <NativeSelect.Root disabled={series.isPending}>
          <NativeSelect.Field {...register('series_id')}>
            <option value="">{HACKATHON_TEXTS.noSeries}</option>
            {series.data?.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  )
}
