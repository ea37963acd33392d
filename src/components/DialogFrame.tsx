import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { FormEventHandler, ReactNode } from 'react'
import { DIALOG_TEXTS } from './texts'

interface DialogFrameProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** A line under the title, read out with it when the dialog opens. */
  description?: ReactNode
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /** `alertdialog` for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog'
  /** Makes the dialog a form: Enter submits it. */
  onSubmit?: FormEventHandler<HTMLFormElement>
  /** The dialog's body and footer. */
  children: ReactNode
}

/**
 * The frame of every dialog: centred, focus trapped, Escape and the close button close it, and the
 * title names it for assistive technology. Its content mounts on opening and unmounts on closing
 * (Chakra's default), so what a dialog loads is asked for afresh each time it opens.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  role = 'dialog',
  onSubmit,
  children,
}: DialogFrameProps) {
  const content = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {description && (
        <Dialog.Description px="6" mt="-2" mb="2" color="fg.muted" fontSize="sm">
          {description}
        </Dialog.Description>
      )}
      {children}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={DIALOG_TEXTS.close} />
      </Dialog.CloseTrigger>
    </>
  )
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={size}
      role={role}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild>
              <form onSubmit={onSubmit} noValidate>
                {content}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{content}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** The Cancel button of a dialog's footer; it cannot interrupt a save in progress. */
export function DialogCancel({ disabled = false }: { disabled?: boolean }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="subtle" colorPalette="gray" disabled={disabled}>
        {DIALOG_TEXTS.cancel}
      </Button>
    </Dialog.ActionTrigger>
  )
}
