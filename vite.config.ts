import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress.ts'

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress()],
  server: {
    // `npm run dev`: the API runs on 8000, Vite on 5173 forwards /api to it.
    proxy: { '/api': 'http://localhost:8000' },
  },
  build: { outDir: 'dist', sourcemap: true },
})
