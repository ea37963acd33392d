import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderOpenApi } from '../../server/openapi.js'

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const

interface Operation {
  operationId?: string
  tags?: string[]
  responses?: Record<string, unknown>
}

describe('openapi.json', () => {
  it('is what the route schemas produce (run `npm run openapi && npm run generate-client` when this fails)', async () => {
    const committed = readFileSync(join(import.meta.dirname, '..', '..', 'openapi.json'), 'utf8')
    expect(await renderOpenApi()).toBe(committed)
  })

  it("names every operation, tags it, and describes its answers; title 'Hackathons', version 0.1.0", async () => {
    const document = JSON.parse(await renderOpenApi()) as {
      info: { title: string; version: string }
      paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>
    }
    expect(document.info).toMatchObject({ title: 'Hackathons', version: '0.1.0' })
    const ids: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path.startsWith('/api/v1/'), path).toBe(true)
      for (const method of METHODS) {
        const operation = item[method]
        if (!operation) continue
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/)
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0)
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0)
        ids.push(operation.operationId as string)
      }
    }
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThan(30)
  })
})
