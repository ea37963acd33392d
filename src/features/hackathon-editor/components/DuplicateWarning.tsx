import { Alert, Box, HStack, Icon, Link, Wrap } from '@chakra-ui/react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { FiExternalLink } from 'react-icons/fi'
import { findPossibleDuplicatesOptions } from '../../../client/@tanstack/react-query.gen'
import type { HackathonRef, PossibleDuplicates } from '../../../client/types.gen'
import { type ListedHackathon, listedHackathonHref } from '../../../entities/hackathon/links'
import { SCHEDULE_TEXTS } from '../../../entities/hackathon/texts'
import { useMayCall } from '../../../entities/session/hooks'
import { formatDays, viewerTimeZone } from '../../../lib/dates'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import type { DuplicateCheck } from '../hackathonForm'
import { DUPLICATE_TEXTS } from '../texts'

/** The check waits until typing pauses this long. */
export const DUPLICATE_CHECK_DELAY_MS = 400

/**
 * The hackathons the form may be adding a second time, asked about once typing pauses. Only a
 * signed-in user may ask (the form is never open otherwise); nothing while there is nothing to check.
 */
export function usePossibleDuplicates(check: DuplicateCheck | null, enabled: boolean): PossibleDuplicates | undefined {
  const allowed = useMayCall('findPossibleDuplicates')
  const key = useDebouncedValue(check ? JSON.stringify(check) : '', DUPLICATE_CHECK_DELAY_MS)
  const query: DuplicateCheck | undefined = key ? JSON.parse(key) : undefined
  const duplicates = useQuery({
    ...findPossibleDuplicatesOptions({ query }),
    enabled: enabled && allowed && query !== undefined,
    // The previous answer stays while the next is on its way, so the warning does not flicker.
    placeholderData: keepPreviousData,
  })
  return enabled && query ? duplicates.data : undefined
}

/** A link to a listed hackathon, opened in a new tab so the form keeps what was typed. */
export function ListedHackathonLink({ hackathon, children }: { hackathon: ListedHackathon; children: string }) {
  return (
    <Link href={listedHackathonHref(hackathon)} target="_blank" rel="noopener noreferrer" fontWeight="medium">
      {children}
      <Icon size="xs">
        <FiExternalLink />
      </Icon>
      <Box as="span" srOnly>
        ({SCHEDULE_TEXTS.opensInNewTab})
      </Box>
    </Link>
  )
}

function RefLink({ hackathon }: { hackathon: HackathonRef }) {
  const days = formatDays(hackathon.start_date, hackathon.end_date, { now: new Date(), timeZone: viewerTimeZone() })
  return (
    <HStack as="span" gap="1" display="inline-flex" wrap="wrap">
      <ListedHackathonLink hackathon={hackathon}>{hackathon.name}</ListedHackathonLink>
      <Box as="span" color="fg.muted">
        ({days})
      </Box>
    </HStack>
  )
}

/**
 * A warning while the form is filled: the address is listed already, or hackathons with a similar
 * name on overlapping dates exist. It never blocks saving; the server refuses only the same address.
 */
export function DuplicateWarning({ duplicates }: { duplicates: PossibleDuplicates | undefined }) {
  const sameUrl = duplicates?.same_url
  const similar = duplicates?.similar ?? []
  return (
    <Box role="status" aria-live="polite">
      {(sameUrl || similar.length > 0) && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Content gap="1">
            {sameUrl && (
              <Alert.Title>
                {DUPLICATE_TEXTS.sameUrlOf} <RefLink hackathon={sameUrl} />
              </Alert.Title>
            )}
            {similar.length > 0 && (
              <Alert.Description>
                <Wrap as="span" gap="2" align="baseline">
                  <span>{DUPLICATE_TEXTS.similar}</span>
                  {similar.map((hackathon) => (
                    <RefLink key={hackathon.id} hackathon={hackathon} />
                  ))}
                </Wrap>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  )
}
