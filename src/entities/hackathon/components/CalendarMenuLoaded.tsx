import { Button, Menu, Portal } from '@chakra-ui/react'
import { FiDownload, FiExternalLink } from 'react-icons/fi'
import { apiBase } from '../../../lib/api'
import { type CalendarEvent, googleCalendarUrl, hackathonCalendarPath, outlookCalendarUrl } from '../calendar'
import { CALENDAR_TEXTS, SCHEDULE_TEXTS } from '../texts'
import { CalendarLabel } from './CalendarLabel'

/** "Add to calendar": the hackathon's .ics file, or a new event in Google Calendar or Outlook. */
export default function CalendarMenuLoaded({
  id,
  event,
  defaultOpen = false,
}: {
  id: string
  event: CalendarEvent
  /** Opened as it mounts: its stand-in was pressed before the menu had loaded. */
  defaultOpen?: boolean
}) {
  const external = [
    { value: 'google', label: CALENDAR_TEXTS.google, href: googleCalendarUrl(event) },
    { value: 'outlook', label: CALENDAR_TEXTS.outlook, href: outlookCalendarUrl(event) },
  ]
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button variant="outline">
          <CalendarLabel />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="ics" asChild>
              <a href={`${apiBase()}${hackathonCalendarPath(id)}`} download>
                <FiDownload aria-hidden /> {CALENDAR_TEXTS.download}
              </a>
            </Menu.Item>
            {external.map((item) => (
              <Menu.Item key={item.value} value={item.value} asChild>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${item.label} (${SCHEDULE_TEXTS.opensInNewTab})`}
                >
                  <FiExternalLink aria-hidden /> {item.label}
                </a>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
