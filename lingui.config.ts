import { defineConfig, type ExtractorType } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { CATALOGS, LOCALES, SOURCE_LOCALE } from './common/i18n/locales.ts'
import { readDeclaredMessages } from './scripts/i18n/texts-messages.ts'

/**
 * Reads the messages the texts modules declare with `defineTexts`, as the build compiles them. Each
 * catalog entry is keyed by the message's id and carries the English beside its doc comment, so a
 * translator working in a plain PO editor sees the source without opening the English catalog.
 */
const declaredTexts: ExtractorType = {
  match: (fileName) => /\.tsx?$/.test(fileName),
  extract(fileName, code, onMessageExtracted) {
    for (const { id, message, comment, line } of readDeclaredMessages(code, fileName)) {
      const english = `English: ${message}`
      onMessageExtracted({
        id,
        message,
        comment: comment ? `${english}\n${comment}` : english,
        origin: [fileName, line],
      })
    }
  },
}

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: CATALOGS.map(({ file, roots }) => ({
    path: `<rootDir>/src/locales/{locale}/${file.replace(/\.po$/, '')}`,
    include: roots.map((root) => `<rootDir>/${root}`),
  })),
  extractors: [declaredTexts],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'es',
  orderBy: 'messageId',
})
