import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineTexts, withValues } from '../../common/i18n/texts'
import { activateLocale, requestedLocale } from '../../src/lib/language'
import { makeHackathon } from './factories'
import { api, gate, HttpResponse, http, makeUser, pagedList, server, signInAs } from './msw'
import { renderApp } from './render'

/** A message id as the catalogs key them ("search.countAll"), which must never reach the screen. */
const MESSAGE_ID = /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+(\.[a-zA-Z0-9_]+)*\b/

/** What a page shows must be words: no message id, and no ICU left unread (`{count, plural, …}`). */
function expectReadable(text: string) {
  expect(text).not.toMatch(/[{}]/)
  const ids = (text.match(new RegExp(MESSAGE_ID, 'g')) ?? []).filter((match) => !/example\.com|\.ics$/.test(match))
  expect(ids).toEqual([])
}

function homepageWith(count: number) {
  pagedList('/series/', [])
  pagedList(
    '/hackathons/',
    Array.from({ length: count }, (_, index) => makeHackathon(index + 1)),
    { filter: (_, query) => query.get('status') !== 'past' },
  )
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
  vi.restoreAllMocks()
})

describe('the language a page opens in', () => {
  const browserSpeaks = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)

  it('is ?lang= first, then the one kept on this browser, then the browser’s, then English', () => {
    browserSpeaks('es-MX', 'en')
    localStorage.setItem('language', 'fr')
    window.history.replaceState(null, '', '/?lang=de')
    expect(requestedLocale()).toBe('de')
    window.history.replaceState(null, '', '/')
    expect(requestedLocale()).toBe('fr')
    localStorage.clear()
    expect(requestedLocale()).toBe('es')
    browserSpeaks('pt-PT')
    expect(requestedLocale()).toBe('pt-BR')
    browserSpeaks('nl-NL', 'sv')
    expect(requestedLocale()).toBe('en')
  })

  it('passes over a language the site does not speak, in the address or kept, to the next in line', () => {
    browserSpeaks('ja-JP')
    window.history.replaceState(null, '', '/?lang=klingon')
    localStorage.setItem('language', 'xx')
    expect(requestedLocale()).toBe('ja')
  })
})

describe('a page in another language', () => {
  it.each([
    ['de', 'Hackathons suchen', '3 Hackathons'],
    ['es', 'Buscar hackathons', '3 hackathons'],
    ['fr', 'Rechercher des hackathons', '3 hackathons'],
    ['pt-BR', 'Buscar hackathons', '3 hackathons'],
    ['ja', 'ハッカソンを検索', '3件のハッカソン'],
  ] as const)(
    '%s: the homepage speaks it, with its plural forms, and says so in <html lang>',
    async (locale, search, count) => {
      await activateLocale(locale)
      homepageWith(3)
      await renderApp('/')
      expect(await screen.findByRole('searchbox', { name: search })).toBeInTheDocument()
      expect(await screen.findByText(count, { exact: false })).toBeInTheDocument()
      await screen.findAllByRole('article')
      expect(document.documentElement.lang).toBe(locale)
      expectReadable(document.body.textContent ?? '')
    },
  )

  it('names it to the API on every call, so what the server writes for this reader (an e-mail) speaks it too', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US'])
    await activateLocale('ja')
    homepageWith(1)
    const asked: (string | null)[] = []
    const listen = ({ request }: { request: Request }) => asked.push(request.headers.get('accept-language'))
    server.events.on('request:start', listen)
    try {
      await renderApp('/')
      await screen.findAllByRole('article', {}, { timeout: 5000 })
    } finally {
      server.events.removeListener('request:start', listen)
    }
    expect(asked.length).toBeGreaterThan(0)
    expect(new Set(asked)).toEqual(new Set(['ja']))
  })

  it('shows the English of a message its catalog lacks, never the id', async () => {
    await activateLocale('de')
    const texts = defineTexts('languagesTest', {
      plain: 'Only in English',
      counted: withValues<{ count: number }>('{count, plural, one {# thing} other {# things}}'),
    })
    expect(texts.plain).toBe('Only in English')
    expect(texts.counted({ count: 2 })).toBe('2 things')
  })
})

describe('choosing a language in Settings', () => {
  it('switches the page at once, keeps the choice on the account and this browser, and hands the focus back', async () => {
    let account = makeUser({ locale: 'en' })
    const saved: unknown[] = []
    const answer = gate()
    signInAs(account)
    server.use(
      http.get(api('/users/me'), () => HttpResponse.json(account)),
      http.patch(api('/users/me'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        saved.push(body)
        await answer.opened
        account = { ...account, ...body }
        return HttpResponse.json(account)
      }),
    )
    const { user } = await renderApp('/settings?tab=appearance')
    const select = await screen.findByRole('combobox', { name: 'Language' })
    expect(within(select).getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja')
    await user.selectOptions(select, 'ja')
    const japanese = await screen.findByRole('combobox', { name: '言語' })
    expect(screen.getByRole('tab', { name: '外観', selected: true })).toBeInTheDocument()
    await waitFor(() => expect(japanese).toHaveFocus())
    await waitFor(() => expect(saved).toEqual([{ locale: 'ja' }]))
    // While the save is on its way, the page does not go back to the account's old language.
    expect(screen.getByRole('combobox', { name: '言語' })).toBe(japanese)
    answer.open()
    await waitFor(() => expect(account.locale).toBe('ja'))
    expect(await screen.findByRole('combobox', { name: '言語' })).toBeInTheDocument()
    expect(localStorage.getItem('language')).toBe('ja')
    expect(document.documentElement.lang).toBe('ja')
    expectReadable(document.body.textContent ?? '')
  })

  it("takes up the account's language on a browser that kept another", async () => {
    localStorage.setItem('language', 'en')
    signInAs(makeUser({ locale: 'es' }))
    homepageWith(1)
    await renderApp('/')
    expect(await screen.findByRole('searchbox', { name: 'Buscar hackathons' })).toBeInTheDocument()
    expect(localStorage.getItem('language')).toBe('es')
  })
})
