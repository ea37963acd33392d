import { Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { mayPublishImports } from '../../../../common/policy'
import {
  SOURCE_KIND_LABELS,
  SOURCE_KINDS,
  SOURCE_LIMITS,
  SOURCE_TRUST_LABELS,
  SOURCE_TRUSTS,
} from '../../../../common/sources'
import type { SourcePreview, SourcePublic } from '../../../client/types.gen'
import { FormDialog, useEntityFormDialog } from '../../../components/FormDialog'
import { TimeZonePicker } from '../../../components/TimeZonePicker'
import { FormField } from '../../../components/ui/form-field'
import { seriesOptionsQuery } from '../../../entities/series/queries'
import { useCurrentUser } from '../../../entities/session/hooks'
import { useCreateSource, usePreviewSource, useUpdateSource } from '../mutations'
import {
  previewKey,
  type SourceFormValues,
  sourceRules,
  toCreateBody,
  toFormValues,
  toPreviewBody,
  toUpdateBody,
} from '../sourceForm'
import { includeHelp, SOURCE_FORM_TEXTS, SOURCES_TEXTS } from '../texts'
import { PreviewItems } from './PreviewItems'
import { RunReport } from './RunReport'

interface SourceFormDialogProps {
  /** The source to edit; omitted to add one. */
  source?: SourcePublic
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Add and Edit of a source, in two steps: the form, then a preview of what a run would do with each
 * event (read now, nothing stored), then Save. The submit button previews while the reading
 * (kind, address, include words, zone) has no preview yet; once it has, it saves. Editing only the
 * name, series, trust or interval saves without one.
 */
export function SourceFormDialog({ source, open, onOpenChange }: SourceFormDialogProps) {
  const { role } = useCurrentUser()
  const mayPublish = mayPublishImports(role)
  const updateBody = useMemo(() => toUpdateBody(source), [source])
  const { form, editing, dialogProps } = useEntityFormDialog({
    entity: source,
    open,
    onOpenChange,
    toValues: toFormValues,
    create: useCreateSource(),
    update: useUpdateSource(),
    toCreateBody,
    toUpdateBody: updateBody,
  })
  const preview = usePreviewSource()
  const [previewed, setPreviewed] = useState<{ key: string; report: SourcePreview } | null>(null)
  const series = useQuery({ ...seriesOptionsQuery(), enabled: open })
  const { register, formState, watch } = form
  const rules = sourceRules()
  const { errors } = formState
  const values = watch()
  const key = previewKey(values)
  const savedKey = source ? previewKey(toFormValues(source)) : null
  const needsPreview = key !== savedKey && previewed?.key !== key
  const stale = previewed !== null && previewed.key !== key

  const onSubmit = (submitted: SourceFormValues) => {
    if (!needsPreview) return dialogProps.onSubmit(submitted)
    const submittedKey = previewKey(submitted)
    preview.mutate(
      { body: toPreviewBody(submitted) },
      { onSuccess: (report) => setPreviewed({ key: submittedKey, report }) },
    )
  }
  const onOpenChangeAndForget = (isOpen: boolean) => {
    if (!isOpen) setPreviewed(null)
    dialogProps.onOpenChange(isOpen)
  }

  return (
    <FormDialog
      {...dialogProps}
      onOpenChange={onOpenChangeAndForget}
      onSubmit={onSubmit}
      isPending={dialogProps.isPending || preview.isPending}
      title={editing ? SOURCES_TEXTS.editTitle : SOURCES_TEXTS.addTitle}
      description={SOURCE_FORM_TEXTS.previewNeeded}
      submitLabel={
        needsPreview ? (stale ? SOURCE_FORM_TEXTS.previewAgain : SOURCE_FORM_TEXTS.preview) : SOURCE_FORM_TEXTS.save
      }
      size="lg"
    >
      <FormField label={SOURCE_FORM_TEXTS.name} error={errors.name} required>
        <Input {...register('name', rules.name)} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={SOURCE_FORM_TEXTS.kind} error={errors.kind} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('kind')}>
              {SOURCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {SOURCE_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={SOURCE_FORM_TEXTS.series} error={errors.series_id}>
          <NativeSelect.Root disabled={series.isPending}>
            <NativeSelect.Field {...register('series_id')}>
              <option value="">{SOURCE_FORM_TEXTS.noSeries}</option>
              {series.data?.data.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <FormField label={SOURCE_FORM_TEXTS.url} error={errors.url} required helperText={SOURCE_FORM_TEXTS.urlHelp}>
        <Input type="url" placeholder="https://" {...register('url', rules.url)} />
      </FormField>
      <FormField
        label={SOURCE_FORM_TEXTS.trust}
        error={errors.trust}
        helperText={mayPublish ? undefined : SOURCE_FORM_TEXTS.trustHelp}
      >
        <NativeSelect.Root>
          <NativeSelect.Field {...register('trust')}>
            {SOURCE_TRUSTS.filter((trust) => trust === 'review' || mayPublish || source?.trust === trust).map(
              (trust) => (
                <option key={trust} value={trust}>
                  {SOURCE_TRUST_LABELS[trust]}
                </option>
              ),
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={SOURCE_FORM_TEXTS.include} error={errors.include} helperText={includeHelp()}>
        <Input {...register('include', rules.include)} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TimeZonePicker
          control={form.control}
          name="default_timezone"
          rules={rules.default_timezone}
          label={SOURCE_FORM_TEXTS.zone}
          helperText={SOURCE_FORM_TEXTS.zoneHelp}
        />
        <FormField label={SOURCE_FORM_TEXTS.interval} error={errors.interval_hours} required>
          <Input
            type="number"
            inputMode="numeric"
            min={SOURCE_LIMITS.intervalMinHours}
            max={SOURCE_LIMITS.intervalMaxHours}
            {...register('interval_hours', rules.interval_hours)}
          />
        </FormField>
      </SimpleGrid>
      {previewed && (
        <Stack as="section" aria-label={SOURCE_FORM_TEXTS.previewTitle} gap="3" borderTopWidth="1px" pt="4">
          <Text fontWeight="semibold">{SOURCE_FORM_TEXTS.previewTitle}</Text>
          {stale && <Text color="orange.fg">{SOURCE_FORM_TEXTS.previewStale}</Text>}
          <RunReport report={previewed.report} />
          {previewed.report.items.length === 0 && !previewed.report.error ? (
            <Text color="fg.muted">{SOURCE_FORM_TEXTS.previewEmpty}</Text>
          ) : (
            <PreviewItems items={previewed.report.items} />
          )}
        </Stack>
      )}
    </FormDialog>
  )
}
