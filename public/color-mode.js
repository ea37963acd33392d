// Runs before the app renders (deferred, ahead of the module script in index.html). Keep the key and values in sync with src/lib/colorMode.ts.
;(() => {
  let choice = 'light'
  try {
    choice = localStorage.getItem('color-mode') || 'light'
  } catch {}
  const dark = choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  const root = document.documentElement
  root.classList.add(dark ? 'dark' : 'light')
  root.style.colorScheme = dark ? 'dark' : 'light'
})()
