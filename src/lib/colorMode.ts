import { useCallback, useEffect, useState } from 'react'

/** Keep in sync with public/color-mode.js, which applies the choice before the first paint. */
export const COLOR_MODE_KEY = 'color-mode'
export const COLOR_MODE_CHOICES = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light Mode' },
  { value: 'dark', label: 'Dark Mode' },
] as const
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number]['value']
export const DEFAULT_COLOR_MODE: ColorModeChoice = 'light'

const systemQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

export function storedColorMode(): ColorModeChoice {
  const stored = localStorage.getItem(COLOR_MODE_KEY)
  return COLOR_MODE_CHOICES.some((c) => c.value === stored) ? (stored as ColorModeChoice) : DEFAULT_COLOR_MODE
}

function applyColorMode(choice: ColorModeChoice) {
  const dark = choice === 'dark' || (choice === 'system' && systemQuery().matches)
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.classList.toggle('light', !dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

/** The stored colour mode choice, applied to <html> (Chakra's dark styles key off the `dark` class). */
export function useColorMode() {
  const [choice, setChoice] = useState<ColorModeChoice>(storedColorMode)

  useEffect(() => {
    applyColorMode(choice)
    if (choice !== 'system') return
    const query = systemQuery()
    const follow = () => applyColorMode('system')
    query.addEventListener('change', follow)
    return () => query.removeEventListener('change', follow)
  }, [choice])

  // Applied at once, in the same event as the click, rather than after the next render.
  const choose = useCallback((next: ColorModeChoice) => {
    localStorage.setItem(COLOR_MODE_KEY, next)
    applyColorMode(next)
    setChoice(next)
  }, [])

  return { choice, choose }
}
