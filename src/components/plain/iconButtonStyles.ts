/**
 * What Chakra's IconButton adds to its Button's look: no padding, its icon a little larger. A plain
 * style object, for styles modules to give a plain `<button>` holding a react-icons icon the look of
 * an IconButton: `recipeStyles(buttonRecipe, variants, { ...iconButtonStyles, ...extra })`.
 * No React, no browser globals: it also runs in Node at build time.
 */
export const iconButtonStyles = { px: '0', py: '0', _icon: { fontSize: '1.2em' } } as const
