import { ClassNames } from '@emotion/react'
import { FiMoon } from 'react-icons/fi'
import { useColorMode } from '../../../lib/colorMode'
import { COLOR_MODE_TEXTS } from '../texts'
import * as styles from './MenuEntries.styles'

/**
 * Dark mode on or off, for a visitor without the settings' Appearance tab: the same choice, stored
 * in this browser under the same key (light unless chosen otherwise).
 */
export function ColorModeSwitch() {
  const { dark, choose } = useColorMode()
  return (
    <ClassNames>
      {({ css }) => (
        <button
          type="button"
          role="switch"
          aria-checked={dark}
          className={css(styles.colorModeSwitch)}
          onClick={() => choose(dark ? 'light' : 'dark')}
        >
          <FiMoon focusable="false" aria-hidden="true" />
          {COLOR_MODE_TEXTS.darkMode}
          <span className={css(styles.colorModeTrack)} aria-hidden="true" />
        </button>
      )}
    </ClassNames>
  )
}
