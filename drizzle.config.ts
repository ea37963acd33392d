import { defineConfig } from 'drizzle-kit'

// One migration folder serves PGlite and node-postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
