import { ClassNames, type SerializedStyles } from '@emotion/react'
import type { ReactNode } from 'react'
import { FiChevronDown } from 'react-icons/fi'
import * as styles from './RecipeSelect.styles'

interface RecipeSelectProps {
  /** The select's accessible name; on screen, its "any" choice names it. */
  label: string
  value: string
  /** The value chosen. */
  onChange: (value: string) => void
  disabled?: boolean
  /** Styles of the select's place in its layout (its flex, say), resolved once by the caller. */
  extra?: SerializedStyles
  children: ReactNode
}

/**
 * A plain `<select>` that looks exactly like Chakra's small NativeSelect, its chevron included:
 * a bar of filters renders several, and each NativeSelect resolved its parts' styles at every render.
 * A screen drawn with Chakra's components takes `SelectField` (`ui/select-field`), labelled on screen.
 */
export function RecipeSelect({ label, value, onChange, disabled = false, extra, children }: RecipeSelectProps) {
  return (
    <ClassNames>
      {({ css, cx }) => (
        <div className={cx(css(styles.slots.root), extra && css(extra))}>
          <select
            className={css(styles.slots.field)}
            aria-label={label}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            disabled={disabled}
          >
            {children}
          </select>
          <div className={css(styles.slots.indicator)} data-disabled={disabled ? '' : undefined}>
            <FiChevronDown focusable="false" aria-hidden="true" />
          </div>
        </div>
      )}
    </ClassNames>
  )
}
