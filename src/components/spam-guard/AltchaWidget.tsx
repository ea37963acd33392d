import 'altcha/external'
import 'altcha/altcha.css'
import type {} from 'altcha/types/react'
import ShaWorker from 'altcha/workers/sha?worker'
import { useEffect, useRef, useState } from 'react'
import { SPAM_GUARD } from '../../../common/spam-guard'
import { apiBase } from '../../lib/api'
import { SPAM_GUARD_TEXTS } from '../texts'
import type { AltchaElement, SpamGuard } from './types'

// The external build bundles no worker (nor any inline script or style): the one the guard's
// algorithm needs is a file of this site, which the Content-Security-Policy's 'self' already allows.
$altcha.algorithms.set(SPAM_GUARD.algorithm, () => new ShaWorker())

/** What a screen reader hears as the widget's state changes; nothing for the others. */
function announced(state: string): string {
  switch (state) {
    case 'verifying':
      return SPAM_GUARD_TEXTS.working
    case 'verified':
      return SPAM_GUARD_TEXTS.done
    case 'error':
    case 'expired':
      return SPAM_GUARD_TEXTS.failed
    default:
      return ''
  }
}

/** The ALTCHA widget of a guarded form, solving when the form is first focused; its states are announced. */
export default function AltchaWidget({ guard }: { guard: SpamGuard }) {
  const ref = useRef<AltchaElement | null>(null)
  const [state, setState] = useState<string>('unverified')

  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onState = (event: Event) => setState((event as CustomEvent<{ state: string }>).detail.state)
    element.addEventListener('statechange', onState)
    guard.attach(element)
    return () => {
      element.removeEventListener('statechange', onState)
      guard.attach(null)
    }
  }, [guard])

  return (
    <>
      <altcha-widget
        ref={ref}
        challenge={`${apiBase()}/api/v1/utils/challenge`}
        auto="onfocus"
        name={SPAM_GUARD.field}
        configuration={JSON.stringify({ hideLogo: true, hideFooter: true, minDuration: 0 })}
      />
      <span role="status" aria-live="polite" style={{ position: 'absolute', left: '-10000px' }}>
        {announced(state)}
      </span>
    </>
  )
}
