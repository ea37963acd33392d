import { useCallback, useEffect, useSyncExternalStore } from 'react'

/** Keep in sync with public/color-mode.js, which applies the choice before the first paint. */
export const COLOR_MODE_KEY = 'color-mode'
/** The choices, in Appearance's order; their words are COLOR_MODE_CHOICE_TEXTS (src/lib/texts.ts). */
export const COLOR_MODE_CHOICES = ['system', 'light', 'dark'] as const
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number]
export const DEFAULT_COLOR_MODE: ColorModeChoice = 'light'

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

export function storedColorMode(): ColorModeChoice {
  const stored = localStorage.getItem(COLOR_MODE_KEY)
  return COLOR_MODE_CHOICES.some((c) => c === stored) ? (stored as ColorModeChoice) : DEFAULT_COLOR_MODE
}

/** Whether `choice` paints the page dark now. */
const isDark = (choice: ColorModeChoice) => choice === 'dark' || (choice === 'system' && systemQuery().matches)

/** Paints the page dark or light. */
function paint(dark: boolean) {
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.classList.toggle('light', !dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

/**
 * Every control showing the choice (the menu's switch, the settings' Appearance) follows a change
 * made in any of them, or in another tab.
 */
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}
function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  const query = systemQuery()
  query.addEventListener('change', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
    query.removeEventListener('change', listener)
  }
}
/** The choice and what it paints, as one string, so a change of either renders again. */
const snapshot = () => {
  const choice = storedColorMode()
  return `${choice}:${isDark(choice) ? 'dark' : 'light'}`
}

/** The stored colour mode choice, applied to <html> (Chakra's dark styles key off the `dark` class). */
export function useColorMode() {
  const [choice, painted] = useSyncExternalStore(subscribe, snapshot).split(':') as [ColorModeChoice, string]
  const dark = painted === 'dark'

  // Another tab's choice, or the system's change under "System", repaints this one too.
  useEffect(() => paint(dark), [dark])

  // Applied at once, in the same event as the click, rather than after the next render.
  const choose = useCallback((next: ColorModeChoice) => {
    localStorage.setItem(COLOR_MODE_KEY, next)
    paint(isDark(next))
    notify()
  }, [])

  return { choice, dark, choose }
}
