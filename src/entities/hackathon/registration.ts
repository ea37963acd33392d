import type { HackathonPublic } from '../../client/types.gen'
import { formatDays, viewerTimeZone } from '../../lib/dates'
import { REGISTRATION_TEXTS, registrationClosesSoon } from './texts'

type Registration = Pick<HackathonPublic, 'registration_status' | 'registration_deadline' | 'registration_opens_at'>

/**
 * Where a hackathon's registration stands, as a card's badge and an embedded list say it: "Apply
 * by Dec 7", "Registration closes in 2 days", "Registration opens Jan 3", "Registration closed";
 * null when the hackathon states no registration dates.
 */
export function registrationText(hackathon: Registration, now: Date, timeZone = viewerTimeZone()): string | null {
  const registration = hackathon.registration_status
  if (!registration) return null
  const deadline = hackathon.registration_deadline
  // The day alone, with its year only when it is not this one: "Apply by Dec 7".
  const day = (instant: string) => formatDays(instant, instant, { now, timeZone })
  if (registration === 'closing_soon' && deadline) return registrationClosesSoon(deadline, now)
  if (registration === 'open' && deadline) return REGISTRATION_TEXTS.applyBy({ date: day(deadline) })
  if (registration === 'opens_soon' && hackathon.registration_opens_at) {
    return REGISTRATION_TEXTS.opensOn({ date: day(hackathon.registration_opens_at) })
  }
  return registration === 'closed' ? REGISTRATION_TEXTS.closed : REGISTRATION_TEXTS.open
}
