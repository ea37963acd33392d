import { Fragment, type ReactNode, useState } from 'react'
import { FiTrash2 } from 'react-icons/fi'
import { type Action, ActionsMenu } from './ActionsMenu'
import { ConfirmDialog } from './ConfirmDialog'

/** Whether one of the row's dialogs is open, and how it closes. */
export interface DialogState {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export interface RowDialogAction {
  label: string
  icon: ReactNode
  /** The dialog the entry opens, rendered with its open state. */
  dialog: (state: DialogState) => ReactNode
}

export interface RowDeletion {
  label: string
  /** What the confirmation says will be lost. */
  confirm: ReactNode
  isPending: boolean
  /** Sends the delete; `done` closes the confirmation once it succeeded. */
  onConfirm: (done: () => void) => void
}

interface RowActionsProps {
  /** The menu button's accessible name, e.g. "Actions for Hack Paris". */
  label: string
  actions: RowDialogAction[]
  /** Entries that act at once and report in a toast (no dialog), after the dialog entries. */
  commands?: Action[]
  /** The destructive entry, always last and always confirmed; omitted when the role may not delete. */
  deletion?: RowDeletion
  disabled?: boolean
}

const DELETE = 'delete'

/**
 * The row menu of every management table: entries that open a dialog, entries that act at once,
 * then Delete behind the one confirmation. Only one of the row's dialogs is open at a time.
 */
export function RowActions({ label, actions, commands = [], deletion, disabled = false }: RowActionsProps) {
  const [open, setOpenKey] = useState<string | null>(null)
  // A dialog (its form, its state machine) is mounted when first opened, not with every row of a
  // page: ten closed edit forms made each page of a table a long task. It stays mounted after, so
  // it closes with its animation and hands focus back.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set())
  const setOpen = (key: string | null) => {
    if (key !== null && !opened.has(key)) setOpened(new Set(opened).add(key))
    setOpenKey(key)
  }
  const stateOf = (key: string): DialogState => ({
    open: open === key,
    onOpenChange: (isOpen) => setOpen(isOpen ? key : null),
  })
  return (
    <>
      <ActionsMenu
        label={label}
        disabled={disabled}
        actions={[
          ...actions.map((action) => ({
            label: action.label,
            icon: action.icon,
            onSelect: () => setOpen(action.label),
          })),
          ...commands,
          ...(deletion
            ? [{ label: deletion.label, icon: <FiTrash2 />, onSelect: () => setOpen(DELETE), danger: true }]
            : []),
        ]}
      />
      {!disabled && (
        <>
          {actions.map(
            (action) =>
              opened.has(action.label) && (
                <Fragment key={action.label}>{action.dialog(stateOf(action.label))}</Fragment>
              ),
          )}
          {deletion && opened.has(DELETE) && (
            <ConfirmDialog
              {...stateOf(DELETE)}
              onConfirm={() => deletion.onConfirm(() => setOpen(null))}
              isPending={deletion.isPending}
            >
              {deletion.confirm}
            </ConfirmDialog>
          )}
        </>
      )}
    </>
  )
}
