import { hackathonPlace } from '../../../../common/hackathon-fields'
import { EMBED_ELEMENT, EMBED_WORDS, type EmbedLink, embedOptions } from '../../../../common/open-data'
import type { HackathonPublic } from '../../../client/types.gen'
import { filtersAttribute } from '../../../entities/hackathon/embed'
import { listedHackathonHref } from '../../../entities/hackathon/links'
import { registrationText } from '../../../entities/hackathon/registration'
import { CANCELLED_BADGE } from '../../../entities/hackathon/status'
import { EMBED_LIST_TEXTS } from '../../../entities/hackathon/texts'
import { formatDays, viewerTimeZone } from '../../../lib/dates'
import { EMBED_TEXTS } from '../texts'
import { embedQuery } from './query'
import { EMBED_CSS } from './styles'

/** An element with its `part` names and its text: every word from the data goes in as text, never as markup. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  part: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.setAttribute('part', part)
  node.append(...children)
  return node
}

/** One line of the API's error answer: a string `detail`, or the first validation issue's field and message. */
function reasonOf(body: unknown, status: number): string {
  const detail = (body as { detail?: unknown } | null)?.detail
  if (typeof detail === 'string') return detail
  const issue = Array.isArray(detail) ? (detail[0] as { loc?: unknown; msg?: unknown } | undefined) : undefined
  if (typeof issue?.msg === 'string') {
    const field = Array.isArray(issue.loc) ? issue.loc.at(-1) : undefined
    return field === undefined ? issue.msg : EMBED_TEXTS.fieldProblem({ field: String(field), problem: issue.msg })
  }
  return EMBED_TEXTS.status({ status })
}

/** The shared sheet of every list on the page, where the browser can adopt one (a page's CSP never blocks it). */
let sheet: CSSStyleSheet | undefined

function addStyles(root: ShadowRoot) {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(EMBED_CSS)
    }
    root.adoptedStyleSheets = [sheet]
  } else {
    root.append(element('style', 'styles', EMBED_CSS))
  }
}

const isWebAddress = (url: string) => /^https?:\/\//i.test(url)

/**
 * `<hackathons-list>`: the upcoming hackathons under the homepage's filters, read from the public
 * API at `origin` (where its script is served), as a list of links in a shadow root. It reads again
 * when an attribute changes; it sends no cookies and stores nothing.
 */
export function hackathonsListElement(origin: string): CustomElementConstructor {
  return class HackathonsList extends HTMLElement {
    static observedAttributes = ['filters', 'limit', 'theme', 'link']

    #frame = element('div', 'frame')
    #loading: AbortController | undefined
    #scheduled = false

    constructor() {
      super()
      const root = this.attachShadow({ mode: 'open' })
      addStyles(root)
      root.append(this.#frame)
    }

    connectedCallback() {
      this.#schedule()
    }

    disconnectedCallback() {
      this.#loading?.abort()
    }

    attributeChangedCallback() {
      if (this.isConnected) this.#schedule()
    }

    /** One read for the attributes a page sets one after the other. */
    #schedule() {
      if (this.#scheduled) return
      this.#scheduled = true
      queueMicrotask(() => {
        this.#scheduled = false
        void this.#load()
      })
    }

    #show(busy: boolean, ...content: Node[]) {
      this.#frame.setAttribute('aria-busy', String(busy))
      this.#frame.replaceChildren(...content)
    }

    #showError(reason: string) {
      const message = element('p', 'status error', EMBED_TEXTS.error({ reason: reason.replace(/\s+/g, ' ').trim() }))
      message.setAttribute('role', 'alert')
      this.#show(false, message)
    }

    async #load() {
      this.#loading?.abort()
      const loading = new AbortController()
      this.#loading = loading
      const options = embedOptions((name) => this.getAttribute(name))
      this.#frame.className = options.theme
      const now = new Date()
      const query = embedQuery(this.getAttribute('filters') ?? '', options.limit, now)
      if (!query.ok) return this.#showError(query.reason)

      const status = element('p', 'status', EMBED_TEXTS.loading)
      status.setAttribute('role', 'status')
      this.#show(true, status)
      let response: Response
      let body: unknown
      try {
        response = await fetch(`${origin}/api/v1/hackathons/?${query.search}`, {
          credentials: 'omit',
          signal: loading.signal,
        })
        body = await response.json().catch(() => null)
      } catch {
        if (!loading.signal.aborted) this.#showError(EMBED_TEXTS.unreachable)
        return
      }
      if (loading.signal.aborted) return
      if (!response.ok) return this.#showError(reasonOf(body, response.status))

      const hackathons = (body as { data?: HackathonPublic[] } | null)?.data ?? []
      const more = element('a', 'more', EMBED_WORDS.more)
      const search = filtersAttribute(query.filters)
      more.href = `${origin}/${search && `?${search}`}`
      if (hackathons.length === 0) {
        const empty = element('p', 'status empty', EMBED_WORDS.empty)
        empty.setAttribute('role', 'status')
        return this.#show(false, empty, more)
      }
      const list = element('ul', 'list', ...hackathons.map((hackathon) => this.#item(hackathon, options.link, now)))
      list.setAttribute('aria-label', EMBED_LIST_TEXTS.name)
      this.#show(false, list, more)
    }

    #item(hackathon: HackathonPublic, link: EmbedLink, now: Date): HTMLLIElement {
      const page = `${origin}${listedHackathonHref(hackathon)}`
      const anchor = element('a', 'link name', hackathon.name)
      anchor.href = link === 'website' && isWebAddress(hackathon.url) ? hackathon.url : page
      const dates = element(
        'time',
        'dates',
        formatDays(hackathon.start_date, hackathon.end_date, { now, timeZone: viewerTimeZone() }),
      )
      dates.dateTime = hackathon.start_date
      const details = element('span', 'details', dates)
      const place = hackathonPlace(hackathon.location, hackathon.attendance_mode)
      if (place) details.append(element('span', 'place', place))
      const registration = registrationText(hackathon, now)
      if (registration) details.append(element('span', 'registration', registration))
      const item = element('li', 'item', anchor)
      if (hackathon.cancelled) item.append(element('span', 'cancelled', CANCELLED_BADGE.text))
      item.append(details)
      return item
    }
  }
}

/** Defines `<hackathons-list>` once, reading from `origin`. */
export function defineHackathonsList(origin: string) {
  if (!customElements.get(EMBED_ELEMENT)) customElements.define(EMBED_ELEMENT, hackathonsListElement(origin))
}
