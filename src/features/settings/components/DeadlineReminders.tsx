import { Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useCurrentUser } from '../../../entities/session/hooks'
import { useSetDeadlineReminders } from '../mutations'
import { SETTINGS_TEXTS } from '../texts'

const TEXTS = SETTINGS_TEXTS.reminders

/**
 * The switch of the e-mail 72 hours before a saved hackathon's registration closes. While the change
 * is saved it shows the choice and waits; a refused change shows its error and the stored value.
 * The choice is shown from the click itself: a change refused at once must still move the switch
 * back, and the switch follows only a value that changes.
 */
export function DeadlineReminders() {
  const { user } = useCurrentUser()
  const update = useSetDeadlineReminders()
  const [choice, setChoice] = useState<boolean>()
  const checked = choice ?? user?.deadline_reminders
  const choose = (on: boolean) => {
    setChoice(on)
    update.mutate({ body: { deadline_reminders: on } }, { onSettled: () => setChoice(undefined) })
  }
  return (
    <Stack gap="3" maxW="md" as="section" aria-labelledby="reminders-heading">
      <Heading as="h2" size="md" id="reminders-heading">
        {TEXTS.title}
      </Heading>
      {!user ? (
        <Skeleton h="6" />
      ) : (
        <Switch.Root
          checked={checked === true}
          disabled={update.isPending}
          aria-busy={update.isPending}
          onCheckedChange={({ checked }) => choose(checked)}
        >
          <Switch.HiddenInput aria-describedby="reminders-description" />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{TEXTS.label}</Switch.Label>
        </Switch.Root>
      )}
      <Text id="reminders-description" color="fg.muted" fontSize="sm">
        {TEXTS.description} {user && !user.email_verified && TEXTS.unverified}
      </Text>
    </Stack>
  )
}
