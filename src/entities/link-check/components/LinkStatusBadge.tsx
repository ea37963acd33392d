import type { HackathonPublic } from '../../../client/types.gen'
import { PaletteBadge } from '../../../components/plain/PaletteBadge'
import { formatDateTime } from '../../../lib/dates'
import { LINK_STATUS_LABELS } from '../texts'

const COLORS = { unknown: 'gray', ok: 'green', unreachable: 'red' } as const

/** The management table's link status, with the last check's time as its title. */
export function LinkStatusBadge({
  hackathon,
}: {
  hackathon: Pick<HackathonPublic, 'link_status' | 'link_checked_at'>
}) {
  return (
    <PaletteBadge
      palette={COLORS[hackathon.link_status]}
      title={hackathon.link_checked_at ? formatDateTime(hackathon.link_checked_at) : undefined}
    >
      {LINK_STATUS_LABELS[hackathon.link_status]}
    </PaletteBadge>
  )
}
