import type { ReactNode } from 'react'
import type { IconType } from 'react-icons'
import { FiCalendar, FiClock } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { describeSchedule, viewerTimeZone } from '../../../lib/dates'
import { SCHEDULE_TEXTS, scheduleHint } from '../texts'

/**
 * A line of a card's or a hackathon page's facts: an icon that keeps its size, and text that wraps
 * beside it. Plain elements styled by `factStyles` (`cardLayout.ts`) on an ancestor: a card shows up
 * to four of them, and as Chakra components each resolved and hashed its styles again at every render.
 */
export function Fact({ icon: FactIcon, title, children }: { icon: IconType; title?: string; children: ReactNode }) {
  return (
    <div className="fact" title={title}>
      <FactIcon focusable="false" aria-hidden="true" />
      <div className="fact-text">{children}</div>
    </div>
  )
}

interface ScheduleFactsProps {
  hackathon: Pick<HackathonPublic, 'start_date' | 'end_date' | 'timezone' | 'attendance_mode'>
  now: Date
  /** The viewer's IANA zone; the browser's by default. */
  timeZone?: string
}

/**
 * When a hackathon is, as its card and its page say it: the viewer's days with where it stands, and
 * the times, beside the venue's when its clock differs.
 */
export function ScheduleFacts({ hackathon, now, timeZone }: ScheduleFactsProps) {
  const mode = hackathon.attendance_mode
  const schedule = describeSchedule(
    hackathon.start_date,
    hackathon.end_date,
    { now, timeZone: timeZone ?? viewerTimeZone() },
    { zone: hackathon.timezone, atVenue: mode === 'in_person' || mode === 'hybrid' },
  )
  return (
    <>
      <Fact icon={FiCalendar}>
        <time dateTime={hackathon.start_date}>{schedule.days}</time>
        <span className="fact-hint">
          {' · '}
          {scheduleHint(schedule.hint)}
        </span>
      </Fact>
      {schedule.times && (
        <Fact
          icon={FiClock}
          title={[
            schedule.startOnly ? SCHEDULE_TEXTS.startsAt({ time: schedule.times }) : schedule.times,
            schedule.venueTimes && SCHEDULE_TEXTS.atVenue({ time: schedule.venueTimes }),
          ]
            .filter(Boolean)
            .join(' · ')}
        >
          <p>{schedule.startOnly ? SCHEDULE_TEXTS.startsAt({ time: schedule.times }) : schedule.times}</p>
          {schedule.venueTimes && <p>{SCHEDULE_TEXTS.atVenue({ time: schedule.venueTimes })}</p>}
        </Fact>
      )}
    </>
  )
}
