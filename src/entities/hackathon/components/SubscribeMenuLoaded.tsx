import { Button, Menu, Portal } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { FiCode, FiCopy, FiRss } from 'react-icons/fi'
import { apiBase } from '../../../lib/api'
import { type CalendarFilters, calendarSubscription } from '../calendar'
import type { HomeFilters } from '../homeSearch'
import { CALENDAR_TEXTS, EMBED_DIALOG_TEXTS } from '../texts'
import { copyLink } from './ShareButton'
import { SubscribeLabel } from './SubscribeLabel'

// The snippets and the preview load when asked for, not with the menu.
const EmbedDialog = lazy(() => import('./EmbedDialog'))

/**
 * "Subscribe": the upcoming hackathons under `filters` as a calendar that keeps itself up to date,
 * opened in the calendar app (`webcal://`) or copied as an https link to paste into one.
 */
export default function SubscribeMenuLoaded({
  filters,
  embed,
  defaultOpen = false,
}: {
  filters: CalendarFilters
  /** The list's filters as the homepage holds them: with them, "Embed this list" offers the list for other sites. */
  embed?: HomeFilters
  /** Opened as it mounts: its stand-in was pressed before the menu had loaded. */
  defaultOpen?: boolean
}) {
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
