import { FiBookmark } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { useSaveToggle } from '../state'
import { saveLabel, saveWord } from '../texts'
import * as styles from './SavePageButton.styles'

/**
 * The Save toggle of a hackathon's page, as big as the page's other actions: a plain button with
 * Chakra's Button look, so the page paints before the design system has loaded.
 */
export function SavePageButton({ hackathon }: { hackathon: HackathonPublic }) {
  const { saved, toggle } = useSaveToggle(hackathon)
  return (
    <RecipeButton
      variant={saved ? 'subtle' : 'outline'}
      size="md"
      extra={saved ? styles.palette.saved : styles.palette.unsaved}
      aria-pressed={saved}
      aria-label={saveLabel(hackathon.name)}
      onClick={toggle}
    >
      <FiBookmark aria-hidden fill={saved ? 'currentColor' : 'none'} /> {saveWord(saved)}
    </RecipeButton>
  )
}
