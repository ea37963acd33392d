import { ClassNames, type SerializedStyles } from '@emotion/react'
import type { ComponentProps, ReactNode } from 'react'
import * as styles from './RecipeButton.styles'

type Looks = typeof styles.looks
/** A variant and size of Chakra's Button that the app uses: another pair fails to compile until `styles.looks` has it. */
type Look = { [V in keyof Looks]: { variant: V; size: keyof Looks[V] } }[keyof Looks]

/**
 * Chakra's Button look (its recipe, for one variant and size), resolved at build time, for a plain
 * `<button>` or a link dressed as one: a Chakra Button resolves and hashes its styles at every render.
 */
export function buttonLook({ variant, size }: Look): SerializedStyles {
  return (styles.looks[variant] as Record<Look['size'], SerializedStyles>)[size]
}

interface RecipeButtonOwnProps extends Omit<ComponentProps<'button'>, 'className'> {
  /** Disabled, with a spinner (before `loadingText`, if any, in place of the label), as Chakra's Button shows it. */
  loading?: boolean
  loadingText?: ReactNode
  /** Styles of the button's place in its layout, resolved once by the caller. */
  extra?: SerializedStyles
}

type RecipeButtonProps = RecipeButtonOwnProps & Look

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
          className={cx(css(buttonLook({ variant, size } as Look)), extra && css(extra))}
          data-loading={loading ? '' : undefined}
          disabled={loading || disabled}
        >
          {!loading ? (
            children
          ) : loadingText ? (
            <span className={css(styles.contents)}>
              <span className={css(styles.spinner)} />
              {loadingText}
            </span>
          ) : (
            <span className={css(styles.contents)}>
              <span className={css(styles.centredSpinner)}>
                <span className={css(styles.spinner)} />
              </span>
              <span className={css(styles.unseen)}>{children}</span>
            </span>
          )}
        </button>
      )}
    </ClassNames>
  )
}
