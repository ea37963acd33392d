/**
 * A value made on its first use, then kept. For `Intl` formatters: making one loads its locale's
 * data, tens of milliseconds on a slow phone, so a module that declares one at its top costs every
 * page that loads it that much before anything renders, whether or not the page ever formats with it.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}
