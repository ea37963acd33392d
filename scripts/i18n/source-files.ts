import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * Where the app's words are declared: the SPA, the modules it shares with the server, and the
 * server's own (its e-mails, the heads of its pages).
 */
export const TEXT_ROOTS = ['src', 'common', 'server']

/** Every TypeScript source under the text roots, but the generated API client, relative to `root`. */
export function textSourceFiles(root: string): { file: string; code: string }[] {
  return TEXT_ROOTS.flatMap((dir) =>
    (readdirSync(join(root, dir), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => relative(root, join(root, dir, file)))
      .filter((file) => !file.startsWith(join('src', 'client')))
      .sort()
      .map((file) => ({ file, code: readFileSync(join(root, file), 'utf8') })),
  )
}
