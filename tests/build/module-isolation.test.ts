import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FILES_NEEDING_OWN_MODULES, MODULE_REGISTRY_CALL } from '../support/module-isolation'

const ROOT = join(import.meta.dirname, '..', '..')

/** The test files of one suite that replace or reload modules, as paths from the repository's root. */
function filesCallingTheRegistry(suite: 'server' | 'web'): string[] {
  return readdirSync(join(ROOT, 'tests', suite), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `tests/${suite}/${file.replaceAll('\\', '/')}`)
    .filter((file) => MODULE_REGISTRY_CALL.test(readFileSync(join(ROOT, file), 'utf8')))
    .sort()
}

describe('test files that replace modules', () => {
  it.each(['server', 'web'] as const)('run with modules of their own in the %s suite, and only they', (suite) => {
    expect(filesCallingTheRegistry(suite)).toEqual([...FILES_NEEDING_OWN_MODULES[suite]].sort())
  })

  it('are found by the calls they make', () => {
    expect(MODULE_REGISTRY_CALL.test("vi.mock('node:http', () => ({}))")).toBe(true)
    expect(MODULE_REGISTRY_CALL.test('vi.resetModules()')).toBe(true)
    expect(MODULE_REGISTRY_CALL.test('vi.doMock(path, factory)')).toBe(true)
    expect(MODULE_REGISTRY_CALL.test('vi.spyOn(console, "error")')).toBe(false)
  })
})
