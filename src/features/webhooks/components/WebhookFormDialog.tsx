import {
  Alert,
  Button,
  Checkbox,
  Code,
  Dialog,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { FiCopy } from 'react-icons/fi'
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_KINDS,
  type WebhookEvent,
} from '../../../../common/webhooks'
import type { WebhookPublic } from '../../../client/types.gen'
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame'
import { FormField } from '../../../components/ui/form-field'
import {
  ModeSelect,
  MoreFiltersButton,
  RegistrationSelect,
  SeriesSelect,
  ThemesSelect,
} from '../../../entities/hackathon/components/filters/FilterControls'
import { NearMe } from '../../../entities/hackathon/components/filters/NearMe'
import type { HomeFilters } from '../../../entities/hackathon/homeSearch'
import { showError, showSuccess } from '../../../lib/toasts'
import { useCreateWebhook, useUpdateWebhook } from '../mutations'
import { WEBHOOK_TEXTS } from '../texts'
import { toCreateBody, toFormValues, toUpdateBody, type WebhookFormValues, webhookRules } from '../webhookForm'

/** Copies the secret and says so; a refused clipboard says that instead (the secret stays selectable). */
async function copySecret(secret: string) {
  try {
    await navigator.clipboard.writeText(secret)
    showSuccess(WEBHOOK_TEXTS.copied)
  } catch {
    showError(undefined, WEBHOOK_TEXTS.copyFailed)
  }
}

/** The new webhook's secret, shown this once, with its Copy button. */
function SecretShown({ secret }: { secret: string }) {
  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{WEBHOOK_TEXTS.secretIntro}</Alert.Description>
          </Alert.Root>
          <Stack gap="2">
            <Text fontWeight="medium" fontSize="sm">
              {WEBHOOK_TEXTS.secretLabel}
            </Text>
            <HStack align="start" gap="2">
              <Code
                aria-label={WEBHOOK_TEXTS.secretLabel}
                display="block"
                flex="1"
                minW="0"
                p="2"
                overflowWrap="anywhere"
                userSelect="all"
              >
                {secret}
              </Code>
              <Button variant="outline" size="sm" onClick={() => void copySecret(secret)}>
                <FiCopy aria-hidden /> {WEBHOOK_TEXTS.copy}
              </Button>
            </HStack>
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button>{WEBHOOK_TEXTS.done}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </>
  )
}

interface WebhookFormDialogProps {
  /** The webhook to edit; omitted to add one. */
  webhook?: WebhookPublic
  /** A new webhook's filters: the homepage search it was asked for from. */
  prefill?: HomeFilters
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Add and Edit of a webhook: its URL, its kind (fixed once made: a standard webhook's secret
 * belongs to it), the hackathons it sends (the homepage's own filter controls) and the events.
 * A new standard webhook's secret, which the API shows only in its answer, replaces the form in
 * the same dialog: swapping in a second dialog would hand focus back to the page in between,
 * which closes the new one as a click outside would. (The app's FormDialog has no such second
 * state, so this builds on the frame under it, as it does: validated on blur, Save pending once.)
 */
export function WebhookFormDialog({ webhook, prefill, open, onOpenChange }: WebhookFormDialogProps) {
  const form = useForm<WebhookFormValues>({ mode: 'onBlur', defaultValues: toFormValues(webhook, prefill) })
  const {
    register,
    control,
    reset,
    watch,
    formState: { errors },
  } = form
  const rules = webhookRules()
  const create = useCreateWebhook()
  const update = useUpdateWebhook()
  const pending = create.isPending || update.isPending
  // Filled as the dialog opens, not again while it is open: a refetch must not wipe what is typed.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open && !wasOpen.current) {
      reset(toFormValues(webhook, prefill))
      create.reset()
    }
    wasOpen.current = open
  }, [open, webhook, prefill, reset, create.reset])

  const close = () => onOpenChange(false)
  const onSubmit = (values: WebhookFormValues) => {
    if (pending || create.data?.secret) return
    if (webhook) update.mutate({ path: { id: webhook.id }, body: toUpdateBody(values) }, { onSuccess: close })
    else create.mutate({ body: toCreateBody(values) }, { onSuccess: (made) => !made.secret && close() })
  }
  const secret = create.data?.secret

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={secret ? WEBHOOK_TEXTS.secretTitle : webhook ? WEBHOOK_TEXTS.editTitle : WEBHOOK_TEXTS.addTitle}
      size="lg"
      // A form throughout, the secret shown too: another element would remount the dialog's content.
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {secret ? (
        <SecretShown secret={secret} />
      ) : (
        <>
          <Dialog.Body>
            <Stack gap="5">
              <FormField label={WEBHOOK_TEXTS.url} error={errors.url} helperText={WEBHOOK_TEXTS.urlHelp} required>
                <Input type="url" placeholder="https://" {...register('url', rules.url)} />
              </FormField>
              <FormField label={WEBHOOK_TEXTS.kind} helperText={WEBHOOK_TEXTS.kindHelp[webhook?.kind ?? watch('kind')]}>
                <NativeSelect.Root>
                  {/* Fixed once made: an edit does not send it. */}
                  <NativeSelect.Field {...register('kind', { disabled: webhook !== undefined })}>
                    {WEBHOOK_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {WEBHOOK_KIND_LABELS[kind]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <Fieldset.Root>
                <Fieldset.Legend>{WEBHOOK_TEXTS.filters}</Fieldset.Legend>
                <Fieldset.HelperText>{WEBHOOK_TEXTS.filtersHelp}</Fieldset.HelperText>
                <Stack gap="3" mt="2">
                  <FormField label={WEBHOOK_TEXTS.search} error={errors.q} helperText={WEBHOOK_TEXTS.searchHelp}>
                    <Input type="search" {...register('q', rules.q)} />
                  </FormField>
                  <Controller
                    control={control}
                    name="filters"
                    render={({ field }) => {
                      const props = {
                        filters: field.value,
                        onChange: (change: Partial<HomeFilters>) => field.onChange({ ...field.value, ...change }),
                      }
                      return (
                        <HStack gap="3" wrap="wrap" align="end">
                          <ThemesSelect {...props} />
                          <RegistrationSelect {...props} />
                          <ModeSelect {...props} />
                          <SeriesSelect {...props} />
                          <NearMe {...props} />
                          <MoreFiltersButton {...props} />
                        </HStack>
                      )
                    }}
                  />
                </Stack>
              </Fieldset.Root>
              <Controller
                control={control}
                name="events"
                rules={rules.events}
                render={({ field, fieldState }) => (
                  <Fieldset.Root invalid={fieldState.error !== undefined}>
                    <Fieldset.Legend>{WEBHOOK_TEXTS.events}</Fieldset.Legend>
                    <Stack gap="2" mt="2">
                      {WEBHOOK_EVENTS.map((event) => (
                        <Checkbox.Root
                          key={event}
                          checked={field.value.includes(event)}
                          onCheckedChange={({ checked }) =>
                            field.onChange(
                              checked === true
                                ? [...field.value, event]
                                : field.value.filter((chosen: WebhookEvent) => chosen !== event),
                            )
                          }
                        >
                          <Checkbox.HiddenInput onBlur={field.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>{WEBHOOK_EVENT_LABELS[event]}</Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Stack>
                    {fieldState.error && <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>}
                  </Fieldset.Root>
                )}
              />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer gap="3">
            <DialogCancel disabled={pending} />
            <Button type="submit" loading={pending} disabled={pending}>
              {WEBHOOK_TEXTS.save}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </DialogFrame>
  )
}
