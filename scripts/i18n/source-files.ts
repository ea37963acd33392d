import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { CATALOGS } from '../../common/i18n/locales.ts'

/**
 * Where the app's words are declared: the SPA, the modules it shares with the server, and the
 * server's own (its e-mails, the heads of its pages, its errors).
 */
const TEXT_ROOTS: readonly string[] = CATALOGS.flatMap((catalog) => catalog.roots)

/** Every TypeScript source under `roots` (all text roots by default) but the generated API client, relative to `root`. */
export function textSourceFiles(root: string, roots = TEXT_ROOTS): { file: string; code: string }[] {
  return roots.flatMap((dir) =>
    (readdirSync(join(root, dir), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => relative(root, join(root, dir, file)))
      .filter((file) => !file.startsWith(join('src', 'client')))
      .sort()
      .map((file) => ({ file, code: readFileSync(join(root, file), 'utf8') })),
  )
}
