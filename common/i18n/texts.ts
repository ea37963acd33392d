import type { MessageDescriptor } from '@lingui/core'
import { currentI18n } from './active.js'

/**
 * Where the words live: each feature's texts module declares its messages once, in English, with
 * `defineTexts('feature', { ... })`. Reading a text (`TEXTS.title`, `TEXTS.count({ count: 3 })`)
 * translates it into the active language at that moment, so a screen that renders again after the
 * language changes speaks the new one. A message's id is its scope and path ("feed.empty"), which is
 * what the catalogs under `src/locales/` are keyed by.
 *
 * Messages are ICU MessageFormat: "{count, plural, one {# hackathon} other {# hackathons}}". They
 * must be written as literals inside the call: the build compiles each one in place and
 * `lingui extract` reads them from the source, so neither runs the module.
 */

declare const VALUES: unique symbol

/** A message that takes values, such as a count or a name: `withValues<{ count: number }>('…{count}…')`. */
export interface MessageWithValues<Values> {
  readonly message: string
  /** Only carries the values' type. */
  readonly [VALUES]?: Values
}

/** The values a message takes: numbers for plurals and numbers, strings for what is put in as it is. */
type MessageValues = Record<string, string | number>

const WITH_VALUES = Symbol('withValues')

export function withValues<Values extends MessageValues>(message: string): MessageWithValues<Values> {
  return { message, [WITH_VALUES]: true } as MessageWithValues<Values>
}

/** The tree a texts module declares: messages, messages with values, and groups of them. */
export interface TextTree {
  readonly [key: string]: string | MessageWithValues<MessageValues> | TextTree
}

/** What reading a tree gives: each message as a string, each one with values as a function of them. */
export type Texts<Tree> = {
  readonly [Key in keyof Tree]: Tree[Key] extends string
    ? string
    : Tree[Key] extends MessageWithValues<infer Values>
      ? (values: Values) => string
      : Texts<Tree[Key]>
}

/**
 * The message as written, or as the build compiled it: an array where it has values or plural
 * cases, the text itself where it is plain.
 */
type Source = MessageDescriptor['message'] | readonly unknown[]

function translate(id: string, message: Source, values?: MessageValues): string {
  // A message without values is plain text (a test holds every one to that) and, with no
  // translation, its own text: the runtime, which in production compiles nothing, is only asked
  // for translations and for messages with values.
  const i18n = currentI18n()
  if (values === undefined && typeof message === 'string' && i18n.messages[id] === undefined) return message
  return i18n._(id, values, { message: message as string })
}

function isWithValues(leaf: unknown): leaf is MessageWithValues<MessageValues> {
  return typeof leaf === 'object' && leaf !== null && WITH_VALUES in leaf
}

function isMessage(leaf: unknown): leaf is Source {
  return typeof leaf === 'string' || Array.isArray(leaf)
}

export function defineTexts<const Tree extends TextTree>(scope: string, tree: Tree): Texts<Tree> {
  return textsOf(scope, tree) as Texts<Tree>
}

function textsOf(scope: string, tree: TextTree): object {
  const texts = {}
  for (const [key, leaf] of Object.entries(tree) as [string, unknown][]) {
    const id = `${scope}.${key}`
    if (isMessage(leaf)) {
      Object.defineProperty(texts, key, { enumerable: true, get: () => translate(id, leaf) })
    } else if (isWithValues(leaf)) {
      Object.defineProperty(texts, key, {
        enumerable: true,
        value: (values: MessageValues) => translate(id, leaf.message, values),
      })
    } else {
      Object.defineProperty(texts, key, { enumerable: true, value: textsOf(id, leaf as TextTree) })
    }
  }
  return texts
}
