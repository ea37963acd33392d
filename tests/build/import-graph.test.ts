import { describe, expect, it } from 'vitest'
import { cycles, importGraph, layerViolations } from './import-graph'

/** The checks of the module boundaries, each shown to fail on a tree that breaks its rule. */
describe('the import graph', () => {
  const fixture = 'tests/build/fixtures/import-cycle'
  const graph = importGraph([fixture])

  it('follows `.js` specifiers to their `.ts` files, a directory to its index, and type imports', () => {
    expect(Object.fromEntries(graph)).toEqual({
      [`${fixture}/a.ts`]: [`${fixture}/b.ts`, `${fixture}/leaf.ts`],
      [`${fixture}/b.ts`]: [`${fixture}/c/index.ts`],
      [`${fixture}/c/index.ts`]: [`${fixture}/a.ts`],
      [`${fixture}/leaf.ts`]: [],
    })
  })

  it('finds the cycle, and only the modules on it', () => {
    expect(cycles(graph)).toEqual([[`${fixture}/a.ts`, `${fixture}/b.ts`, `${fixture}/c/index.ts`]])
  })

  it('lists each import that reaches a layer above, and each module outside every layer', () => {
    const layers = {
      top: { holds: ['app/top/'], mayImport: ['bottom'] },
      bottom: { holds: ['app/bottom/', 'app/bottom/special.ts'], mayImport: [] },
    } as const
    const tree = new Map([
      ['app/top/page.ts', ['app/bottom/rows.ts', 'app/top/texts.ts']],
      ['app/top/texts.ts', []],
      ['app/bottom/rows.ts', ['app/top/texts.ts', 'app/bottom/special.ts']],
      ['app/bottom/special.ts', []],
      ['app/stray.ts', ['app/bottom/rows.ts']],
    ])
    expect(layerViolations(tree, layers)).toEqual([
      'app/bottom/rows.ts -> app/top/texts.ts (bottom -> top)',
      'app/stray.ts is in no layer',
    ])
  })
})
