/**
 * The homepage's date filters as instants: a preset (`when`) or custom days (`from`, `to`), read
 * in the local calendar of whoever computes them (the viewer's browser, or the server for a list
 * it writes itself, which knows no viewer's zone).
 */

/**
 * The homepage's date range shortcuts, in the order the select lists them: live now, this weekend,
 * from today to the end of this week, thirty days on, the end of this month, the whole of next
 * month, or three months on.
 */
export const DATE_PRESETS = ['live', 'weekend', 'week', '30days', 'month', 'nextmonth', '3months'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A `YYYY-MM-DD` day as a local date, or undefined when it is not a real calendar day. */
export function localDay(value: string): Date | undefined {
  const match = DAY.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(year, month - 1, day)
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())
const endOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999)
const daysInMonth = (year: number, month: number) => new Date(year, month + 1, 0).getDate()

/** The same day `months` later, or that month's last day when it is shorter (Nov 30 + 3 = Feb 28). */
function addMonths(date: Date, months: number): Date {
  const year = date.getFullYear()
  const month = date.getMonth() + months
  return new Date(year, month, Math.min(date.getDate(), daysInMonth(year, month)))
}

/** The last day of the week of `date`, weeks running Monday to Sunday (ISO 8601). */
function endOfWeek(date: Date): Date {
  const daysToSunday = (7 - date.getDay()) % 7
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + daysToSunday)
}

/** How many days from a Friday to the Sunday after it, and back: a hackathon weekend starts on Friday. */
const FRIDAY_TO_SUNDAY = 2

/** The day `days` days after `date`, by the calendar (a DST change moves nothing). */
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)

export interface DateFilters {
  when?: DatePreset
  from?: string
  to?: string
}

export interface StartRange {
  start_from?: string
  start_to?: string
}

/**
 * The filters' date range as the instants `start_from` and `start_to` of GET /hackathons/, both
 * inclusive, in the local time zone: a day starts at local midnight and ends at 23:59:59.999.
 * "This week" is today to Sunday, "this month" today to the month's last day, "next month" the
 * first to the last day of the month after this one, "next three months" today to the same day
 * three months on, "next 30 days" today and the 30 after it. "This weekend"
 * is this week's Friday to Sunday (hackathons start on Friday evenings): on a Saturday, Friday's
 * are still in it. "Live now" is every hackathon started by now (the list asks only for those not
 * yet ended). Built from local calendar fields, so a DST change inside the range moves nothing.
 */
export function startRange(filters: DateFilters, now: Date = new Date()): StartRange {
  const today = startOfDay(now)
  const range = (from?: Date, to?: Date): StartRange => ({
    ...(from && { start_from: from.toISOString() }),
    ...(to && { start_to: endOfDay(to).toISOString() }),
  })
  switch (filters.when) {
    case 'live':
      return { start_to: now.toISOString() }
    case 'weekend': {
      const sunday = endOfWeek(today)
      return range(addDays(sunday, -FRIDAY_TO_SUNDAY), sunday)
    }
    case '30days':
      return range(today, addDays(today, 30))
    case 'week':
      return range(today, endOfWeek(today))
    case 'month':
      return range(today, new Date(today.getFullYear(), today.getMonth() + 1, 0))
    case 'nextmonth':
      return range(
        new Date(today.getFullYear(), today.getMonth() + 1, 1),
        new Date(today.getFullYear(), today.getMonth() + 2, 0),
      )
    case '3months':
      return range(today, addMonths(today, 3))
    default: {
      const from = filters.from ? localDay(filters.from) : undefined
      const to = filters.to ? localDay(filters.to) : undefined
      return range(from, to)
    }
  }
}
