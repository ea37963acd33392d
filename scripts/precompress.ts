import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; images and fonts are compressed already, source maps are rarely read. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(path)
    else if (entry.isFile()) yield path
  }
}

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) beside every compressible file of the
 * build, once, so the server (@fastify/static `preCompressed`) never compresses an asset per request.
 * `only` limits it to those files of the folder (a second build adding its files to the first's).
 */
export async function precompressDir(dir: string, only?: readonly string[]): Promise<number> {
  let written = 0
  const jobs: Promise<void>[] = []
  const chosen = only && new Set(only.map((file) => join(dir, file)))
  for await (const path of filesUnder(dir)) {
    if (chosen && !chosen.has(path)) continue
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue
    jobs.push(
      (async () => {
        const bytes = await readFile(path)
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: 9 }),
        ])
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        written++
      })(),
    )
  }
  await Promise.all(jobs)
  return written
}

/** Vite build plugin: precompresses the output folder (or only the files `only` names) after the bundle is written. */
export function precompress(only?: readonly string[]): Plugin {
  let outDir = 'dist'
  return {
    name: 'hackathons:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const count = await precompressDir(outDir, only)
      this.info?.(`precompressed ${count} files (br, gz)`)
    },
  }
}
