const pad = (n: number) => String(n).padStart(2, '0')

/** An ISO instant as the value of a `datetime-local` input, in the viewer's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A `datetime-local` value (viewer's time zone) as an ISO instant in UTC. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString()
}

const dateTime = (timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone })

/** "Mar 3, 2027, 9:00 AM - Mar 5, 2027, 6:00 PM" in the viewer's time zone (or the one given). */
export function formatDateRange(start: string, end: string, timeZone?: string): string {
  const format = dateTime(timeZone)
  return `${format.format(new Date(start))} - ${format.format(new Date(end))}`
}

export function formatDate(value: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(new Date(value))
}

export function formatDateTime(value: string, timeZone?: string): string {
  return dateTime(timeZone).format(new Date(value))
}
