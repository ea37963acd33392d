import { ClassNames } from '@emotion/react'
import type { ReactNode } from 'react'
import { staticStyles } from '../lib/static-styles'

/** Out of sight above the page until focused; resolved once, as every page renders it. */
const styles = staticStyles({
  position: 'fixed',
  top: '2',
  insetStart: '2',
  zIndex: 'skipNav',
  px: '4',
  py: '2',
  bg: 'bg.panel',
  color: 'fg',
  fontWeight: 'medium',
  borderWidth: '1px',
  borderRadius: 'l2',
  shadow: 'md',
  transform: 'translateY(-200%)',
  _focus: { transform: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
})

/**
 * A link out of sight until it has the focus, moving the focus past what comes before the part of
 * the page it names (`targetId`, which must take focus: tabIndex -1). "Skip to content" is the first
 * stop of the Tab key on every page, past the menu.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <ClassNames>
      {({ css }) => (
        <a
          href={`#${targetId}`}
          className={css(styles)}
          onClick={(event) => {
            // Focus itself moves, not only the scroll position, and the address keeps no fragment.
            event.preventDefault()
            document.getElementById(targetId)?.focus()
          }}
        >
          {children}
        </a>
      )}
    </ClassNames>
  )
}
