import { lazy, Suspense, useMemo, useRef } from 'react'
import { SPAM_GUARD } from '../../../common/spam-guard'
import { SPAM_GUARD_TEXTS } from '../texts'
import type { AltchaElement, SpamGuardFields as GuardFields, SpamGuard } from './types'

// The widget, its styles and its worker load with the first guarded form shown, never with a page.
const AltchaWidget = lazy(() => import('./AltchaWidget'))

/**
 * The spam guard of one public form: a hidden honeypot field and a proof-of-work challenge solved in
 * the background; `enabled` false adds nothing.
 */
export function useSpamGuard(enabled = true): SpamGuard {
  const honeypot = useRef<HTMLInputElement | null>(null)
  return useMemo(() => {
    let attached: (element: AltchaElement) => void = () => {}
    // A submit before the widget has loaded waits for it.
    let widget = new Promise<AltchaElement>((resolve) => {
      attached = resolve
    })
    return {
      honeypot,
      attach(element) {
        if (element) attached(element)
        else
          widget = new Promise((resolve) => {
            attached = resolve
          })
      },
      async fields(): Promise<GuardFields> {
        if (!enabled) return {}
        const website = honeypot.current?.value || undefined
        const element = await widget
        // Already solved in the background, it answers at once; else it solves now.
        const result = await element.verify()
        element.reset()
        return { altcha: result?.payload, website }
      },
    } satisfies SpamGuard
  }, [enabled])
}

/** Hides the honeypot from sight, the tab order and the accessibility tree. */
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
} as const

/**
 * The guard's part of the form: the honeypot `website`, which people never see or reach, and the
 * ALTCHA widget, which starts solving when the form is first focused.
 */
export function SpamGuardFields({ guard }: { guard: SpamGuard }) {
  return (
    <>
      <div aria-hidden="true" style={offScreen}>
        <label>
          {SPAM_GUARD_TEXTS.honeypot}
          <input
            ref={guard.honeypot}
            type="text"
            name={SPAM_GUARD.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <Suspense fallback={null}>
        <AltchaWidget guard={guard} />
      </Suspense>
    </>
  )
}
