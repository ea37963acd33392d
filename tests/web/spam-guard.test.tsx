import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SPAM_GUARD } from '../../common/spam-guard'
import { SpamGuardFields, useSpamGuard } from '../../src/components/spam-guard/SpamGuard'
import { SPAM_GUARD_TEXTS } from '../../src/components/texts'

function GuardedForm() {
  const guard = useSpamGuard()
  return (
    <form aria-label="Guarded">
      <input aria-label="Email" />
      <SpamGuardFields guard={guard} />
    </form>
  )
}

const widget = () => document.querySelector('altcha-widget')
const announce = (state: string) =>
  act(() => {
    widget()?.dispatchEvent(new CustomEvent('statechange', { detail: { state } }))
  })

describe('the spam guard of a public form', () => {
  it('has a honeypot no person meets: out of the accessibility tree and the tab order', async () => {
    render(<GuardedForm />)
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${SPAM_GUARD.honeypot}"]`)
    expect(honeypot).not.toBeNull()
    expect(honeypot?.tabIndex).toBe(-1)
    expect(screen.queryByRole('textbox', { name: SPAM_GUARD_TEXTS.honeypot })).toBeNull()
    expect(screen.getAllByRole('textbox')).toHaveLength(1)
  })

  it('loads the widget with the form, and announces its states to screen readers', async () => {
    render(<GuardedForm />)
    await waitFor(() => expect(widget()).not.toBeNull())
    // The widget listens once its effect has run, just after it shows.
    await waitFor(() => {
      announce('verifying')
      expect(screen.getByRole('status')).toHaveTextContent(SPAM_GUARD_TEXTS.working)
    })
    announce('verified')
    expect(screen.getByRole('status')).toHaveTextContent(SPAM_GUARD_TEXTS.done)
    announce('error')
    expect(screen.getByRole('status')).toHaveTextContent(SPAM_GUARD_TEXTS.failed)
  })
})
