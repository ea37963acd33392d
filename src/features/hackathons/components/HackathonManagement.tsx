import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { changesApplyAtOnce } from '../../../../common/policy'
import { PageHeader } from '../../../components/PageHeader'
import { useCurrentUser } from '../../auth/hooks'
import { MySuggestions } from '../../suggestions/components/MySuggestions'
import type { HackathonsTableSearch } from '../queries'
import { HACKATHON_TEXTS } from '../texts'
import { HackathonFormDialog } from './HackathonFormDialog'
import { HackathonsTable } from './HackathonsTable'

interface HackathonManagementProps {
  search: HackathonsTableSearch
  onSearchChange: (change: Partial<HackathonsTableSearch>) => void
}

/** `/hackathons`: the table, Add Hackathon, and for a user whose saves become suggestions, their suggestions. */
export function HackathonManagement({ search, onSearchChange }: HackathonManagementProps) {
  const { user } = useCurrentUser()
  const [adding, setAdding] = useState(false)
  // A user's saves become suggestions: show them what they proposed and what became of it.
  const showsOwnSuggestions = user !== undefined && !changesApplyAtOnce(user.role)
  return (
    <>
      <PageHeader
        title={HACKATHON_TEXTS.heading}
        action={
          <Button onClick={() => setAdding(true)}>
            <FiPlus aria-hidden /> {HACKATHON_TEXTS.add}
          </Button>
        }
      />
      <HackathonsTable search={search} onSearchChange={onSearchChange} />
      {showsOwnSuggestions && <MySuggestions />}
      <HackathonFormDialog open={adding} onOpenChange={setAdding} />
    </>
  )
}
