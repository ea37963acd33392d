import { defineConfig } from '@hey-api/openapi-ts'

export default defineConfig({
  input: './openapi.json',
  output: { path: './src/client' },
  // `skip` pages the lists, so list operations also get infinite query options.
  parser: { pagination: { keywords: ['skip'] } },
  plugins: ['@hey-api/client-axios', '@hey-api/typescript', '@hey-api/sdk', '@tanstack/react-query'],
})
