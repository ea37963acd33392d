import type {
  RecipeDefinition,
  RecipeSelection,
  RecipeVariantRecord,
  SlotRecipeDefinition,
  SlotRecipeVariantRecord,
  SystemContext,
  SystemStyleObject,
} from '@chakra-ui/react'
import { css, type SerializedStyles } from '@emotion/react'
import { appSystem } from '../theme'

/** Resolved CSS, as the system's functions answer it. */
type Dict = ReturnType<SystemContext['css']>

/**
 * Chakra styles (tokens, conditions, responsive values) resolved and serialized once, for Emotion's
 * `ClassNames`: `<ClassNames>{({ css }) => <div className={css(x)} />}`. A Chakra component
 * resolves, serializes and hashes its styles again at every render; a component rendered many times
 * (a feed's cards) takes its class from these, at no cost per render. Called only in `*.styles.ts`
 * modules, which a production build runs at build time (`scripts/compile-styles.ts`): the browser
 * then gets the result as data and the rules in the stylesheet, and never runs this module.
 */
export function staticStyles(styles: SystemStyleObject): SerializedStyles {
  return css(appSystem().css(styles))
}

/**
 * A Chakra recipe's look (a Button's, a Heading's) for the chosen variants, its defaults for the
 * rest, resolved once like `staticStyles`, so a plain element looks exactly like the component
 * and the look stays defined by the design system. `extra` styles go on top (layout, spacing).
 */
export function recipeStyles<T extends RecipeVariantRecord>(
  recipe: RecipeDefinition<T>,
  variants: RecipeSelection<T> = {},
  extra: SystemStyleObject = {},
): SerializedStyles {
  // Typed as style props, but a system's recipe function answers the resolved CSS, as `system.css` does.
  const system = appSystem()
  const resolved = system.cva(recipe)(variants) as Dict
  return css(resolved, system.css(extra))
}

/**
 * A Chakra slot recipe's look (a Table's, a Card's) for the chosen variants, one resolved style per
 * slot, for plain elements standing in for the component's parts.
 */
export function slotRecipeStyles<S extends string, T extends SlotRecipeVariantRecord<S>>(
  recipe: SlotRecipeDefinition<S, T>,
  variants: RecipeSelection<T> = {},
): Record<S, SerializedStyles> {
  // Typed as class names, but a system's slot recipe function answers each slot's resolved styles.
  const slots = appSystem().sva(recipe)(variants) as unknown as Record<S, Dict | undefined>
  const resolved = {} as Record<S, SerializedStyles>
  for (const slot of recipe.slots) resolved[slot] = css(slots[slot] ?? {})
  return resolved
}
