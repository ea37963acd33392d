import * as Chakra from '@chakra-ui/react'
import { ChakraProvider, defaultSystem, type SystemContext } from '@chakra-ui/react'
import { render } from '@testing-library/react'
import { Component, type ComponentType, createElement, type ReactNode } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { appSystem } from '../../src/theme'

/**
 * The app's design system registers only the recipes of the components the app renders (a smaller
 * start-up); a Chakra component whose recipe is missing renders unstyled, and a control without its
 * recipe is invisible (a switch 0 px wide, a combobox without a border). This test finds every
 * component the sources import from Chakra, renders each in the app's system, records the recipes it
 * asks for, and checks the system resolves each one with the size and border Chakra's own recipe
 * draws. A component the app starts to use is covered without editing this file.
 */

/** Every source file's text, the generated API client's aside (it renders nothing). */
const SOURCES = import.meta.glob<string>(['../../src/**/*.{ts,tsx}', '!../../src/client/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The values (not types) each source file imports from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>()
  for (const text of Object.values(SOURCES)) {
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue
      for (const specifier of (match[2] ?? '').split(',')) {
        if (/^\s*type\s/.test(specifier)) continue
        const name = specifier.trim().split(/\s+as\s+/)[0]
        if (name) names.add(name)
      }
    }
  }
  return names
}

type Kind = 'recipe' | 'slotRecipe'
type Requested = Map<string, Kind>

/** The app's system, noting each recipe a rendered component asks it for. */
function recordingSystem(system: SystemContext, requested: Requested): SystemContext {
  return new Proxy(system, {
    get(target, key, receiver) {
      if (key === 'getRecipeFn' || key === 'getSlotRecipeFn') {
        const kind: Kind = key === 'getRecipeFn' ? 'recipe' : 'slotRecipe'
        const original = Reflect.get(target, key, receiver) as (recipeKey: string, fallback?: unknown) => unknown
        return (recipeKey: string, fallback?: unknown) => {
          requested.set(recipeKey, kind)
          return original(recipeKey, fallback)
        }
      }
      return Reflect.get(target, key, receiver)
    },
  })
}

/** Swallows what a part rendered without the props or context it needs throws: its recipe was asked for before. */
class Contain extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

const isComponent = (value: unknown): value is ComponentType<Record<string, unknown>> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)
const isNamespace = (value: unknown): value is Record<string, unknown> & { Root: unknown } =>
  typeof value === 'object' && value !== null && !('$$typeof' in value) && 'Root' in value

/**
 * A namespace (Switch, Combobox, Dialog…) as its root holding every other part, so each part's own
 * recipe (a checkbox's checkmark) is asked for too; a single component on its own.
 */
function element(name: string, value: unknown): ReactNode {
  if (isNamespace(value)) {
    const parts = Object.entries(value).filter(
      ([part, partValue]) =>
        part !== 'Root' && !/Provider$|^Context$/.test(part) && /^[A-Z]/.test(part) && isComponent(partValue),
    )
    return createElement(
      value.Root as ComponentType<Record<string, unknown>>,
      {},
      parts.map(([part, value]) => {
        const Part = value as ComponentType<Record<string, unknown>>
        return (
          <Contain key={part}>
            <Part />
          </Contain>
        )
      }),
    )
  }
  if (isComponent(value)) return createElement(value, { 'aria-label': name })
  return null
}

/** A recipe's styles for its default variants, with the cascade layer Chakra wraps them in taken off. */
function resolved(system: SystemContext, key: string, kind: Kind): Record<string, Record<string, unknown>> {
  const unlayer = (styles: unknown) => {
    const style = (styles ?? {}) as Record<string, unknown>
    return (style['@layer recipes'] ?? style) as Record<string, unknown>
  }
  if (kind === 'recipe') return { [key]: unlayer(system.getRecipeFn(key)({})) }
  const slots = system.getSlotRecipeFn(key)({}) as Record<string, unknown>
  return Object.fromEntries(Object.entries(slots).map(([slot, styles]) => [slot, unlayer(styles)]))
}

const SIZE = /^(width|height|minWidth|minHeight|boxSize|w|h|minW|minH)$/
const BORDER = /^(border|borderWidth|border(Top|Bottom|Left|Right|Inline|Block)(Start|End)?(Width)?|borderStyle)$/
/** The custom properties a value reads, other than Chakra's tokens (`--chakra-…`, always defined). */
const customProperties = (value: unknown) =>
  [...String(value).matchAll(/var\((--(?!chakra-)[\w-]+)/g)].map((match) => match[1] ?? '')

const requested: Requested = new Map()
const rendered: string[] = []

beforeAll(() => {
  // Parts rendered outside the props they need (a combobox without its collection) log what they throw.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const system = recordingSystem(appSystem(), requested)
  const library = Chakra as unknown as Record<string, unknown>
  for (const name of [...importedChakraNames()].sort()) {
    // Lower-case names are functions (createToaster…); the provider is what the test renders into.
    if (!/^[A-Z]/.test(name) || name === 'ChakraProvider') continue
    const node = element(name, library[name])
    if (node === null) continue
    rendered.push(name)
    const { unmount } = render(
      <ChakraProvider value={system}>
        <Contain>{node}</Contain>
      </ChakraProvider>,
    )
    unmount()
  }
})
afterAll(() => vi.restoreAllMocks())

describe("every Chakra component the app imports, in the app's design system", () => {
  it('finds the components by scanning the sources, the controls among them', () => {
    // The settings' switch, the form's time zone combobox, its buttons, fields and dialogs.
    expect(rendered).toEqual(expect.arrayContaining(['Button', 'Switch', 'Combobox', 'Field', 'Dialog', 'Input']))
    expect([...requested.keys()]).toEqual(expect.arrayContaining(['button', 'switch', 'combobox', 'input']))
  })

  it('has a recipe for every recipe they ask for', () => {
    // Some components ask for a key Chakra itself has no recipe for (Text asks for `text`).
    const has = (system: SystemContext, key: string, kind: Kind) =>
      kind === 'recipe' ? system.isRecipe(key) : system.isSlotRecipe(key)
    const missing = [...requested].filter(
      ([key, kind]) => has(defaultSystem, key, kind) && !has(appSystem(), key, kind),
    )
    expect(missing.map(([key]) => key)).toEqual([])
  })

  it("sizes each control and draws each border Chakra's own recipe does, with the variables those read defined", () => {
    const faults: string[] = []
    for (const [key, kind] of requested) {
      const ours = resolved(appSystem(), key, kind)
      const chakras = resolved(defaultSystem, key, kind)
      const setIn = (styles: Record<string, Record<string, unknown>>) =>
        new Set(Object.values(styles).flatMap((slot) => Object.keys(slot)))
      const defined = setIn(ours)
      // A variable Chakra's recipe leaves unset is one the component writes itself (a tab indicator's width).
      const definedByChakra = setIn(chakras)
      for (const [slot, styles] of Object.entries(chakras)) {
        for (const property of Object.keys(styles).filter((p) => SIZE.test(p) || BORDER.test(p))) {
          const value = ours[slot]?.[property]
          if (value === undefined) faults.push(`${key} ${slot}: no ${property}`)
          for (const variable of customProperties(value))
            if (definedByChakra.has(variable) && !defined.has(variable))
              faults.push(`${key} ${slot}: ${property} reads ${variable}, never set`)
        }
      }
    }
    expect(faults).toEqual([])
  })
})
