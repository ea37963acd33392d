import { Box, Button, chakra, Dialog, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { FiSearch } from 'react-icons/fi'
import type { HackathonPublic, SeriesPublic } from '../../../client/types.gen'
import { DialogCancel, DialogFrame } from '../../../components/DialogFrame'
import { LoadError } from '../../../components/QueryState'
import { pickerQuery, seriesMembersQuery } from '../../../entities/series/queries'
import { formatDate } from '../../../lib/dates'
import { loadingStatus } from '../../../lib/loadingStatus'
import { useSetSeriesHackathons } from '../mutations'
import { SERIES_TEXTS } from '../texts'

/** The picker's list is at most 400 px high; the dialog keeps its buttons in view. */
export const PICKER_MAX_HEIGHT = '400px'

const normalise = (text: string) => text.toLocaleLowerCase().trim()

function matches(hackathon: HackathonPublic, filter: string) {
  if (!filter) return true
  return normalise(`${hackathon.name} ${hackathon.location ?? ''}`).includes(filter)
}

interface PickerProps {
  series: SeriesPublic
  hackathons: HackathonPublic[]
  initial: string[]
  note?: string
  onClose: () => void
}

/**
 * The checkbox list and its Save button. Native checkboxes keep a thousand rows cheap to render;
 * a selection hidden by the filter stays selected, and Save sends the whole membership at once.
 */
function Picker({ series, hackathons, initial, note, onClose }: PickerProps) {
  const [selected, setSelected] = useState(() => new Set(initial))
  const [filter, setFilter] = useState('')
  const deferredFilter = useDeferredValue(normalise(filter))
  const visible = useMemo(() => hackathons.filter((h) => matches(h, deferredFilter)), [hackathons, deferredFilter])

  const save = useSetSeriesHackathons()

  const toggle = (id: string, checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          <InputGroup startElement={<FiSearch aria-hidden />}>
            <Input
              type="search"
              aria-label={SERIES_TEXTS.filterLabel}
              placeholder={SERIES_TEXTS.filterPlaceholder}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={(event) => {
                // Enter in the filter must not close or submit anything.
                if (event.key === 'Enter') event.preventDefault()
              }}
            />
          </InputGroup>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {SERIES_TEXTS.selected({ count: selected.size })}
          </Text>
          {note && (
            <Text fontSize="sm" color="fg.muted">
              {note}
            </Text>
          )}
          <Box
            maxH={PICKER_MAX_HEIGHT}
            overflowY="auto"
            borderWidth="1px"
            rounded="md"
            data-testid="hackathon-picker"
            role="group"
            aria-label={SERIES_TEXTS.manage}
          >
            {visible.length === 0 ? (
              <Text p="3" color="fg.muted">
                {hackathons.length === 0 ? SERIES_TEXTS.noHackathons : SERIES_TEXTS.noMatch}
              </Text>
            ) : (
              <chakra.ul listStyleType="none">
                {visible.map((hackathon) => (
                  <chakra.li key={hackathon.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                    <chakra.label
                      display="flex"
                      alignItems="center"
                      gap="3"
                      px="3"
                      py="2"
                      cursor="pointer"
                      _hover={{ bg: 'bg.muted' }}
                    >
                      <chakra.input
                        type="checkbox"
                        boxSize="4"
                        flexShrink={0}
                        accentColor="colorPalette.solid"
                        checked={selected.has(hackathon.id)}
                        onChange={(event) => toggle(hackathon.id, event.target.checked)}
                      />
                      <Box minW="0" flex="1">
                        <Text truncate>{hackathon.name}</Text>
                        <Text fontSize="xs" color="fg.muted" truncate>
                          {formatDate(hackathon.start_date)}
                          {hackathon.location ? ` · ${hackathon.location}` : ''}
                          {hackathon.series && hackathon.series.id !== series.id
                            ? ` · ${SERIES_TEXTS.inOtherSeries({ name: hackathon.series.name })}`
                            : ''}
                        </Text>
                      </Box>
                    </chakra.label>
                  </chakra.li>
                ))}
              </chakra.ul>
            )}
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <DialogCancel disabled={save.isPending} />
        <Button
          onClick={() =>
            save.mutate({ path: { id: series.id }, body: { hackathon_ids: [...selected] } }, { onSuccess: onClose })
          }
          loading={save.isPending}
          disabled={save.isPending}
        >
          {SERIES_TEXTS.save}
        </Button>
      </Dialog.Footer>
    </>
  )
}

/** Loads the hackathons and the current members afresh each time the dialog opens. */
function ManageHackathonsContent({ series, onClose }: { series: SeriesPublic; onClose: () => void }) {
  const all = useQuery(pickerQuery())
  // Always asked again on opening: the preselection must be the membership as it is now.
  const members = useQuery({ ...seriesMembersQuery(series.id), refetchOnMount: 'always' })
  const [initial, setInitial] = useState<string[] | null>(null)

  useEffect(() => {
    if (initial === null && members.isSuccess && !members.isFetching) {
      setInitial(members.data.data.map((hackathon) => hackathon.id))
    }
  }, [initial, members.isSuccess, members.isFetching, members.data])

  const hackathons = useMemo(() => {
    if (!all.data) return []
    const listed = new Set(all.data.data.map((h) => h.id))
    const missing = (members.data?.data ?? []).filter((h) => !listed.has(h.id))
    if (missing.length === 0) return all.data.data
    return [...all.data.data, ...missing].sort((a, b) => a.name.localeCompare(b.name))
  }, [all.data, members.data])

  if (all.isError || members.isError) {
    return (
      <>
        <Dialog.Body>
          <LoadError
            title={SERIES_TEXTS.loadFailed}
            error={all.error ?? members.error}
            onRetry={() => Promise.all([all.refetch(), members.refetch()])}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <DialogCancel />
        </Dialog.Footer>
      </>
    )
  }
  if (!all.data || initial === null) {
    return (
      <Dialog.Body>
        <Stack gap="2" {...loadingStatus(SERIES_TEXTS.loadingHackathons)}>
          <Skeleton h="10" />
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} h="8" />
          ))}
        </Stack>
      </Dialog.Body>
    )
  }
  const total = all.data.count
  const note = total > all.data.data.length ? SERIES_TEXTS.truncated({ shown: all.data.data.length, total }) : undefined
  return <Picker series={series} hackathons={hackathons} initial={initial} note={note} onClose={onClose} />
}

interface ManageHackathonsDialogProps {
  series: SeriesPublic
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Picks the hackathons of a series from up to 1000, and saves them with PUT /series/{id}/hackathons. */
export function ManageHackathonsDialog({ series, open, onOpenChange }: ManageHackathonsDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={SERIES_TEXTS.manageTitle({ name: series.name })}
      size="lg"
    >
      <ManageHackathonsContent series={series} onClose={() => onOpenChange(false)} />
    </DialogFrame>
  )
}
