import { Button, Dialog, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { DialogCancel, DialogFrame } from './DialogFrame'
import { DIALOG_TEXTS } from './texts'

interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title?: string
  children: ReactNode
  confirmLabel?: string
  onConfirm: () => void
  isPending: boolean
}

/** The one confirmation for every destructive action: nothing is deleted without it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = DIALOG_TEXTS.confirmTitle,
  children,
  confirmLabel = DIALOG_TEXTS.delete,
  onConfirm,
  isPending,
}: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={title} role="alertdialog">
      <Dialog.Body>
        <Text as="div">{children}</Text>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <DialogCancel disabled={isPending} />
        <Button colorPalette="red" onClick={onConfirm} loading={isPending} disabled={isPending}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  )
}
