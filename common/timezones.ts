/**
 * IANA time zones as this runtime knows them (`Europe/Berlin`). The server validates a hackathon's
 * zone against the list and the form offers it, so both accept the same names. `UTC` is added by
 * hand: some runtimes list only the `Etc/` spelling.
 */
let zones: ReadonlySet<string> | undefined

export function timeZones(): ReadonlySet<string> {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])
  return zones
}

export const isTimeZone = (zone: string) => timeZones().has(zone)

/** The message for a zone that is not in the list, from the API (422) and the form alike. */
export const UNKNOWN_TIME_ZONE = 'Unknown time zone: use an IANA name such as Europe/Berlin'
