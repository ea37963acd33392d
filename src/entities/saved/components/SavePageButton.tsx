import { Button } from '@chakra-ui/react'
import { FiBookmark } from 'react-icons/fi'
import type { HackathonPublic } from '../../../client/types.gen'
import { useSaveToggle } from '../state'
import { SAVED_TEXTS, saveLabel } from '../texts'

/** The Save toggle of a hackathon's page, as big as the page's other actions. */
export function SavePageButton({ hackathon }: { hackathon: HackathonPublic }) {
  const { saved, toggle } = useSaveToggle(hackathon)
  return (
    <Button
      variant={saved ? 'subtle' : 'outline'}
      colorPalette={saved ? 'blue' : 'gray'}
      aria-pressed={saved}
      aria-label={saveLabel(hackathon.name)}
      onClick={toggle}
    >
      <FiBookmark aria-hidden fill={saved ? 'currentColor' : 'none'} /> {SAVED_TEXTS.save}
    </Button>
  )
}
