import { Button, HStack, Input, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { FiMapPin, FiX } from 'react-icons/fi'
import { GEO } from '../../../../common/geo'
import { FIELD_LABELS } from '../../../../common/hackathon-fields'
import type { Place } from '../../../client/types.gen'
import { FormField } from '../../../components/ui/form-field'
import { PLACE_SEARCH_DELAY_MS, placesQuery } from '../../../entities/place/queries'
import { placeLabels } from '../../../entities/place/texts'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import {
  coordinatesOf,
  type HackathonFormValues,
  hackathonRules,
  latitudeRules,
  longitudeRules,
} from '../hackathonForm'
import { WHERE_WHEN_FORM_TEXTS } from '../texts'

/** The candidates offered under the location as the editor types. */
const CANDIDATES = 3

/**
 * The location, where the hackathon is placed, and the coordinates themselves. Typing a location
 * clears the coordinates (the server places it again from the new location) and offers the cities
 * it may name; picking one places it there.
 */
export function LocationField({ form }: { form: UseFormReturn<HackathonFormValues> }) {
  const { register, formState, getValues, setValue, watch } = form
  const { errors } = formState
  const [location, latitude, longitude, mode] = watch(['location', 'latitude', 'longitude', 'attendance_mode'])
  const [picked, setPicked] = useState<string>()
  const typed = useDebouncedValue(location.trim().slice(0, GEO.placeQueryMax), PLACE_SEARCH_DELAY_MS)
  const placed = coordinatesOf({ latitude, longitude })
  const online = mode === 'online'
  const candidates = useQuery({ ...placesQuery(typed), enabled: typed !== '' && !placed && !online })
  // Only once the answer is for the text as it stands: not while typing, nor from the text before.
  const unplaced =
    !online &&
    !placed &&
    typed !== '' &&
    typed === location.trim().slice(0, GEO.placeQueryMax) &&
    !candidates.isPlaceholderData &&
    candidates.data?.length === 0
  const setCoordinates = (lat: string, lon: string) => {
    setValue('latitude', lat, { shouldDirty: true, shouldValidate: true })
    setValue('longitude', lon, { shouldDirty: true, shouldValidate: true })
  }

  return (
    <Stack gap="2">
      <FormField
        label={FIELD_LABELS.location}
        error={errors.location}
        helperText={unplaced && WHERE_WHEN_FORM_TEXTS.notPlaced}
      >
        <Input
          {...register('location', {
            ...hackathonRules('location'),
            onChange: () => {
              setPicked(undefined)
              if (getValues('latitude') || getValues('longitude')) setCoordinates('', '')
            },
          })}
        />
      </FormField>
      {!online && placed && (
        <HStack gap="2" fontSize="sm" wrap="wrap">
          <FiMapPin aria-hidden />
          <Text role="status">
            {WHERE_WHEN_FORM_TEXTS.placedAt({ place: picked ?? `${placed.latitude}, ${placed.longitude}` })}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => setCoordinates('', '')}>
            <FiX aria-hidden /> {WHERE_WHEN_FORM_TEXTS.clearPlace}
          </Button>
        </HStack>
      )}
      {!online && !placed && candidates.data && candidates.data.length > 0 && (
        <Wrap gap="2">
          {placeLabels(candidates.data.slice(0, CANDIDATES)).map((label, index) => {
            const place = candidates.data[index] as Place
            return (
              <Button
                key={`${place.name}|${place.region}|${place.country}|${place.latitude}|${place.longitude}`}
                size="xs"
                variant="outline"
                onClick={() => {
                  setPicked(label)
                  setCoordinates(String(place.latitude), String(place.longitude))
                }}
              >
                <FiMapPin aria-hidden /> {WHERE_WHEN_FORM_TEXTS.placeAt({ place: label })}
              </Button>
            )
          })}
        </Wrap>
      )}
      {!online && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label={FIELD_LABELS.latitude} error={errors.latitude}>
            <Input
              inputMode="decimal"
              {...register(
                'latitude',
                latitudeRules(() => getValues('longitude')),
              )}
            />
          </FormField>
          <FormField
            label={FIELD_LABELS.longitude}
            error={errors.longitude}
            helperText={WHERE_WHEN_FORM_TEXTS.coordinatesHelp}
          >
            <Input
              inputMode="decimal"
              {...register(
                'longitude',
                longitudeRules(() => getValues('latitude')),
              )}
            />
          </FormField>
        </SimpleGrid>
      )}
    </Stack>
  )
}
