import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { FiMapPin } from 'react-icons/fi'
import { GEO } from '../../../../common/geo'
import type { Place } from '../../../client/types.gen'
import { LoadError } from '../../../components/QueryState'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { PLACE_SEARCH_DELAY_MS, placesQuery } from '../queries'
import { GEONAMES_URL, PLACE_TEXTS, placeLabels } from '../texts'

interface PlacePickerProps {
  label: string
  placeholder?: string
  /** Shown above the field: why a city is asked for. */
  hint?: string
  onPick: (place: Place) => void
  /** Names each candidate's button ("Near Berlin, Germany (16)"); the place's label by default. */
  describe?: (label: string) => string
  /** Takes the focus when shown: the picker opened because the visitor asked for it. */
  autoFocus?: boolean
}

/**
 * A city from the server's offline list: a text field, and below it the candidates for what was
 * typed as buttons, most populous first, so a keyboard reaches each with Tab.
 */
export function PlacePicker({
  label,
  placeholder,
  hint,
  onPick,
  describe = (text) => text,
  autoFocus,
}: PlacePickerProps) {
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim().slice(0, GEO.placeQueryMax), PLACE_SEARCH_DELAY_MS)
  const places = useQuery(placesQuery(q))
  const listId = useId()
  return (
    <Stack gap="2">
      <Field.Root>
        {hint && <Text fontSize="sm">{hint}</Text>}
        <Field.Label>{label}</Field.Label>
        <Input
          size="sm"
          value={text}
          placeholder={placeholder}
          maxLength={GEO.placeQueryMax}
          aria-controls={listId}
          autoComplete="off"
          // The visitor just asked for this field (by pressing "Near me"): it is where they type next.
          autoFocus={autoFocus}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </Field.Root>
      <Stack as="ul" id={listId} aria-label={PLACE_TEXTS.candidates} aria-live="polite" gap="1" listStyleType="none">
        {q !== '' && places.isError && (
          <li>
            <LoadError title={PLACE_TEXTS.loadError} error={places.error} onRetry={places.refetch} />
          </li>
        )}
        {q !== '' && places.data?.length === 0 && (
          <li>
            <Text fontSize="sm" color="fg.muted">
              {PLACE_TEXTS.noMatch}
            </Text>
          </li>
        )}
        {q !== '' &&
          places.data &&
          placeLabels(places.data).map((text, index) => {
            const place = places.data[index] as Place
            return (
              <li key={`${place.name}|${place.region}|${place.country}|${place.latitude}|${place.longitude}`}>
                <Button size="sm" variant="ghost" justifyContent="flex-start" w="full" onClick={() => onPick(place)}>
                  <FiMapPin aria-hidden /> {describe(text)}
                </Button>
              </li>
            )
          })}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        <Link href={GEONAMES_URL} target="_blank" rel="noopener noreferrer">
          {PLACE_TEXTS.credit}
        </Link>
      </Text>
    </Stack>
  )
}
