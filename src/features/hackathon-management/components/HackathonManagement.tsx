import { Box, Button, Checkbox, Stack } from '@chakra-ui/react'
import { type ComponentType, type ReactNode, useMemo, useState } from 'react'
import { FiPlus } from 'react-icons/fi'
import { changesApplyAtOnce } from '../../../../common/policy'
import { PageHeader } from '../../../components/PageHeader'
import { SearchBox } from '../../../entities/hackathon/components/SearchBox'
import type { HackathonDialogProps } from '../../../entities/hackathon/formDialog'
import type { HackathonsTableSearch } from '../../../entities/hackathon/queries'
import { LINK_WATCH_TEXTS } from '../../../entities/link-check/texts'
import { useCurrentUser, useMayCall } from '../../../entities/session/hooks'
import { HACKATHON_MANAGEMENT_TEXTS } from '../texts'
import { HackathonsTable } from './HackathonsTable'

interface HackathonManagementProps {
  search: HackathonsTableSearch
  onSearchChange: (change: Partial<HackathonsTableSearch>, options?: { replace?: boolean }) => void
  /** What the user proposed so far, which the suggestions feature supplies. */
  mySuggestions: ReactNode
  /** The form that Add Hackathon and each row's Edit Hackathon open, which the editor feature supplies. */
  HackathonDialog: ComponentType<HackathonDialogProps>
}

/**
 * `/hackathons`: the search box, the table and Add Hackathon, the same for every role; below the
 * table, a user whose saves become suggestions sees what they proposed.
 */
export function HackathonManagement({
  search,
  onSearchChange,
  mySuggestions,
  HackathonDialog,
}: HackathonManagementProps) {
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
          title={HACKATHON_MANAGEMENT_TEXTS.heading}
          action={
            <Button onClick={() => setAdding(true)}>
              <FiPlus aria-hidden /> {HACKATHON_MANAGEMENT_TEXTS.add}
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
    [q, link, watchesLinks, onSearchChange],
  )
  const addDialog = useMemo(() => <HackathonDialog open={adding} onOpenChange={setAdding} />, [adding, HackathonDialog])
  return (
    <>
      {controls}
      <HackathonsTable
        search={search}
        onSearchChange={onSearchChange}
        watchesLinks={watchesLinks}
        HackathonDialog={HackathonDialog}
      />
      {suggests && mySuggestions}
      {addDialog}
    </>
  )
}
