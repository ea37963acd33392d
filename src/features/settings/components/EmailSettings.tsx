import { Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useCurrentUser } from '../../../entities/session/hooks'
import { useSetEmailSwitch } from '../mutations'
import { type EmailSwitchField, emailSwitchDescription, emailSwitchLabel, SETTINGS_TEXTS } from '../texts'

/**
 * One e-mail the account may turn off. While the change is saved it shows the choice and waits; a
 * refused change shows its error and the stored value. The choice is shown from the click itself: a
 * change refused at once must still move the switch back, and the switch follows only a value that
 * changes.
 */
function EmailSwitch({ field }: { field: EmailSwitchField }) {
  const { user } = useCurrentUser()
  const update = useSetEmailSwitch(field)
  const [choice, setChoice] = useState<boolean>()
  const descriptionId = useId()
  const checked = choice ?? user?.[field]
  const choose = (on: boolean) => {
    setChoice(on)
    update.mutate({ body: { [field]: on } }, { onSettled: () => setChoice(undefined) })
  }
  return (
    <Stack gap="1">
      {!user ? (
        <Skeleton h="6" />
      ) : (
        <Switch.Root
          checked={checked === true}
          disabled={update.isPending}
          aria-busy={update.isPending}
          onCheckedChange={({ checked }) => choose(checked)}
        >
          <Switch.HiddenInput aria-describedby={descriptionId} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{emailSwitchLabel(field)}</Switch.Label>
        </Switch.Root>
      )}
      <Text id={descriptionId} color="fg.muted" fontSize="sm">
        {emailSwitchDescription(field)} {user && !user.email_verified && SETTINGS_TEXTS.emails.unverified}
      </Text>
    </Stack>
  )
}

/** The e-mails the account gets besides those it asks for: each with its own switch, on by default. */
export function EmailSettings() {
  return (
    <Stack gap="4" maxW="md" as="section" aria-labelledby="emails-heading">
      <Heading as="h2" size="md" id="emails-heading">
        {SETTINGS_TEXTS.emails.title}
      </Heading>
      <EmailSwitch field="deadline_reminders" />
      <EmailSwitch field="suggestion_emails" />
    </Stack>
  )
}
