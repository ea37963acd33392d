import { ClassNames } from '@emotion/react'
import { lazy, Suspense } from 'react'
import { FiBookmark } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { saveLabel, saveWord } from '../texts'
import * as styles from './SaveButton.styles'

interface SaveButtonViewProps {
  hackathon: HackathonPublic
  saved: boolean
  /** Absent (and the button marked disabled) for the moment the saving code takes to load after the card. */
  onToggle?: () => void
}

/**
 * A card's Save toggle (`aria-pressed`), named by the hackathon, so a list of cards has one
 * "Save …" per hackathon rather than many alike.
 */
function SaveButtonView({ hackathon, saved, onToggle }: SaveButtonViewProps) {
  return (
    <ClassNames>
      {({ css }) => (
        <button
          type="button"
          className={css(styles.button)}
          aria-pressed={saved}
          aria-label={saveLabel(hackathon.name)}
          aria-disabled={!onToggle || undefined}
          onClick={onToggle}
        >
          <FiBookmark focusable="false" aria-hidden="true" />
          {saveWord(saved)}
        </button>
      )}
    </ClassNames>
  )
}

/** Whether it is saved, and saving, load after the cards: the homepage's first paint carries only the button. */
const SaveState = lazy(() => import('../state'))

/** Saves the hackathon for the viewer, or forgets it: the toggle of a card. */
export function SaveButton({ hackathon }: { hackathon: HackathonPublic }) {
  return (
    <Suspense fallback={<SaveButtonView hackathon={hackathon} saved={false} />}>
      <SaveState hackathon={hackathon}>
        {(saved, toggle) => <SaveButtonView hackathon={hackathon} saved={saved} onToggle={toggle} />}
      </SaveState>
    </Suspense>
  )
}
