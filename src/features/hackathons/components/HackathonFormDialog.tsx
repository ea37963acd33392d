import { Input, NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { changesApplyAtOnce } from '../../../../common/policy'
import type { HackathonPublic } from '../../../client/types.gen'
import { FormDialog, useEntityFormDialog } from '../../../components/FormDialog'
import { FormField } from '../../../components/ui/form-field'
import { useCurrentUser } from '../../auth/hooks'
import { seriesOptionsQuery } from '../../series/queries'
import { endDateRules, fillEmptyFields, HACKATHON_RULES, toBody, toFormValues } from '../hackathonForm'
import { useCreateHackathon, useUpdateHackathon } from '../mutations'
import { HACKATHON_FIELDS, HACKATHON_TEXTS } from '../texts'
import { ImageField } from './ImageField'
import { UrlAutofill } from './UrlAutofill'

interface HackathonFormDialogProps {
  /** The hackathon to edit; omitted to add one. */
  hackathon?: HackathonPublic
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Add and Edit of a hackathon. An editor's save changes the hackathon; a user's (role 0) save is
 * stored by the server as a suggestion for review, and the form says so.
 */
export function HackathonFormDialog({ hackathon, open, onOpenChange }: HackathonFormDialogProps) {
  const suggests = !changesApplyAtOnce(useCurrentUser().role)
  const { form, editing, dialogProps } = useEntityFormDialog({
    entity: hackathon,
    open,
    onOpenChange,
    toValues: toFormValues,
    create: useCreateHackathon(),
    update: useUpdateHackathon(),
    toCreateBody: toBody,
    toUpdateBody: toBody,
  })
  const { register, formState, getValues, setValue, watch } = form
  const { errors } = formState
  const series = useQuery({ ...seriesOptionsQuery(), enabled: open })

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? HACKATHON_TEXTS.editTitle : HACKATHON_TEXTS.addTitle}
      submitLabel={suggests ? HACKATHON_TEXTS.submitForReview : 'Save'}
      size="lg"
      footerNote={
        suggests && (
          <Text fontSize="sm" color="fg.muted" me="auto">
            {HACKATHON_TEXTS.suggestionNote}
          </Text>
        )
      }
    >
      <FormField label={HACKATHON_FIELDS.name} error={errors.name} required>
        <Input {...register('name', HACKATHON_RULES.name)} />
      </FormField>
      <FormField label={HACKATHON_FIELDS.url} error={errors.url} required>
        <Input type="url" placeholder="https://" {...register('url', HACKATHON_RULES.url)} />
        <UrlAutofill url={watch('url')} onFound={(found) => fillEmptyFields(form, found)} />
      </FormField>
      <FormField label={HACKATHON_FIELDS.description} error={errors.description}>
        <Textarea rows={3} {...register('description', HACKATHON_RULES.description)} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={HACKATHON_FIELDS.start_date} error={errors.start_date} required>
          <Input type="datetime-local" {...register('start_date', HACKATHON_RULES.start_date)} />
        </FormField>
        <FormField label={HACKATHON_FIELDS.end_date} error={errors.end_date} required>
          <Input
            type="datetime-local"
            {...register(
              'end_date',
              endDateRules(() => getValues('start_date')),
            )}
          />
        </FormField>
      </SimpleGrid>
      <FormField label={HACKATHON_FIELDS.location} error={errors.location}>
        <Input {...register('location', HACKATHON_RULES.location)} />
      </FormField>
      <FormField label={HACKATHON_FIELDS.image} error={errors.image}>
        <ImageField
          registration={register('image', HACKATHON_RULES.image)}
          value={watch('image')}
          invalid={!!errors.image}
          onUploaded={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
        />
      </FormField>
      <FormField label={HACKATHON_FIELDS.series_id} error={errors.series_id}>
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
