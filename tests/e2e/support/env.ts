import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

const PORT_VARIABLES = ['E2E_PORT', 'E2E_SMTP_PORT', 'E2E_TILE_PORT'] as const

/**
 * Gives each port variable left unset a free local port. The runner reads this module first and its
 * workers inherit its environment, so all of them agree; two runs on one machine (two checkouts, or a
 * run beside a benchmark) each get their own ports instead of one failing on a port in use. Node's
 * listen(0) picks them in a child process because the runner's configuration is read synchronously.
 */
function fillFreePorts() {
  const unset = PORT_VARIABLES.filter((name) => !process.env[name])
  if (unset.length === 0) return
  const listenAll = `
    const net = require('node:net')
    const servers = Array.from({ length: ${unset.length} }, () => net.createServer())
    Promise.all(servers.map((s) => new Promise((ok) => s.listen(0, '127.0.0.1', ok)))).then(() => {
      process.stdout.write(servers.map((s) => s.address().port).join(' '))
      for (const s of servers) s.close()
    })`
  const ports = execFileSync(process.execPath, ['-e', listenAll], { encoding: 'utf8' }).split(' ')
  unset.forEach((name, index) => {
    process.env[name] = ports[index]
  })
}
fillFreePorts()

const port = Number(process.env.E2E_PORT)

/** Where the e2e server listens and what it was started with; shared by the config and the tests. */
export const E2E = {
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  smtpPort: Number(process.env.E2E_SMTP_PORT),
  /** The local tile server of the map page (global-setup). */
  tilePort: Number(process.env.E2E_TILE_PORT),
  tileAttribution: 'E2E test tiles',
  /** The SMTP capture writes each message here as a .eml file for the tests to read. */
  mailDir: join(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache', 'hackathons-e2e', 'mail'),
  /** Browser storage states written by global-setup, one per seeded role. */
  stateDir: join(import.meta.dirname, '..', '..', '..', 'node_modules', '.cache', 'hackathons-e2e', 'state'),
  admin: { email: 'admin@example.com', password: 'e2e-admin-password' },
} as const
