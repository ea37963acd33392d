import type { HackathonPublic } from '../../../client/types.gen'
import { useSaveToggle } from '../hooks'
import { SaveButtonView } from './SaveButton'

/** A card's Save button with whether the hackathon is saved, in the account or in this browser. */
export default function SaveToggle({ hackathon }: { hackathon: HackathonPublic }) {
  const { saved, toggle } = useSaveToggle(hackathon)
  return <SaveButtonView hackathon={hackathon} saved={saved} onToggle={toggle} />
}
