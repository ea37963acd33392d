import type { SystemStyleObject } from '@chakra-ui/react'
import { css, type SerializedStyles } from '@emotion/react'
import { system } from '../theme'

/**
 * Chakra styles (tokens, conditions, responsive values) resolved and serialized once, when the
 * module loads, for Emotion's `ClassNames`: `<ClassNames>{({ css }) => <div className={css(x)} />}`.
 * A Chakra component resolves, serializes and hashes its styles again at every render; a component
 * rendered many times (a feed's cards) takes its class from these, at no cost per render.
 */
export function staticStyles(styles: SystemStyleObject): SerializedStyles {
  return css(system.css(styles))
}
