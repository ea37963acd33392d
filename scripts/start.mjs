// npm start: plain node running the compiled server. It builds first only when a build is missing
// (a fresh clone); after a change to the code, `npm run build` makes a new one.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = join(import.meta.dirname, '..')
const serverEntry = join(root, 'build', 'server', 'main.js')
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

const { main } = await import(pathToFileURL(serverEntry).href)
await main()
