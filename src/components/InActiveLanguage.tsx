import { Fragment, type ReactNode } from 'react'
import { useLocale } from '../lib/language'

/**
 * Renders its tree anew when another language is picked: every text is read as it renders, so the
 * whole tree must render again. A screen keeps its place: the address and the loaded data stay.
 */
export function InActiveLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>
}
