import { ClassNames } from '@emotion/react'
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { FiSearch } from 'react-icons/fi'
import { LIMITS } from '../../../../common/limits'
import * as group from '../../../components/plain/InputGroup.styles'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { KEYBOARD_DEVICE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery'
import { parseSearchText } from '../homeSearch'
import { SEARCH_TEXTS } from '../texts'
import * as styles from './SearchBox.styles'

/** Typing is sent to the address (and so to the API) once it pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300

/** Chakra's close icon, the cross its CloseButton draws. */
const CLOSE_ICON =
  'M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z'

/**
 * Whether a key press belongs elsewhere: to a field being typed in, where `/` is a character, or
 * to an open dialog, which keeps the focus to itself.
 */
function meantForSomethingElse(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

interface SearchBoxProps {
  /** The search in the address. */
  value: string | undefined
  /**
   * Sends a new search. `replace` while one burst of typing goes on, so the history holds one entry
   * per search rather than one per pause; the first change of a burst, Enter and clearing push.
   */
  onChange: (q: string | undefined, options: { replace: boolean }) => void
  /** The text the box shows, at each change, before the pause that sends it: for a link that must carry it at once. */
  onType?: (text: string) => void
}

/**
 * The search box of the homepage and the /hackathons table: debounced into the address, `/`
 * focuses it from anywhere outside a field, Escape clears it, Enter searches at once.
 */
export function SearchBox({ value, onChange, onType }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '')
  const input = useRef<HTMLInputElement>(null)
  // The search last sent: the address coming back with it is no reason to overwrite what is typed since.
  const sent = useRef(value)
  const inBurst = useRef(false)
  // The "/" hint only where there is likely a keyboard to press it on, not on a touch screen.
  const showShortcut = useMediaQuery(KEYBOARD_DEVICE_QUERY)

  // Back, forward, a link or Clear filters changed the address: show its search.
  useEffect(() => {
    if (value === sent.current) return
    sent.current = value
    setText(value ?? '')
  }, [value])

  const send = (next: string) => {
    const q = parseSearchText(next)
    if (q === sent.current) return
    sent.current = q
    onChange(q, { replace: inBurst.current })
    inBurst.current = true
  }
  const sendTyped = useEffectEvent((typed: string) => send(typed))

  const reportText = useEffectEvent((shown: string) => onType?.(shown))
  useEffect(() => {
    reportText(text)
    const timer = setTimeout(() => sendTyped(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  // Listening before the box paints: a person who sees it may press `/` at once, and an effect run
  // after the paint can wait behind a long task on a slow phone, losing that key.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || meantForSomethingElse(event.target))
        return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const commit = (next: string) => {
    inBurst.current = false
    setText(next)
    send(next)
    inBurst.current = false
  }

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          commit(text)
        }}
      >
        <ClassNames>
          {({ css, cx }) => (
            <div className={css(group.group)}>
              <div className={cx(css(group.element), css(group.start), css(styles.passesPress))}>
                <FiSearch aria-hidden />
              </div>
              <input
                ref={input}
                type="search"
                className={css(styles.input)}
                aria-label={SEARCH_TEXTS.searchLabel}
                aria-keyshortcuts="/"
                placeholder={SEARCH_TEXTS.searchPlaceholder}
                maxLength={LIMITS.searchMax}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                // Leaving the box sends what it holds at once: the next control pressed sees the search.
                onBlur={() => {
                  send(text)
                  inBurst.current = false
                }}
                onKeyDown={(event) => {
                  if (event.key !== 'Escape' || text === '') return
                  // Escape empties the box first; a second one may close whatever is around it.
                  event.preventDefault()
                  event.stopPropagation()
                  commit('')
                }}
              />
              <div className={cx(css(group.element), css(group.end))}>
                {text ? (
                  <RecipeButton
                    variant="ghost"
                    size="xs"
                    extra={styles.close}
                    aria-label={SEARCH_TEXTS.clearSearch}
                    onClick={() => commit('')}
                  >
                    <svg viewBox="0 0 24 24" fill="currentColor" focusable="false" aria-hidden="true">
                      <path fillRule="evenodd" clipRule="evenodd" d={CLOSE_ICON} />
                    </svg>
                  </RecipeButton>
                ) : (
                  showShortcut && (
                    <kbd title={SEARCH_TEXTS.shortcutHint} aria-hidden>
                      /
                    </kbd>
                  )
                )}
              </div>
            </div>
          )}
        </ClassNames>
      </form>
    </search>
  )
}
