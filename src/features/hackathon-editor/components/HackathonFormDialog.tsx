import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ATTENDANCE_MODES, FIELD_LABELS, HACKATHON_FIELDS } from '../../../../common/hackathon-fields'
import { HACKATHON_LIST_MESSAGES } from '../../../../common/hackathon-list'
import { sameOrigin } from '../../../../common/organizers'
import { changesApplyAtOnce, HACKATHON_CHANGES_APPLY_ROLE } from '../../../../common/policy'
import type { HackathonCreate } from '../../../client/types.gen'
import { FormDialog, useEntityFormDialog } from '../../../components/FormDialog'
import { SpamGuardFields, useSpamGuard } from '../../../components/spam-guard/SpamGuard'
import type { SpamGuard } from '../../../components/spam-guard/types'
import { TimeZonePicker } from '../../../components/TimeZonePicker'
import { FormField } from '../../../components/ui/form-field'
import type { HackathonDialogProps } from '../../../entities/hackathon/formDialog'
import { ATTENDANCE_LABELS } from '../../../entities/hackathon/texts'
import { useIsOrganizer } from '../../../entities/organizers/queries'
import { seriesOptionsQuery } from '../../../entities/series/queries'
import { useCurrentUser } from '../../../entities/session/hooks'
import {
  duplicateCheck,
  endDateRules,
  fillEmptyFields,
  formZone,
  type HackathonFormValues,
  type HackathonPrefill,
  hackathonRules,
  toBody,
  toFormValues,
} from '../hackathonForm'
import { existingIdOf, useCreateHackathon, useUpdateHackathon } from '../mutations'
import { DUPLICATE_TEXTS, HACKATHON_FORM_TEXTS, WHERE_WHEN_FORM_TEXTS } from '../texts'
import { DuplicateWarning, ListedHackathonLink, usePossibleDuplicates } from './DuplicateWarning'
import { FactFields } from './FactFields'
import { ImageField } from './ImageField'
import { LocationField } from './LocationField'
import { UrlAutofill } from './UrlAutofill'

