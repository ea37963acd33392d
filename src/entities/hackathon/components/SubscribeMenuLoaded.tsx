import { Button, Menu, Portal } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { lazy, type MouseEvent, Suspense, useState } from 'react'
import { FiCode, FiCopy, FiRss, FiSend } from 'react-icons/fi'
import { apiBase } from '../../../lib/api'
import { type CalendarFilters, calendarSubscription } from '../calendar'
import type { HomeFilters } from '../homeSearch'
import { CALENDAR_TEXTS, EMBED_DIALOG_TEXTS } from '../texts'
import { copyLink } from './ShareButton'
import { SubscribeLabel } from './SubscribeLabel'

// The snippets and the preview load when asked for, not with the menu.
const EmbedDialog = lazy(() => import('./EmbedDialog'))

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
 * opened in the calendar app (`webcal://`) or copied as an https link to paste into one; with `embed`,
 * "Embed this list" for other sites; then
 * `moreItems`, links to the app's pages that follow them otherwise.
 */
export default function SubscribeMenuLoaded({
  filters,
  embed,
  moreItems = [],
  defaultOpen = false,
}: {
  filters: CalendarFilters
  /** The list's filters as the homepage holds them: with them, "Embed this list" offers the list for other sites. */
  embed?: HomeFilters
  moreItems?: readonly SubscribeMenuLink[]
  /** Opened as it mounts: its stand-in was pressed before the menu had loaded. */
  defaultOpen?: boolean
}) {
  const navigate = useNavigate()
  const [embedding, setEmbedding] = useState(false)
  // Mounted when first opened, then kept, so that it closes with its animation and hands focus back.
  const [embedOpened, setEmbedOpened] = useState(false)
  const origin = new URL(apiBase() || '/', window.location.href).origin
  const subscription = calendarSubscription(filters, origin)
  return (
    <>
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
              {embed && (
                <Menu.Item
                  value="embed"
                  onSelect={() => {
                    setEmbedOpened(true)
                    setEmbedding(true)
                  }}
                >
                  <FiCode aria-hidden /> {EMBED_DIALOG_TEXTS.menuItem}
                </Menu.Item>
              )}
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
      {embed && embedOpened && (
        <Suspense fallback={null}>
          <EmbedDialog open={embedding} onOpenChange={setEmbedding} filters={embed} origin={origin} />
        </Suspense>
      )}
    </>
  )
}
