import { Button, Dialog, Link, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { RevertSkipped } from '../../../client/types.gen'
import { DialogFrame } from '../../../components/DialogFrame'
import { HISTORY_TEXTS } from '../texts'

/**
 * What "Revert all by … since" had to leave as it was, each with the hackathon it is on and why,
 * so the moderator can fix those by hand. A toast would vanish before a list could be read.
 */
export function SkippedReverts({ skipped, onClose }: { skipped: readonly RevertSkipped[]; onClose: () => void }) {
  return (
    <DialogFrame
      open={skipped.length > 0}
      onOpenChange={(open) => !open && onClose()}
      title={HISTORY_TEXTS.skippedTitle({ count: skipped.length })}
      description={HISTORY_TEXTS.skippedDescription}
    >
      <Dialog.Body>
        <Stack as="ul" gap="3" listStyleType="none">
          {skipped.map((item) => (
            <li key={item.revision_id}>
              <Link asChild color="blue.fg" fontWeight="medium" overflowWrap="anywhere">
                <RouterLink to="/hackathons/$id" params={{ id: item.hackathon_id }} onClick={onClose}>
                  {item.hackathon_name}
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {item.detail}
              </Text>
            </li>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button>{HISTORY_TEXTS.skippedClose}</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </DialogFrame>
  )
}
