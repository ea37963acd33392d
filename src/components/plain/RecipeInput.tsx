import { ClassNames, type SerializedStyles } from '@emotion/react'
import type { ComponentProps } from 'react'
import { useFieldControl } from './RecipeField'
import * as styles from './RecipeInput.styles'

interface RecipeInputProps extends Omit<ComponentProps<'input'>, 'className'> {
  /**
   * The input's look, resolved once by the caller's styles module when Chakra's plain Input (size
   * md, variant outline) will not do: an input in a group leaves room for the group's elements.
   */
  look?: SerializedStyles
}

/**
 * A plain `<input>` that looks exactly like Chakra's Input and, inside a `RecipeField`, takes the
 * field's id, required state and error; its ref reaches the element, for react-hook-form's `register`.
 */
export function RecipeInput({ look = styles.input, ...props }: RecipeInputProps) {
  const control = useFieldControl()
  return <ClassNames>{({ css }) => <input {...control} {...props} className={css(look)} />}</ClassNames>
}
