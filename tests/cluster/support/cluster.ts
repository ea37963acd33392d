import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { join } from 'node:path'

export const ROOT = join(import.meta.dirname, '..', '..', '..')
/** The compiled server, as production runs it. */
const SERVER = join(ROOT, 'build', 'server', 'main.js')
const HAPROXY_CONFIG = join(ROOT, 'deploy', 'haproxy.cfg')
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc')

/** The server compiled from the sources under test, not an older build. */
export function buildServer() {
  execFileSync(process.execPath, [TSC, '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await sleep(50)
  }
}

export interface Running {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** The environment this test runs in, minus any database or test setting a process must not inherit. */
function baseEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...rest } = process.env
  return rest
}

/** One production process (plain node on the build) with `env`; resolves once it listens. */
export async function startApp(env: Record<string, string>): Promise<Running> {
  const app = run(process.execPath, [SERVER], { ...baseEnv(), NODE_ENV: 'production', ...env })
  await until(
    `the process on port ${env.PORT} starting`,
    () => {
      if (app.child.exitCode !== null) throw new Error(`exited early:\n${app.output()}`)
      return app.output().includes('Hackathons is running on')
    },
    60_000,
  )
  return app
}

/** SIGTERM, then the exit; answers the exit code. */
export async function stop(running: Running): Promise<number | null> {
  if (running.child.exitCode !== null) return running.child.exitCode
  running.child.kill('SIGTERM')
  return running.exited
}

/** HAProxy on deploy/haproxy.cfg, unchanged, its addresses given through the environment it expands. */
export async function startHaproxy(addresses: { listen: string; stats: string; apps: string[] }): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...baseEnv(),
    HACKATHONS_LISTEN: addresses.listen,
    HACKATHONS_STATS: addresses.stats,
  }
  addresses.apps.forEach((address, i) => {
    env[`HACKATHONS_APP${i + 1}`] = address
  })
  // -db: in the foreground, so the test owns the process and its log.
  const haproxy = run('haproxy', ['-db', '-f', HAPROXY_CONFIG], env)
  await until(
    'HAProxy starting',
    async () => {
      if (haproxy.child.exitCode !== null) throw new Error(`HAProxy exited:\n${haproxy.output()}`)
      return (await fetch(`http://${addresses.stats}/stats;csv`).catch(() => undefined))?.ok ?? false
    },
    10_000,
  )
  return haproxy
}

/** Each server's state (UP, DOWN, ...) in the balancer's own view, from its status page. */
export async function balancerStates(stats: string): Promise<Map<string, string>> {
  const csv = await (await fetch(`http://${stats}/stats;csv`)).text()
  const [header = '', ...rows] = csv.split('\n')
  const columns = header.replace(/^# /, '').split(',')
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name))
  const states = new Map<string, string>()
  for (const row of rows) {
    const fields = row.split(',')
    if (fields[proxy as number] === 'hackathons' && /^app\d$/.test(fields[server as number] ?? '')) {
      states.set(fields[server as number] as string, (fields[status as number] ?? '').split(' ')[0] as string)
    }
  }
  return states
}
