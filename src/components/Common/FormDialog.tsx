import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form'

interface FormDialogProps<T extends FieldValues> {
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  form: UseFormReturn<T>
  onSubmit: SubmitHandler<T>
  isPending: boolean
  submitLabel?: string
  /** Extra content in the footer, before the buttons (e.g. a hint). */
  footerNote?: ReactNode
  size?: 'sm' | 'md' | 'lg' | 'xl'
  children: ReactNode
}

/**
 * The one dialog for adding and editing any entity: focus is trapped, Escape closes, Enter submits,
 * and the submit button shows progress and cannot be pressed twice.
 */
export function FormDialog<T extends FieldValues>({
  title,
  open,
  onOpenChange,
  form,
  onSubmit,
  isPending,
  submitLabel = 'Save',
  footerNote,
  size = 'md',
  children,
}: FormDialogProps<T>) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={size}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                {footerNote}
                <Dialog.ActionTrigger asChild>
                  <Button variant="subtle" colorPalette="gray" disabled={isPending}>
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" loading={isPending} disabled={isPending}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
