import { Button, Menu, Portal } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { FiCopy, FiRss, FiSend } from 'react-icons/fi'
import { apiBase } from '../../../lib/api'
import { type CalendarFilters, calendarSubscription } from '../calendar'
import { CALENDAR_TEXTS } from '../texts'
import { copyLink } from './ShareButton'
import { SubscribeLabel } from './SubscribeLabel'

/** A page of the app that follows the same hackathons another way (a webhook, say). */
export interface SubscribeMenuLink {
  value: string
  label: string
  /** The app's address of the page, from its root: `/settings?tab=...`. */
  href: string
}

/** A plain click opens the page in place; a modified one (a new tab, say) is left to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * "Subscribe": the upcoming hackathons under `filters` as a calendar that keeps itself up to date,
 * opened in the calendar app (`webcal://`) or copied as an https link to paste into one; then
 * `moreItems`, links to the app's pages that follow them otherwise.
 */
export default function SubscribeMenuLoaded({
  filters,
  moreItems = [],
  defaultOpen = false,
}: {
  filters: CalendarFilters
  moreItems?: readonly SubscribeMenuLink[]
  /** Opened as it mounts: its stand-in was pressed before the menu had loaded. */
  defaultOpen?: boolean
}) {
  const navigate = useNavigate()
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
            {moreItems.map((item) => (
              <Menu.Item key={item.value} value={item.value} asChild>
                <a
                  href={item.href}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return
                    event.preventDefault()
                    void navigate({ href: item.href })
                  }}
                >
                  <FiSend aria-hidden /> {item.label}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
