import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/**
 * The colour palettes the app paints with. Every palette costs the start-up its tokens, semantic
 * tokens and CSS variables (a third of building the system on a slow phone), so the theme keeps
 * these and drops Chakra's others; `Palette` types the props that pick one.
 */
export const PALETTES = ['gray', 'blue', 'red', 'green', 'orange', 'purple'] as const
export type Palette = (typeof PALETTES)[number]

/** Chakra's palettes: the colours its semantic tokens give a `solid` shade (bg, fg and border have none). */
const chakraPalettes = Object.entries(semanticTokens.colors ?? {})
  .filter(([, shades]) => typeof shades === 'object' && shades !== null && 'solid' in shades)
  .map(([name]) => name)
const unusedPalettes = new Set(chakraPalettes.filter((name) => !(PALETTES as readonly string[]).includes(name)))

/** Chakra's colours without the palettes the app does not use; black, white, bg, fg and border stay. */
function withoutUnusedPalettes<T extends Record<string, unknown>>(colors: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !unusedPalettes.has(name))) as Partial<T>
}

/**
 * Chakra's tokens with only the recipes of the components this app renders, instead of its default
 * theme with every recipe (most of a first load's JavaScript otherwise). A component added to the
 * app needs its recipe here, or it renders unstyled (a control without its size or border, invisible):
 * tests/web/chakra-recipes.test.tsx renders every component the sources import and fails on a missing one.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, html: { ...globalCss.html, colorPalette: 'blue' } },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...withoutUnusedPalettes(semanticTokens.colors),
        fg: {
          ...semanticTokens.colors?.fg,
          // Chakra's red.500 is 3.8:1 on white; field errors must be readable (4.5:1 or more).
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

let system: SystemContext | undefined

/**
 * The app's design system, blue its primary colour: built on first use rather than when the module
 * loads, so that `src/design-system.ts` can give building it (its tokens and CSS variables, the
 * longest step on a slow phone) a task of its own; the build's styles compiler calls it in Node.
 */
export function appSystem(): SystemContext {
  system ??= createSystem(mergeConfigs(defaultBaseConfig, theme))
  return system
}
