import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatter } from '@lingui/format-po'
import { parse, type Token } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { CATALOGS, LOCALES, SOURCE_LOCALE } from '../../common/i18n/locales.ts'
import { textSourceFiles } from '../../scripts/i18n/source-files.ts'
import { readDeclaredMessages } from '../../scripts/i18n/texts-messages.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The messages declared under `roots`, by id. */
const declaredUnder = (roots: readonly string[]) =>
  new Map(
    textSourceFiles(root, roots).flatMap(({ file, code }) =>
      readDeclaredMessages(code, file).map(({ id, message }) => [id, message] as const),
    ),
  )

async function catalog(locale: string, file: string): Promise<Map<string, string>> {
  const content = readFileSync(`${root}/src/locales/${locale}/${file}`, 'utf8')
  const entries = await formatter().parse(content, { locale, sourceLocale: SOURCE_LOCALE, filename: file })
  return new Map(
    Object.entries(entries ?? {})
      .filter(([, entry]) => !entry.obsolete)
      .map(([id, entry]) => [id, entry.translation ?? '']),
  )
}

/** What a message is built of: the values it takes and, per plural or select, the cases it writes. */
function shape(message: string) {
  const values = new Set<string>()
  const cases = new Map<string, Set<string>>()
  const plurals = new Set<string>()
  const walk = (parts: Token[]) => {
    for (const part of parts) {
      if (part.type === 'content' || part.type === 'octothorpe') continue
      values.add(part.arg)
      if (part.type === 'plural' || part.type === 'select' || part.type === 'selectordinal') {
        const keys = cases.get(part.arg) ?? new Set<string>()
        for (const branch of part.cases) {
          keys.add(branch.key)
          walk(branch.tokens)
        }
        cases.set(part.arg, keys)
        if (part.type === 'plural') plurals.add(part.arg)
      }
    }
  }
  walk(parse(message))
  return { values, cases, plurals }
}

/**
 * The plural forms a language must write. Spanish, French and Portuguese have a "many" form only for
 * millions ("1 000 000 de hackathons"), which reads as "other" does otherwise: no message here
 * counts that high, so those may leave it to "other".
 */
function requiredPluralForms(locale: string): string[] {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  return forms.filter((form) => form !== 'many' || !['es', 'fr', 'pt-BR'].includes(locale))
}

describe.each(CATALOGS)('the catalog $file', ({ file, roots }) => {
  const declared = declaredUnder(roots)

  it('holds every message declared under its folders in English, as the source declares it (`npm run i18n:extract` updates it)', async () => {
    const english = await catalog(SOURCE_LOCALE, file)
    expect([...english.keys()].sort()).toEqual([...declared.keys()].sort())
    const outdated = [...declared].filter(([id, message]) => english.get(id) !== message).map(([id]) => id)
    expect(outdated).toEqual([])
  })

  describe.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('%s', (locale) => {
    it('translates every message, and no message that is gone', async () => {
      const translations = await catalog(locale, file)
      expect([...translations.keys()].sort()).toEqual([...declared.keys()].sort())
      const untranslated = [...translations].filter(([, translation]) => !translation.trim()).map(([id]) => id)
      expect(untranslated).toEqual([])
    })

    it("keeps each message's values, exact cases and this language's plural forms", async () => {
      const translations = await catalog(locale, file)
      const problems: string[] = []
      for (const [id, message] of declared) {
        const translation = translations.get(id)
        if (!translation) continue
        let translated: ReturnType<typeof shape>
        try {
          translated = shape(translation)
        } catch (error) {
          problems.push(`${id}: not a valid message (${(error as Error).message})`)
          continue
        }
        const source = shape(message)
        const missing = [...source.values].filter((value) => !translated.values.has(value))
        const unknown = [...translated.values].filter((value) => !source.values.has(value))
        if (missing.length) problems.push(`${id}: leaves out {${missing.join('}, {')}}`)
        if (unknown.length) problems.push(`${id}: takes {${unknown.join('}, {')}}, which the app never gives`)
        for (const [value, sourceCases] of source.cases) {
          const cases = translated.cases.get(value) ?? new Set<string>()
          const exact = [...sourceCases].filter((key) => key.startsWith('=') && !cases.has(key))
          if (exact.length) problems.push(`${id}: {${value}} lacks the case ${exact.join(', ')}`)
          if (source.plurals.has(value)) {
            const forms = requiredPluralForms(locale).filter((form) => !cases.has(form))
            if (forms.length) problems.push(`${id}: {${value}} lacks the ${locale} plural form ${forms.join(', ')}`)
          }
        }
      }
      expect(problems).toEqual([])
    })
  })
})
