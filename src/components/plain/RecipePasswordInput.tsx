import { ClassNames } from '@emotion/react'
import { type ComponentProps, useState } from 'react'
import { FiEye, FiEyeOff } from 'react-icons/fi'
import { PASSWORD_INPUT_TEXTS } from '../texts'
import * as group from './InputGroup.styles'
import { RecipeButton } from './RecipeButton'
import { RecipeInput } from './RecipeInput'
import * as styles from './RecipePasswordInput.styles'

/**
 * A password input with a show/hide toggle, as plain elements that look exactly like the app's
 * `PasswordInput` (Chakra's InputGroup, Input and IconButton); inside a `RecipeField` it takes the
 * field's id, required state and error, and its ref reaches the input for react-hook-form's `register`.
 */
export function RecipePasswordInput(props: Omit<ComponentProps<'input'>, 'className' | 'type'>) {
  const [visible, setVisible] = useState(false)
  return (
    <ClassNames>
      {({ css, cx }) => (
        <div className={css(group.group)}>
          <RecipeInput {...props} type={visible ? 'text' : 'password'} look={styles.input} />
          <div className={cx(css(group.element), css(group.end))}>
            <RecipeButton
              variant="ghost"
              size="xs"
              extra={styles.toggle}
              aria-label={visible ? PASSWORD_INPUT_TEXTS.hide : PASSWORD_INPUT_TEXTS.show}
              aria-pressed={visible}
              onClick={() => setVisible((shown) => !shown)}
            >
              {visible ? <FiEyeOff /> : <FiEye />}
            </RecipeButton>
          </div>
        </div>
      )}
    </ClassNames>
  )
}
