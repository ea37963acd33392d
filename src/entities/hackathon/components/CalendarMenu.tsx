import { Button, Menu, Portal } from '@chakra-ui/react'
import { FiCalendar, FiChevronDown, FiDownload, FiExternalLink } from 'react-icons/fi'
import { client } from '../../../client/client.gen'
import { type CalendarEvent, googleCalendarUrl, hackathonCalendarPath, outlookCalendarUrl } from '../calendar'
import { CALENDAR_TEXTS, SCHEDULE_TEXTS } from '../texts'

/** The API's base, as the generated client calls it: '' when the API is served with the page. */
export const apiBase = () => client.getConfig().baseURL ?? ''

/** "Add to calendar": the hackathon's .ics file, or a new event in Google Calendar or Outlook. */
export function CalendarMenu({ id, event }: { id: string; event: CalendarEvent }) {
  const external = [
    { value: 'google', label: CALENDAR_TEXTS.google, href: googleCalendarUrl(event) },
    { value: 'outlook', label: CALENDAR_TEXTS.outlook, href: outlookCalendarUrl(event) },
  ]
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline">
          <FiCalendar aria-hidden /> {CALENDAR_TEXTS.add} <FiChevronDown aria-hidden />
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
