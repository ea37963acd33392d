import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { main } from '../server/main.js'

const root = join(import.meta.dirname, '..')
const SPA_SOURCES = ['src', 'public', 'common', 'index.html', 'vite.config.ts', 'package.json']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))))
}

/** `npm start` builds the SPA only when dist/ is missing or older than its sources. */
const builtAt = existsSync(join(root, 'dist', 'index.html')) ? statSync(join(root, 'dist', 'index.html')).mtimeMs : 0
const changedAt = Math.max(...SPA_SOURCES.map((source) => newestChange(join(root, source))))
if (builtAt < changedAt) {
  console.log('Building the web app (dist/ is missing or out of date)...')
  execFileSync(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
}

await main()
