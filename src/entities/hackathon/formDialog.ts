import type { HackathonPublic } from '../../client/types.gen'

/**
 * The hackathon form's dialog as the screens that open it take it: the editor feature's, which each
 * screen's route passes in, since a feature never imports another.
 */
export interface HackathonDialogProps {
  /** The hackathon to edit; omitted to add one. */
  hackathon?: HackathonPublic
  open: boolean
  onOpenChange: (open: boolean) => void
}
