import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { SITE } from '../../common/site.js'
import { acceptedLanguages, inLanguage, recipientLocale, requestLocale } from '../../server/languages.js'

const request = (url: string, acceptLanguage?: string) => ({
  url,
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
})

describe('the language a request asks for', () => {
  it('reads Accept-Language by weight, then by order, leaving out the wildcard and what it refuses', () => {
    expect(acceptedLanguages('fr;q=0.5, de-AT, en;q=0.8, ja;q=0, *;q=0.1, es')).toEqual(['de-AT', 'es', 'en', 'fr'])
    expect(acceptedLanguages(undefined)).toEqual([])
    expect(acceptedLanguages('')).toEqual([])
  })

  it('is ?lang= first, then the first of Accept-Language the site speaks, then English', () => {
    expect(requestLocale(request('/?lang=ja', 'de'))).toBe('ja')
    expect(requestLocale(request('/series/x?q=1&lang=pt-br', 'de'))).toBe('pt-BR')
    expect(requestLocale(request('/?lang=tlh', 'it, pt-PT;q=0.9, de;q=0.8'))).toBe('pt-BR')
    expect(requestLocale(request('/', 'it, nl'))).toBe('en')
    expect(requestLocale(request('/'))).toBe('en')
  })

  it("writes an e-mail in the recipient's own language before the request's", () => {
    expect(recipientLocale('fr', 'de')).toBe('fr')
    expect(recipientLocale(null, 'de')).toBe('de')
    expect(recipientLocale('tlh')).toBe('en')
  })
})

describe('texts read in the language at hand', () => {
  it('keeps each piece of work in its own language across awaits while others run, and English outside', async () => {
    const readTwice = (locale: 'de' | 'fr' | 'en', pause: number) =>
      inLanguage(locale, async () => {
        const before = SITE.description
        await sleep(pause)
        return [before, SITE.description]
      })
    const [german, french, english] = await Promise.all([readTwice('de', 20), readTwice('fr', 5), readTwice('en', 10)])
    expect(german).toEqual(['Kommende und vergangene Hackathons', 'Kommende und vergangene Hackathons'])
    expect(french).toEqual(['Hackathons à venir et passés', 'Hackathons à venir et passés'])
    expect(english).toEqual(['Upcoming and past hackathons', 'Upcoming and past hackathons'])
    expect(SITE.description).toBe('Upcoming and past hackathons')
  })
})
