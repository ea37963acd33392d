import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findField } from './fields'
import { api, HttpResponse, http, server } from './msw'
import { renderApp } from './render'

/** Asks for a recovery e-mail: the simplest form whose failures go through the one error toast. */
async function recoverWith(answer: () => Response) {
  server.use(http.post(api('/password-recovery/:email'), answer))
  const view = await renderApp('/recover-password')
  await view.user.type(await findField(/^Email/), 'ada@example.com')
  await view.user.click(screen.getByRole('button', { name: 'Continue' }))
  return view
}

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ })

describe('toasts', () => {
  it("a success toast is titled 'Success!'", async () => {
    await recoverWith(() => HttpResponse.json({ message: 'sent' }))
    expect(await within(toastRegion()).findByText('Success!')).toBeInTheDocument()
    expect(within(toastRegion()).getByText('Password recovery email sent successfully.')).toBeInTheDocument()
  })

  it("an error shows 'Something went wrong!' with the response detail", async () => {
    await recoverWith(() => HttpResponse.json({ detail: 'Too many attempts, try later' }, { status: 429 }))
    expect(await within(toastRegion()).findByText('Something went wrong!')).toBeInTheDocument()
    expect(within(toastRegion()).getByText('Too many attempts, try later')).toBeInTheDocument()
    expect(within(toastRegion()).getByText('Too Many Requests')).toBeInTheDocument()
  })

  it("a detail list shows its first item's msg, labelled 'Validation Error'", async () => {
    await recoverWith(() =>
      HttpResponse.json(
        {
          detail: [
            { loc: ['path', 'email'], msg: 'value is not a valid email address', type: 'value_error' },
            { loc: ['path', 'other'], msg: 'second message', type: 'value_error' },
          ],
        },
        { status: 422 },
      ),
    )
    expect(await within(toastRegion()).findByText('value is not a valid email address')).toBeInTheDocument()
    expect(within(toastRegion()).queryByText('second message')).not.toBeInTheDocument()
    expect(within(toastRegion()).getByText('Validation Error')).toBeInTheDocument()
  })

  it("an empty body shows 'Something went wrong.'", async () => {
    await recoverWith(() => new HttpResponse(null, { status: 500 }))
    expect(await within(toastRegion()).findByText('Something went wrong.')).toBeInTheDocument()
    expect(within(toastRegion()).getByText('Something went wrong!')).toBeInTheDocument()
    expect(within(toastRegion()).getByText('Internal Server Error')).toBeInTheDocument()
  })

  it('a toast can be closed', async () => {
    const { user } = await recoverWith(() => HttpResponse.json({ detail: 'Nope' }, { status: 400 }))
    const toast = (await within(toastRegion()).findByText('Nope')).closest('[role="status"], [role="alert"]')
    expect(toast).not.toBeNull()
    await user.click(within(toast as HTMLElement).getByRole('button'))
    // It leaves with an exit animation, which jsdom never ends: closed is as far as it gets here.
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'))
  })
})
