import { defineConfig } from 'vite'
import { EMBED_ENTRY } from './common/build-chunks.ts'
import { EMBED_PATHS } from './common/open-data.ts'
import { compiledTexts } from './scripts/i18n/compile-texts-plugin.ts'
import { precompress } from './scripts/precompress.ts'

/** The file the server serves at /embed.js, beside the SPA's build. */
const EMBED_FILE = EMBED_PATHS.script.slice(1)

/**
 * `<hackathons-list>`, built on its own after the SPA (`npm run build:web`): one file with none of
 * the SPA's chunks, written into the SPA's folder without emptying it, so other sites load a few
 * kilobytes and never the app.
 */
export default defineConfig({
  // The SPA's build has copied the public folder already.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: 'hidden',
    modulePreload: false,
    rolldownOptions: {
      input: { embed: EMBED_ENTRY },
      output: { format: 'es', entryFileNames: EMBED_FILE },
    },
  },
  // Its words are the shared texts modules', compiled in place as the SPA's are.
  plugins: [compiledTexts(), precompress([EMBED_FILE])],
})
