import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What a newcomer needs before anything else, on the README's first screen (its first 40 lines):
 * the Node versions it runs on, as package.json's `engines` says, how to fill the site with demo
 * data, and where the e-mails go without a mail server.
 */
const root = join(import.meta.dirname, '../..')
const firstScreen = readFileSync(join(root, 'README.md'), 'utf8').split('\n').slice(0, 40).join('\n')
const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines

describe("the README's first screen", () => {
  it("names the supported Node versions as package.json's engines does, and the one tested", () => {
    const least = /^>=\s*(\d+\.\d+)$/.exec(engines.node)?.[1]
    expect(least, 'engines.node is a lower bound').toBeDefined()
    expect(firstScreen).toContain(`Node.js ${least} or newer`)
    expect(firstScreen).toContain(`Tested on Node ${process.versions.node.split('.')[0]}`)
  })

  it('says how to fill the site with demo data and where mail goes without SMTP', () => {
    expect(firstScreen).toContain('npm run seed:demo')
    expect(firstScreen).toMatch(/Without `SMTP_HOST`[\s\S]*log/)
  })
})
