import { buttonRecipe, spinnerRecipe } from '@chakra-ui/react/theme'
import type { SerializedStyles } from '@emotion/react'
import { recipeStyles, staticStyles } from '../../lib/static-styles'

type ButtonVariants = NonNullable<typeof buttonRecipe.variants>
type ButtonVariant = keyof NonNullable<ButtonVariants['variant']>
type ButtonSize = keyof NonNullable<ButtonVariants['size']>

/** Chakra's Button look for `variant` in each of `sizes`, one class per size. */
function lookPerSize<S extends ButtonSize>(variant: ButtonVariant, sizes: readonly S[]): Record<S, SerializedStyles> {
  return Object.fromEntries(sizes.map((size) => [size, recipeStyles(buttonRecipe, { variant, size })])) as Record<
    S,
    SerializedStyles
  >
}

/**
 * Chakra's Button look (its recipe, for one variant and size) resolved once per pair, for a plain
 * `<button>` (`RecipeButton`) or a link dressed as one (`buttonLook`): a Chakra Button resolves and
 * hashes its styles at every render. By variant, then size: only the pairs the app uses, so a
 * button of another pair fails to compile until it is added here.
 */
export const looks = {
  solid: lookPerSize('solid', ['md']),
  subtle: lookPerSize('subtle', ['md']),
  outline: lookPerSize('outline', ['sm', 'md']),
  ghost: lookPerSize('ghost', ['xs', 'sm', 'md']),
}

/** Chakra's Spinner as a Button's loading indicator draws it: the size of the text, in its colour. */
export const spinner = recipeStyles(spinnerRecipe, { size: 'inherit' }, { borderWidth: '0.125em', color: 'inherit' })

/** Without a loading text, a loading button's spinner sits in the middle of the label, kept (unseen) for the button's size. */
export const centredSpinner = staticStyles({
  display: 'inline-flex',
  position: 'absolute',
  top: '50%',
  insetStart: '50%',
  transform: 'translate(-50%, -50%)',
})

/** What a loading button holds (its spinner, then its loading text or its label), laid out as the button's own content. */
export const contents = staticStyles({ display: 'contents' })

/** A loading button's label without a loading text: unseen, it keeps the button's size. */
export const unseen = staticStyles({ display: 'contents', visibility: 'hidden' })
