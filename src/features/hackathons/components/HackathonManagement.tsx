import { Box, Button, Checkbox, Stack } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { changesApplyAtOnce } from '../../../../common/policy'
import { PageHeader } from '../../../components/PageHeader'
import { useCurrentUser, useMayCall } from '../../auth/hooks'
import { LINK_WATCH_TEXTS } from '../../link-watch/texts'
import { MySuggestions } from '../../suggestions/components/MySuggestions'
import type { HackathonsTableSearch } from '../queries'
import { HACKATHON_TEXTS, SUGGEST_TEXTS } from '../texts'
import { HackathonFormDialog } from './HackathonFormDialog'
import { HackathonsTable } from './HackathonsTable'
import { SearchBox } from './SearchBox'

interface HackathonManagementProps {
  search: HackathonsTableSearch
  onSearchChange: (change: Partial<HackathonsTableSearch>, options?: { replace?: boolean }) => void
}

/**
 * `/hackathons`: the search box, the table, Add Hackathon, and for a user whose saves become
 * suggestions, their suggestions; that user's screen speaks of suggesting, not managing.
 */
export function HackathonManagement({ search, onSearchChange }: HackathonManagementProps) {
  const { user } = useCurrentUser()
  const [adding, setAdding] = useState(false)
  // A user's saves become suggestions: show them what they proposed and what became of it.
  const suggests = user !== undefined && !changesApplyAtOnce(user.role)
  // Those who may check links see what the checks found.
  const watchesLinks = useMayCall('checkHackathonLink')
  const { q, link } = search
  // The controls above the table do not change with its page: the same elements, not rendered again.
  const controls = useMemo(
    () => (
      <>
        <PageHeader
          title={suggests ? SUGGEST_TEXTS.heading : HACKATHON_TEXTS.heading}
          action={
            <Button onClick={() => setAdding(true)}>
              <FiPlus aria-hidden /> {suggests ? SUGGEST_TEXTS.action : HACKATHON_TEXTS.add}
            </Button>
          }
        />
        <Stack mb="4" gap="3" maxW="xl">
          <Box>
            <SearchBox value={q} onChange={(text, { replace }) => onSearchChange({ q: text, page: 1 }, { replace })} />
          </Box>
          {watchesLinks && (
            <Checkbox.Root
              checked={link === 'unreachable'}
              onCheckedChange={({ checked }) =>
                onSearchChange({ link: checked === true ? 'unreachable' : undefined, page: 1 })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{LINK_WATCH_TEXTS.onlyUnreachable}</Checkbox.Label>
            </Checkbox.Root>
          )}
        </Stack>
      </>
    ),
    [suggests, q, link, watchesLinks, onSearchChange],
  )
  const addDialog = useMemo(() => <HackathonFormDialog open={adding} onOpenChange={setAdding} />, [adding])
  return (
    <>
      {controls}
      <HackathonsTable
        search={search}
        onSearchChange={onSearchChange}
        suggests={suggests}
        watchesLinks={watchesLinks}
      />
      {suggests && <MySuggestions />}
      {addDialog}
    </>
  )
}
