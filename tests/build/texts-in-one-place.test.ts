import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { literalTexts } from '../../scripts/i18n/literal-texts.ts'
import { textSourceFiles } from '../../scripts/i18n/source-files.ts'

describe('words written into components', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const components = textSourceFiles(root).filter(({ file }) => file.endsWith('.tsx'))

  it('are none: every word a component shows comes from a texts module, so every language has it', () => {
    const found = components.flatMap(({ file, code }) =>
      literalTexts(code, file).map(({ line, text }) => `${file}:${line} ${JSON.stringify(text)}`),
    )
    expect(found).toEqual([])
  })

  it('are found in JSX text and in the props a person reads or hears', () => {
    const code = [
      'export const A = () => (',
      '  <button aria-label="Close the menu" title={`Menu`} className="x" placeholder="https://">',
      '    Save changes {count}',
      '  </button>',
      ')',
    ].join('\n')
    expect(literalTexts(code, 'A.tsx')).toEqual([
      { line: 2, text: 'Close the menu' },
      { line: 2, text: 'Menu' },
      { line: 3, text: 'Save changes' },
    ])
  })
})
