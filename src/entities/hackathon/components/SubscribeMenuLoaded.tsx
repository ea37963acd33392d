import { Button, Menu, Portal } from '@chakra-ui/react'
import { FiCopy, FiRss } from 'react-icons/fi'
import { apiBase } from '../../../lib/api'
import { type CalendarFilters, calendarSubscription } from '../calendar'
import { CALENDAR_TEXTS } from '../texts'
import { copyLink } from './ShareButton'
import { SubscribeLabel } from './SubscribeLabel'

/**
 * "Subscribe": the upcoming hackathons under `filters` as a calendar that keeps itself up to date,
 * opened in the calendar app (`webcal://`) or copied as an https link to paste into one.
 */
export default function SubscribeMenuLoaded({
  filters,
  defaultOpen = false,
}: {
  filters: CalendarFilters
  /** Opened as it mounts: its stand-in was pressed before the menu had loaded. */
  defaultOpen?: boolean
}) {
  const subscription = calendarSubscription(filters, new URL(apiBase() || '/', window.location.href).origin)
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <SubscribeLabel />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="webcal" asChild>
              <a href={subscription.webcal}>
                <FiRss aria-hidden /> {CALENDAR_TEXTS.subscribeApp}
              </a>
            </Menu.Item>
            <Menu.Item value="copy" onSelect={() => copyLink(subscription.https)}>
              <FiCopy aria-hidden /> {CALENDAR_TEXTS.copyLink}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
