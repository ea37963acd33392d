import { buttonRecipe, spinnerRecipe } from '@chakra-ui/react/theme'
import { ClassNames, type SerializedStyles } from '@emotion/react'
import type { ComponentProps, ReactNode } from 'react'
import { recipeStyles, staticStyles } from '../../lib/static-styles'

type ButtonVariants = NonNullable<NonNullable<typeof buttonRecipe.variants>['variant']>
type ButtonSizes = NonNullable<NonNullable<typeof buttonRecipe.variants>['size']>
export type RecipeButtonVariant = keyof ButtonVariants
export type RecipeButtonSize = keyof ButtonSizes

const byLook = new Map<string, SerializedStyles>()

/**
 * Chakra's Button look (its recipe, for one variant and size) resolved once per pair, for a plain
 * `<button>` or a link dressed as one: a Chakra Button resolves and hashes its styles at every render.
 */
export function buttonLook(variant: RecipeButtonVariant = 'solid', size: RecipeButtonSize = 'md'): SerializedStyles {
  const key = `${variant}:${size}`
  let styles = byLook.get(key)
  if (!styles) {
    styles = recipeStyles(buttonRecipe, { variant, size })
    byLook.set(key, styles)
  }
  return styles
}

/** Chakra's Spinner as a Button's loading indicator draws it: the size of the text, in its colour. */
const spinnerLook = recipeStyles(spinnerRecipe, { size: 'inherit' }, { borderWidth: '0.125em', color: 'inherit' })
/** Without a loading text, the spinner sits in the middle of the label, kept (unseen) for the button's size. */
const centredSpinner = staticStyles({
  display: 'inline-flex',
  position: 'absolute',
  top: '50%',
  insetStart: '50%',
  transform: 'translate(-50%, -50%)',
})
const contents = staticStyles({ display: 'contents' })
const unseen = staticStyles({ display: 'contents', visibility: 'hidden' })

interface RecipeButtonProps extends Omit<ComponentProps<'button'>, 'className'> {
  variant?: RecipeButtonVariant
  size?: RecipeButtonSize
  /** Disabled, with a spinner (before `loadingText`, if any, in place of the label), as Chakra's Button shows it. */
  loading?: boolean
  loadingText?: ReactNode
  /** Styles of the button's place in its layout, resolved once by the caller. */
  extra?: SerializedStyles
}

/** A plain `<button type="button">` that looks exactly like Chakra's Button of the same variant and size. */
export function RecipeButton({
  variant,
  size,
  loading = false,
  loadingText,
  extra,
  disabled,
  children,
  ...rest
}: RecipeButtonProps) {
  return (
    <ClassNames>
      {({ css, cx }) => (
        <button
          type="button"
          {...rest}
          className={cx(css(buttonLook(variant, size)), extra && css(extra))}
          data-loading={loading ? '' : undefined}
          disabled={loading || disabled}
        >
          {!loading ? (
            children
          ) : loadingText ? (
            <span className={css(contents)}>
              <span className={css(spinnerLook)} />
              {loadingText}
            </span>
          ) : (
            <span className={css(contents)}>
              <span className={css(centredSpinner)}>
                <span className={css(spinnerLook)} />
              </span>
              <span className={css(unseen)}>{children}</span>
            </span>
          )}
        </button>
      )}
    </ClassNames>
  )
}
