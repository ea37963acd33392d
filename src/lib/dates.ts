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