/** A save as the form dialog runs it. */
export interface Save<Variables> {
  mutate: (variables: Variables, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void
  isPending: boolean
}

/** A save that also reports a 409 for an address listed already, with the listed hackathon's id. */
function reportingConflicts<Variables>(save: Save<Variables>, onConflict: (existingId: string) => void) {
  return {
    isPending: save.isPending,
    mutate: (variables: Variables, options: { onSuccess: () => void }) =>
      save.mutate(variables, {
        ...options,
        onError: (error) => {
          const existingId = existingIdOf(error)
          if (existingId) onConflict(existingId)
        },
      }),
  }
}

/** A save whose body carries the spam guard's fields, awaited (solved in the background, or now) first. */
function withSpamGuard<Variables extends { body: HackathonCreate }>(save: Save<Variables>, guard: SpamGuard) {
  return {
    isPending: save.isPending,
    mutate: (variables: Variables, options: Parameters<Save<Variables>['mutate']>[1]) =>
      void guard
        .fields()
        .then((fields) => save.mutate({ ...variables, body: { ...variables.body, ...fields } }, options)),
  }
}

/**
 * Where the form saves instead of the hackathon itself, under its own words: an editor amending a
 * suggestion before accepting it fills the same form with what the suggestion proposes.
 */
export interface HackathonFormTarget {
  /** The id the save is sent for. */
  id: string
  values: HackathonPrefill
  title: string
  submitLabel: string
  save: Save<{ path: { id: string }; body: HackathonCreate }>
}

interface HackathonFormDialogProps extends HackathonDialogProps {
  /** Where the save goes instead of the hackathon (given, `hackathon` is the one a suggestion changes). */
  target?: HackathonFormTarget
}

/**
 * Add and Edit of a hackathon, under the same titles for every role. An editor's save changes the
 * hackathon, and so does that of one of its organisers; a user's (role 0) save is stored by the
 * server as a suggestion for review, and a line under the title says so.
 */
export function HackathonFormDialog({ hackathon, open, onOpenChange, target }: HackathonFormDialogProps) {
  // One of the hackathon's organisers saves at once, whatever their role, unless the url moves to
  // another site: their claim proved control of this one only.
  const organizer = useIsOrganizer(hackathon, open)
  const role = useCurrentUser().role
  const [conflictId, setConflictId] = useState<string>()
  // Called once a save has answered, when the form below exists.
  const onConflict = (existingId: string) => {
    setConflictId(existingId)
    form.setError('url', { type: 'conflict', message: HACKATHON_LIST_MESSAGES.alreadyListed }, { shouldFocus: true })
  }
  const updateHackathon = useUpdateHackathon()
  // A role-0 save is a suggestion, which the spam guard asks a solution for; an editor's is not.
  const guarded = role === undefined || role < HACKATHON_CHANGES_APPLY_ROLE
  const guard = useSpamGuard(guarded)
  const { form, editing, dialogProps } = useEntityFormDialog<
    HackathonPrefill & { id: string },
    HackathonFormValues,
    HackathonCreate,
    HackathonCreate
  >({
    entity: target ? { ...target.values, id: target.id } : hackathon,
    open,
    onOpenChange,
    toValues: toFormValues,
    create: reportingConflicts(withSpamGuard(useCreateHackathon(), guard), onConflict),
    update: reportingConflicts(withSpamGuard(target?.save ?? updateHackathon, guard), onConflict),
    toCreateBody: toBody,
    toUpdateBody: toBody,
  })
  const { register, formState, getValues, setValue, watch } = form
  const { errors } = formState
  const series = useQuery({ ...seriesOptionsQuery(), enabled: open })
  const [url, name, startDate, endDate, timezone] = watch(['url', 'name', 'start_date', 'end_date', 'timezone'])
  const movesToAnotherSite = hackathon !== undefined && Boolean(url) && !sameOrigin(url, hackathon.url)
  const suggests = !changesApplyAtOnce(role, organizer, movesToAnotherSite)
  const duplicates = usePossibleDuplicates(
    duplicateCheck({ url, name, start_date: startDate, end_date: endDate, timezone }, hackathon?.id),
    open,
  )
  const zone = formZone(timezone)

  return (
    <FormDialog
      {...dialogProps}
      title={target?.title ?? (editing ? HACKATHON_FORM_TEXTS.editTitle : HACKATHON_FORM_TEXTS.addTitle)}
      description={suggests && !target ? HACKATHON_FORM_TEXTS.reviewNote : undefined}
      submitLabel={target?.submitLabel ?? (suggests ? HACKATHON_FORM_TEXTS.submitForReview : undefined)}
      size="lg"
    >
      <FormField
        label={FIELD_LABELS.url}
        error={errors.url}
        required
        errorAction={
          errors.url?.type === 'conflict' &&
          conflictId && (
            <ListedHackathonLink hackathon={{ id: conflictId }}>{DUPLICATE_TEXTS.openListed}</ListedHackathonLink>
          )
        }
      >
        <Input type="url" placeholder="https://" {...register('url', hackathonRules('url'))} />
        <UrlAutofill url={url} onFound={(found) => fillEmptyFields(form, found)} />
      </FormField>
      <DuplicateWarning duplicates={duplicates} />
      <FormField label={FIELD_LABELS.name} error={errors.name} required>
        <Input {...register('name', hackathonRules('name'))} />
      </FormField>
      <FormField label={FIELD_LABELS.description} error={errors.description}>
        <Textarea rows={3} {...register('description', hackathonRules('description'))} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={FIELD_LABELS.attendance_mode} error={errors.attendance_mode}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('attendance_mode')}>
              <option value="">{WHERE_WHEN_FORM_TEXTS.notSet}</option>
              {ATTENDANCE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {ATTENDANCE_LABELS[mode]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <TimeZonePicker
          control={form.control}
          name="timezone"
          rules={hackathonRules('timezone')}
          label={FIELD_LABELS.timezone}
          helperText={WHERE_WHEN_FORM_TEXTS.timezoneHelp}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField
          label={WHERE_WHEN_FORM_TEXTS.inZone({ label: FIELD_LABELS.start_date, zone })}
          error={errors.start_date}
          required
        >
          <Input type="datetime-local" {...register('start_date', hackathonRules('start_date'))} />
        </FormField>
        <FormField
          label={WHERE_WHEN_FORM_TEXTS.inZone({ label: FIELD_LABELS.end_date, zone })}
          error={errors.end_date}
          required
        >
          <Input
            type="datetime-local"
            {...register(
              'end_date',
              endDateRules(() => getValues('start_date')),
            )}
          />
        </FormField>
      </SimpleGrid>
      <LocationField form={form} />
      <FormField label={FIELD_LABELS.image} error={errors.image}>
        <ImageField
          registration={register('image', hackathonRules('image'))}
          value={watch('image')}
          invalid={!!errors.image}
          onUploaded={(url) => setValue('image', url, { shouldDirty: true, shouldValidate: true })}
        />
      </FormField>
      <FormField label={FIELD_LABELS.series_id} error={errors.series_id}>
        <NativeSelect.Root disabled={series.isPending}>
          <NativeSelect.Field {...register('series_id')}>
            <option value="">{HACKATHON_FORM_TEXTS.noSeries}</option>
            {series.data?.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={FIELD_LABELS.cancelled} error={errors.cancelled}>
        {/* Both answers in words: an unset value reads as taking place, as the API stores it. */}
        <NativeSelect.Root>
          <NativeSelect.Field {...register('cancelled')}>
            <option value="false">{HACKATHON_FIELDS.cancelled.type.no}</option>
            <option value="true">{HACKATHON_FIELDS.cancelled.type.yes}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FactFields form={form} zone={zone} />
      {guarded && <SpamGuardFields guard={guard} />}
    </FormDialog>
  )
}
