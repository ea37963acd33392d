import { Button, Dialog, Stack } from '@chakra-ui/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { type DefaultValues, type FieldValues, type SubmitHandler, type UseFormReturn, useForm } from 'react-hook-form'
import { DialogCancel, DialogFrame } from './DialogFrame'
import { DIALOG_TEXTS } from './texts'

interface FormDialogProps<T extends FieldValues> {
  title: string
  /** A line under the title (what saving will do, when it is not obvious). */
  description?: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  form: UseFormReturn<T>
  onSubmit: SubmitHandler<T>
  isPending: boolean
  submitLabel?: string
  size?: 'sm' | 'md' | 'lg' | 'xl'
  children: ReactNode
}

/**
 * The one dialog for adding and editing any entity: focus is trapped, Escape closes, Enter submits,
 * and the submit button shows progress and cannot be pressed twice.
 */
export function FormDialog<T extends FieldValues>({
  title,
  description,
  open,
  onOpenChange,
  form,
  onSubmit,
  isPending,
  submitLabel = DIALOG_TEXTS.save,
  size = 'md',
  children,
}: FormDialogProps<T>) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <DialogCancel disabled={isPending} />
        <Button type="submit" loading={isPending} disabled={isPending}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  )
}

/** A create or update mutation as the form dialog uses it. */
interface SaveMutation<TVariables> {
  mutate: (variables: TVariables, options: { onSuccess: () => void }) => void
  isPending: boolean
}

interface EntityFormDialogOptions<Entity extends { id: string }, Values extends FieldValues, CreateBody, UpdateBody> {
  /** The entity to edit; undefined to add one. */
  entity?: Entity
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The form's values for an entity, or the empty form. */
  toValues: (entity?: Entity) => Values
  create: SaveMutation<{ body: CreateBody }>
  update: SaveMutation<{ path: { id: string }; body: UpdateBody }>
  toCreateBody: (values: Values) => CreateBody
  toUpdateBody: (values: Values) => UpdateBody
}

/**
 * Add and Edit of every entity: one form validated on blur, filled when the dialog opens (not again
 * while it is open: a background refetch hands over a new entity object, and that must not wipe
 * what is being typed), saved through the entity's create or update mutation, closed once saved.
 * Returns the form, for the fields, and the props of `FormDialog`.
 */
export function useEntityFormDialog<Entity extends { id: string }, Values extends FieldValues, CreateBody, UpdateBody>({
  entity,
  open,
  onOpenChange,
  toValues,
  create,
  update,
  toCreateBody,
  toUpdateBody,
}: EntityFormDialogOptions<Entity, Values, CreateBody, UpdateBody>) {
  const form = useForm<Values>({ mode: 'onBlur', defaultValues: toValues(entity) as DefaultValues<Values> })
  const { reset } = form
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open && !wasOpen.current) reset(toValues(entity))
    wasOpen.current = open
  }, [open, entity, reset, toValues])

  const close = () => onOpenChange(false)
  const onSubmit = (values: Values) => {
    if (entity) update.mutate({ path: { id: entity.id }, body: toUpdateBody(values) }, { onSuccess: close })
    else create.mutate({ body: toCreateBody(values) }, { onSuccess: close })
  }
  return {
    form,
    editing: entity !== undefined,
    dialogProps: { open, onOpenChange, form, onSubmit, isPending: create.isPending || update.isPending },
  }
}
