import { join } from 'node:path'

const port = Number(process.env.E2E_PORT ?? 8765)
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8766)

/** Where the e2e server listens and what it was started with; shared by the config and the tests. */
export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort,
  /** The local tile server of the map page (global-setup), beside the SMTP capture's port. */
  tilePort: Number(process.env.E2E_TILE_PORT ?? smtpPort + 100),
  tileAttribution: 'E2E test tiles',
  /** The SMTP capture writes each message here as a .eml file for the tests to read. */
  mailDir: join(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache', 'hackathons-e2e', 'mail'),
  /** Browser storage states written by global-setup, one per seeded role. */
  stateDir: join(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache', 'hackathons-e2e', 'state'),
  admin: { email: 'admin@example.com', password: 'e2e-admin-password' },
} as const
