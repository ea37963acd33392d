import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { DESIGN_SYSTEM_CHUNK, EMBED_ENTRY } from './common/build-chunks.ts'
import { EMBED_PATHS } from './common/open-data.ts'
import { compiledStyles } from './scripts/compiled-styles-plugin.ts'
import { compiledTexts } from './scripts/i18n/compile-texts-plugin.ts'
import { precompress } from './scripts/precompress.ts'

/**
 * The modules the public pages' first screens share, in a few chunks instead of the thirty that
 * automatic splitting made of them (one per set of routes sharing each): a phone's browser opens
 * six connections to the server, and each further wave of small files cost it a round trip.
 * Grouped by who needs them, so the log-in page does not load the cards.
 */
const PAGE_GROUPS = [
  // The plain elements and hooks every screen may use.
  {
    name: 'ui',
    priority: 2,
    test: /\/src\/(lib\/(useIdle|useMountOnIntent|usePageTitle|useMediaQuery|colorMode)|components\/(plain\/(RecipeButton|RecipeSelect|InputGroup\.styles|WrappingRow\.styles|SkipLink|EmptyState|PaletteBadge|LoadMoreButton)|texts|AfterPaint|MenuAfterPaint|RenderInSlices|QueryState))\.tsx?$/,
  },
  // The hackathon cards, their facts and dates: the homepage, a hackathon's and a series' page.
  {
    name: 'cards',
    priority: 1,
    test: /\/src\/(lib\/dates|entities\/(hackathon\/(components\/(HackathonCard|HackathonFacts|HackathonFeed|SubscribeMenu|SubscribeLabel)|fields|registration|status|texts|calendar|listOrigin|mapTexts)|saved\/(components\/SaveButton|texts)|link-check\/(components\/UnreachableNotice|noticeTexts)))\.tsx?$|\/common\/(zoned-time|hackathon-fields|page-description|timezones)\.ts$/,
  },
  // The list's filters and search box: the homepage's bar, and the forms that follow a search (a
  // webhook's) or search a table; one file where the sharing made three.
  {
    name: 'filters',
    priority: 1,
    test: /\/src\/entities\/hackathon\/(followedFilters|components\/(SearchBox|filters\/(FilterControls|NearMe)))(\.styles)?\.tsx?$/,
  },
  // The design system: Chakra's createSystem, tokens and recipes, loaded by src/design-system.ts, with
  // the parts' names (anatomies) the recipes share with Chakra's components, which need the system
  // to render anyway. One file for the server to preload, where the split made eleven.
  {
    name: DESIGN_SYSTEM_CHUNK,
    priority: 1,
    test: /\/src\/theme\.ts$|@chakra-ui\/react\/dist\/esm\/(theme\/|styled-system\/config\.js$)|anatomy/,
  },
  // Before the others, which would otherwise take the hooks in as their own modules' dependencies.
  { name: 'query-hooks', priority: 3, test: /node_modules\/@tanstack\/react-query\// },
]

/**
 * `npm run dev`: /embed.js is the element's entry, served as a module like the SPA's sources (the
 * build writes it as one file, vite.embed.config.ts), so the "Embed this list" preview works there too.
 */
function embedScriptInDev(): Plugin {
  return {
    name: 'hackathons:embed-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.split('?')[0] === EMBED_PATHS.script) request.url = `/${EMBED_ENTRY}`
        next()
      })
    },
  }
}

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
    // A language's catalog (`src/locales/<locale>/messages.po`) compiles when it is imported.
    lingui(),
    compiledTexts(),
    compiledStyles(),
    precompress(),
    embedScriptInDev(),
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
          groups: [{ name: 'entry', tags: ['$initial'], priority: 4 }, ...PAGE_GROUPS],
        },
      },
    },
  },
})
