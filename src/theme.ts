import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

/** Chakra's defaults with blue as the primary colour. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      html: { colorPalette: 'blue' },
    },
  }),
)
