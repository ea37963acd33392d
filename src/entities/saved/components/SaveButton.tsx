import { buttonRecipe } from '@chakra-ui/react/theme'
import { ClassNames } from '@emotion/react'
import { FiBookmark } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { staticStyles } from '../../../lib/static-styles'
import { useIsSaved, useToggleSave } from '../hooks'
import { SAVED_TEXTS } from '../texts'

const { variant, size } = buttonRecipe.variants ?? {}

/**
 * Chakra's Button (outline; subtle blue while pressed) as a plain element, resolved once per size:
 * a feed renders one per card, and a Chakra Button resolved its styles at every render. It sits
 * above the card's stretched details link, so it stays a control of its own.
 */
const styles = {
  card: staticStyles({
    ...buttonRecipe.base,
    ...variant?.outline,
    ...size?.['2xs'],
    colorPalette: 'gray',
    zIndex: '1',
    '&[aria-pressed=true]': { ...variant?.subtle, colorPalette: 'blue' },
    '&[aria-pressed=true] svg': { fill: 'currentColor' },
  }),
  page: staticStyles({
    ...buttonRecipe.base,
    ...variant?.outline,
    ...size?.md,
    colorPalette: 'gray',
    '&[aria-pressed=true]': { ...variant?.subtle, colorPalette: 'blue' },
    '&[aria-pressed=true] svg': { fill: 'currentColor' },
  }),
}

interface SaveButtonProps {
  hackathon: HackathonPublic
  /** `card`: compact, for a feed's cards; `page`: as big as the page's other actions. */
  size?: keyof typeof styles
}

/**
 * Saves the hackathon for the viewer, or forgets it: a toggle button (`aria-pressed`) named by the
 * hackathon, so a list of cards has one "Save …" per hackathon rather than many alike.
 */
export function SaveButton({ hackathon, size = 'card' }: SaveButtonProps) {
  const saved = useIsSaved(hackathon.id)
  const toggle = useToggleSave()
  return (
    <ClassNames>
      {({ css }) => (
        <button
          type="button"
          className={css(styles[size])}
          aria-pressed={saved}
          aria-label={SAVED_TEXTS.saveNamed(hackathon.name)}
          title={saved ? SAVED_TEXTS.saved : undefined}
          onClick={() => toggle.mutate({ hackathon, save: !saved })}
        >
          <FiBookmark focusable="false" aria-hidden="true" />
          {SAVED_TEXTS.save}
        </button>
      )}
    </ClassNames>
  )
}
