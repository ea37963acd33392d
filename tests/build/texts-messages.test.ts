import { fileURLToPath } from 'node:url'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { textSourceFiles } from '../../scripts/i18n/source-files.ts'
import { readDeclaredMessages, TextsSyntaxError } from '../../scripts/i18n/texts-messages.ts'

describe('reading the messages a texts module declares', () => {
  it('gives each message its scope and path as id, its doc comment and its place', () => {
    const code = [
      "import { defineTexts, withValues } from '../../common/i18n/texts'",
      "export const T = defineTexts('feed', {",
      '  /** Above the list. */',
      "  heading: 'Hackathons',",
      "  count: withValues<{ count: number }>('{count, plural, one {# hackathon} other {# hackathons}}'),",
      "  groups: { when: 'When', 'who': `Who can go` } satisfies Record<string, string>,",
      '})',
    ].join('\n')
    const messages = readDeclaredMessages(code, 'texts.ts')
    expect(
      messages.map(({ id, message, comment, line, takesValues }) => ({ id, message, comment, line, takesValues })),
    ).toEqual([
      { id: 'feed.heading', message: 'Hackathons', comment: 'Above the list.', line: 4, takesValues: false },
      {
        id: 'feed.count',
        message: '{count, plural, one {# hackathon} other {# hackathons}}',
        comment: undefined,
        line: 5,
        takesValues: true,
      },
      { id: 'feed.groups.when', message: 'When', comment: undefined, line: 6, takesValues: false },
      { id: 'feed.groups.who', message: 'Who can go', comment: undefined, line: 6, takesValues: false },
    ])
    const [heading] = messages
    expect(code.slice(heading?.start, heading?.end)).toBe("'Hackathons'")
  })

  it.each([
    // A template literal with a substitution, written in two parts so the linter sees no placeholder.
    ['a computed message', "defineTexts('a', { b: `x $" + '{y}` })', 'the text "a.b" must be a string literal'],
    ['a reference', "defineTexts('a', { b: SOME })", 'the text "a.b" must be a string literal'],
    ['a spread', "defineTexts('a', { ...other })", '"a" may hold only "key: text" pairs'],
    ['a scope that is not a literal', 'defineTexts(scope, {})', 'defineTexts takes a scope literal'],
  ])('refuses %s, naming the place', (_, code, error) => {
    expect(() => readDeclaredMessages(code, 'x/texts.ts')).toThrow(TextsSyntaxError)
    expect(() => readDeclaredMessages(code, 'x/texts.ts')).toThrow(`x/texts.ts:1:`)
    expect(() => readDeclaredMessages(code, 'x/texts.ts')).toThrow(error)
  })

  it('ignores a module that declares no texts', () => {
    expect(readDeclaredMessages("export const a = 'Hello'", 'a.ts')).toEqual([])
  })
})

describe("the app's messages", () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const declared = textSourceFiles(root).flatMap(({ file, code }) =>
    readDeclaredMessages(code, file).map((message) => ({ ...message, file })),
  )

  it('are many, each under an id of its own', () => {
    expect(declared.length).toBeGreaterThan(100)
    const files = new Map<string, string[]>()
    for (const { id, file } of declared) files.set(id, [...(files.get(id) ?? []), file])
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([])
  })

  it('without values are plain text, which reads the same compiled or not', () => {
    const notPlain = declared
      .filter(({ takesValues, message }) => {
        if (takesValues) return false
        const compiled = compileMessage(message)
        return !(compiled.length === 1 && compiled[0] === message)
      })
      .map(({ file, id }) => `${file} ${id}`)
    expect(notPlain).toEqual([])
  })

  it('are each a valid ICU message', () => {
    const invalid = declared.flatMap(({ id, message, file }) => {
      try {
        compileMessage(message)
        return []
      } catch (error) {
        return [`${file} ${id}: ${(error as Error).message}`]
      }
    })
    expect(invalid).toEqual([])
  })
})
