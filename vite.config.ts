import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress.ts'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Pending components too: a screen's skeleton is loaded with the screen, not by every page.
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
    }),
    react(),
    precompress(),
  ],
  server: {
    // `npm run dev`: the API runs on 8000, Vite on 5173 forwards /api to it.
    proxy: { '/api': 'http://localhost:8000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    // Read by the homepage's bundle budget (bench/homepage-bundle.ts).
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe) with `defineConfig`, an
      // identity function: declared pure, the unused default theme is dropped with its recipes.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          // Every module the entry imports statically, in the entry's one file: the bundler's default
          // split them into some forty small chunks that every page loads anyway, each with its own
          // import/export glue and compressed on its own (about 14 kB gzip more on the homepage).
          groups: [{ name: 'entry', tags: ['$initial'] }],
        },
      },
    },
  },
})
