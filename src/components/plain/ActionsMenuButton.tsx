import { ClassNames } from '@emotion/react'
import type { ComponentPropsWithRef } from 'react'
import { FiMoreVertical } from 'react-icons/fi'
import * as styles from './ActionsMenuButton.styles'

interface ActionsMenuButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'className'> {
  /** The accessible name, e.g. "Actions for Hack Paris". */
  label: string
}

/** The button of a row's menu (⋮); the menu, once mounted, adds its own props to it. */
export function ActionsMenuButton({ label, ...props }: ActionsMenuButtonProps) {
  return (
    <ClassNames>
      {({ css }) => (
        <button type="button" aria-label={label} {...props} className={css(styles.button)}>
          <FiMoreVertical focusable="false" aria-hidden="true" />
        </button>
      )}
    </ClassNames>
  )
}
