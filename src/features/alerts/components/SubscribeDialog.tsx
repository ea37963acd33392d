import { Alert, Button, Dialog, HStack, Input, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERTS,
  type AlertFilters,
  type AlertFrequency,
  describeAlertFilters,
} from '../../../../common/alerts'
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame'
import { SpamGuardFields, useSpamGuard } from '../../../components/spam-guard/SpamGuard'
import { FormField } from '../../../components/ui/form-field'
import { nearestPlaceQuery } from '../../../entities/place/queries'
import { seriesQuery } from '../../../entities/series/queries'
import { useCurrentUser } from '../../../entities/session/hooks'
import { viewerTimeZone } from '../../../lib/dates'
import { loadingStatus } from '../../../lib/loadingStatus'
import { emailRules } from '../../../lib/validation'
import { useCreateAlert } from '../mutations'
import { ALERT_TEXTS } from '../texts'

interface Values {
  email: string
  frequency: AlertFrequency
}

/**
 * The filters in words, as the e-mails and "My alerts" will say them: the series by its name and
 * `near` by the city it is at. Until both names are in, a placeholder; a name that cannot be had
 * leaves the words the API would use without it.
 */
function FiltersInWords({ filters }: { filters: AlertFilters }) {
  const series = useQuery({ ...seriesQuery(filters.series ?? ''), enabled: filters.series !== undefined })
  const place = useQuery({ ...nearestPlaceQuery(filters.near ?? ''), enabled: filters.near !== undefined })
  const naming = series.isLoading || place.isLoading
  return (
    <Stack gap="1">
      <Text>{ALERT_TEXTS.whatYouGet}</Text>
      {naming ? (
        <Skeleton h="6" {...loadingStatus(ALERT_TEXTS.describing)} />
      ) : (
        <Text fontWeight="semibold">
          {describeAlertFilters(filters, { series: series.data?.name, place: place.data?.name })}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {ALERT_TEXTS.newOnly}
      </Text>
    </Stack>
  )
}

interface SubscribeDialogProps {
  /** The dialog's title: the label of the button that opened it. */
  title: string
  filters: AlertFilters
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Asks for e-mail alerts of the hackathons `filters` match: the filters in words, the address and
 * how often. A signed-in user is not asked for an address: the alerts go to their account's, so
 * "My alerts" in Settings lists them (an alert to another address would be out of their reach).
 * Once sent, the dialog says to check the inbox, where the link to confirm waits: in the dialog, not
 * a toast, as it is the one thing to do next and must not vanish after 5 s. (The app's FormDialog
 * has no such second state, so this builds on the frame under it.)
 */
export default function SubscribeDialog({ title, filters, open, onOpenChange }: SubscribeDialogProps) {
  const { user, isSignedIn } = useCurrentUser()
  const form = useForm<Values>({ mode: 'onBlur', defaultValues: { email: '', frequency: ALERTS.defaultFrequency } })
  const {
    register,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = form
  const create = useCreateAlert()
  const guard = useSpamGuard()
  const frequencyLabel = useId()

  const onSubmit = async ({ email, frequency }: Values) => {
    if (create.isPending || create.isSuccess) return
    create.mutate({
      body: {
        ...(isSignedIn ? {} : { email: email.trim() }),
        frequency,
        filters,
        timezone: viewerTimeZone(),
        ...(await guard.fields()),
      },
    })
  }

  // One dialog throughout: swapping in a second one would hand focus back to the page in between,
  // which closes the new one as a click outside would.
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={create.isSuccess ? ALERT_TEXTS.checkInbox : title}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      {create.isSuccess ? (
        <>
          <Dialog.Body>
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{create.data.message}</Alert.Title>
            </Alert.Root>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button>{ALERT_TEXTS.done}</Button>
            </Dialog.ActionTrigger>
          </Dialog.Footer>
        </>
      ) : (
        <>
          <Dialog.Body>
            <Stack gap="4">
              <FiltersInWords filters={filters} />
              {isSignedIn ? (
                user && <Text fontSize="sm">{ALERT_TEXTS.sentTo({ email: user.email })}</Text>
              ) : (
                <FormField label={ALERT_TEXTS.email} error={errors.email} helperText={ALERT_TEXTS.emailHelp} required>
                  <Input type="email" autoComplete="email" {...register('email', emailRules())} />
                </FormField>
              )}
              <Stack gap="2">
                <Text id={frequencyLabel} fontWeight="medium" fontSize="sm">
                  {ALERT_TEXTS.frequency}
                </Text>
                <Controller
                  control={control}
                  name="frequency"
                  render={({ field }) => (
                    <RadioGroup.Root
                      name={field.name}
                      value={field.value}
                      onValueChange={(event) => event.value && field.onChange(event.value)}
                      aria-labelledby={frequencyLabel}
                    >
                      <HStack gap="6">
                        {ALERT_FREQUENCIES.map((frequency) => (
                          <RadioGroup.Item key={frequency} value={frequency}>
                            <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{ALERT_FREQUENCY_LABELS[frequency]}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </HStack>
                    </RadioGroup.Root>
                  )}
                />
                <Text fontSize="sm" color="fg.muted">
                  {ALERT_TEXTS.frequencyHelp[watch('frequency')]}
                </Text>
              </Stack>
              <SpamGuardFields guard={guard} />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer gap="3">
            <DialogCancel disabled={create.isPending} />
            <Button type="submit" loading={create.isPending || isSubmitting} disabled={create.isPending}>
              {ALERT_TEXTS.subscribe}
            </Button>
          </Dialog.Footer>
        </>
      )}
    </DialogFrame>
  )
}
