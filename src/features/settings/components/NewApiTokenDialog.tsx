import { Alert, Button, Dialog, Field, Input, Stack } from '@chakra-ui/react'
import { FiCopy } from 'react-icons/fi'
import type { ApiTokenCreated } from '../../../client/types.gen'
import { DialogFrame } from '../../../components/DialogFrame'
import { showError, showSuccess } from '../../../lib/toasts'
import { SETTINGS_TEXTS } from '../texts'

const TEXTS = SETTINGS_TEXTS.apiTokens

async function copyToken(token: string) {
  try {
    await navigator.clipboard.writeText(token)
    showSuccess(TEXTS.copied)
  } catch {
    showError(undefined, TEXTS.copyFailed)
  }
}

/**
 * The token just made, shown this once: the server keeps only its hash. Closing the dialog drops
 * it from the page's memory too (the caller forgets `created`), so nothing can show it again.
 */
export function NewApiTokenDialog({ created, onClose }: { created: ApiTokenCreated | null; onClose: () => void }) {
  return (
    <DialogFrame
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title={TEXTS.createdTitle}
      role="alertdialog"
    >
      <Dialog.Body>
        {created && (
          <Stack gap="4">
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{TEXTS.createdWarning}</Alert.Title>
            </Alert.Root>
            <Field.Root>
              <Field.Label>{TEXTS.tokenLabel({ name: created.name })}</Field.Label>
              <Input
                value={created.token}
                readOnly
                fontFamily="mono"
                fontSize="sm"
                onFocus={(event) => event.currentTarget.select()}
              />
            </Field.Root>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        <Button variant="outline" onClick={() => created && copyToken(created.token)}>
          <FiCopy aria-hidden /> {TEXTS.copy}
        </Button>
        <Button onClick={onClose}>{TEXTS.done}</Button>
      </Dialog.Footer>
    </DialogFrame>
  )
}
