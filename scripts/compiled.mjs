// The compiled server for npm start, backup and restore: plain node, no build tools needed. It builds
// first only when a build is missing (a fresh clone); after a change to the code, `npm run build`
// makes a new one.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = join(import.meta.dirname, '..')

/** Imports `build/server/<entry>`, building first when it or the web app's build is missing. */
export async function importCompiled(entry) {
  const serverEntry = join(root, 'build', 'server', entry)
  const spaEntry = join(root, 'dist', 'index.html')
  if (!existsSync(serverEntry) || !existsSync(spaEntry)) {
    console.log('No build yet: running npm run build (the web app into dist/, the server into build/)...')
    const npm = process.env.npm_execpath
    const build = npm
      ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
      : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
    if (build.status !== 0) {
      console.error('Hackathons cannot start: the build failed (it needs the dev dependencies: npm install).')
      process.exit(1)
    }
  }
  return import(pathToFileURL(serverEntry).href)
}
