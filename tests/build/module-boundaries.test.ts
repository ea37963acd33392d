import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, featureOf, importGraph, type Layer, layerViolations } from './import-graph'

/**
 * The client's layers: a feature never reaches into another feature (screens that combine features
 * are composed in their route file), and the modules below the features (components, lib, entities)
 * never reach into a feature at all. Neither side of the app has an import cycle.
 */
describe('module boundaries', () => {
  const client = importGraph(['src'])

  it('keeps every feature out of the other features', () => {
    const crossings = [...client].flatMap(([file, targets]) =>
      targets
        .filter((target) => featureOf(file) && featureOf(target) && featureOf(target) !== featureOf(file))
        .map((target) => `${file} -> ${target}`),
    )
    expect(crossings).toEqual([])
  })

  it('keeps components, lib and entities below the features', () => {
    const upward = [...client].flatMap(([file, targets]) =>
      /^src\/(components|lib|entities)\//.test(file)
        ? targets.filter((target) => featureOf(target)).map((target) => `${file} -> ${target}`)
        : [],
    )
    expect(upward).toEqual([])
  })

  it('keeps components below entities: a shared piece reads no entity, an entity builds on the shared pieces', () => {
    // One direction only, so either layer can be read (and moved) without the other: the pieces that
    // read the session, the map's settings or the suggestions' count belong to a feature (the shell).
    const upward = [...client].flatMap(([file, targets]) =>
      file.startsWith('src/components/')
        ? targets.filter((target) => target.startsWith('src/entities/')).map((target) => `${file} -> ${target}`)
        : [],
    )
    expect(upward).toEqual([])
  })

  it('computes static styles only in styles modules, which a production build runs at build time', () => {
    // Imported by a component, `static-styles` would bring the whole design system into its chunk
    // and build it when the chunk loads; a `*.styles.ts` module imports only what runs in Node.
    const computing = [...client].flatMap(([file, targets]) =>
      targets.includes('src/lib/static-styles.ts') && !file.endsWith('.styles.ts') ? [file] : [],
    )
    expect(computing).toEqual([])
    const stylesModules = [...client].filter(([file]) => file.endsWith('.styles.ts'))
    expect(stylesModules.length).toBeGreaterThan(0)
    const reachingComponents = stylesModules.flatMap(([file, targets]) =>
      targets.filter((target) => target.endsWith('.tsx')).map((target) => `${file} -> ${target}`),
    )
    expect(reachingComponents).toEqual([])
  })

  it('makes no Intl formatter as a module loads, only on first use', () => {
    // Making one loads its locale's data: at a module's top, every page that loads the module pays
    // for it (the homepage's entry paid ~90 ms at 4x) before anything renders.
    const root = join(import.meta.dirname, '../..')
    const modules = [...client.keys(), ...importGraph(['common']).keys()]
    expect(modules.length).toBeGreaterThan(0)
    const eager = modules.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((line) => /^(export )?const \w+ = new Intl\./.test(line))
        .map((line) => `${file}: ${line}`),
    )
    expect(eager).toEqual([])
  })

  it('has no import cycle in the client', () => {
    expect(cycles(client).map((cycle) => cycle.join(' > '))).toEqual([])
  })

  it('has no import cycle in the server and common modules', () => {
    expect(cycles(importGraph(['server', 'common'])).map((cycle) => cycle.join(' > '))).toEqual([])
  })
})

/**
 * The server's layers, from the top. A row says where a layer's modules are and which other layers
 * they may import besides their own and libraries: only layers below it in this list, never one
 * above, and not every one below (the data layer never throws an HTTP error). `start` wires
 * everything together. A route answers through a service when the write has rules,
 * else through a repository (`app.repos`); plugins give routes the repositories, the mailer and the
 * jobs. The data layer (`repositories` over `db`) knows nothing of HTTP, of the API's schemas or
 * of the services: it reads only `common/` and the base modules.
 */
type ServerLayer =
  | 'start'
  | 'routes'
  | 'plugins'
  | 'read-path'
  | 'services'
  | 'schemas'
  | 'repositories'
  | 'db'
  | 'http-errors'
  | 'base'
  | 'common'

// biome-ignore format: one row per layer reads as a table
const SERVER_LAYERS: Record<ServerLayer, Layer<ServerLayer>> = {
  start:          { holds: ['server/main.ts', 'server/app.ts', 'server/openapi.ts', 'server/logging.ts',
                            'server/backup-cli.ts', 'server/demo-hackathons-cli.ts'],
                    mayImport: ['routes', 'plugins', 'read-path', 'services', 'schemas', 'repositories', 'db', 'http-errors', 'base', 'common'] },
  routes:         { holds: ['server/routes/'],
                    mayImport: ['plugins', 'read-path', 'services', 'schemas', 'repositories', 'db', 'http-errors', 'base', 'common'] },
  plugins:        { holds: ['server/plugins/'],
                    mayImport: ['read-path', 'services', 'schemas', 'repositories', 'db', 'http-errors', 'base', 'common'] },
  // ETags and the visitors' cache of the public reads (the count cache and the change notices are data).
  'read-path':    { holds: ['server/read-path/'],               mayImport: ['db', 'base', 'common'] },
  services:       { holds: ['server/services/'],                mayImport: ['schemas', 'repositories', 'db', 'http-errors', 'base', 'common'] },
  // The API's TypeBox schemas, and the answers they shape from the repositories' rows.
  schemas:        { holds: ['server/schemas/'],                 mayImport: ['repositories', 'db', 'base', 'common'] },
  repositories:   { holds: ['server/db/repositories/'],         mayImport: ['db', 'base', 'common'] },
  // The tables, the connection, the migrations, the errors a write reports, backups.
  db:             { holds: ['server/db/'],                      mayImport: ['base', 'common'] },
  // Errors that carry their HTTP answer: thrown by routes, plugins and services, never by the data layer.
  'http-errors':  { holds: ['server/http-errors.ts'],           mayImport: ['base', 'common'] },
  // Settings, file locations, the API's fixed texts, how the shared texts are read, ambient types: read by every layer.
  base:           { holds: ['server/config.ts', 'server/paths.ts', 'server/messages.ts', 'server/languages.ts', 'server/types/'],
                    mayImport: ['common'] },
  // What the server and the SPA share.
  common:         { holds: ['common/'],                         mayImport: [] },
}

describe('server layers', () => {
  it('imports no layer above its own, and every module has its layer', () => {
    expect(layerViolations(importGraph(['server', 'common']), SERVER_LAYERS)).toEqual([])
  })
})
