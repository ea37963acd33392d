import { compileMessage } from '@lingui/message-utils/compileMessage'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'
import { readDeclaredMessages, textsCallStarts } from './texts-messages.ts'

/**
 * Compiles each English message of the texts modules in place, as `lingui compile` does a catalog's:
 * the browser's Lingui runtime has no message compiler in production (it would cost 7 KB), so the
 * source language must arrive compiled like the others. English then needs no catalog to load. A
 * message without values is plain text (a test holds every one to that) and stays a string.
 * Each `defineTexts` call is marked pure, so a chunk keeps only the texts objects it reads.
 */
export function compiledTexts(): Plugin {
  return {
    name: 'hackathons:compiled-texts',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return
      const messages = readDeclaredMessages(code, id)
      if (messages.length === 0) return
      const output = new MagicString(code)
      for (const { message, takesValues, start, end } of messages) {
        if (takesValues) output.overwrite(start, end, JSON.stringify(compileMessage(message)))
      }
      for (const start of textsCallStarts(code, id)) output.appendLeft(start, '/* @__PURE__ */ ')
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) }
    },
  }
}
