import { Button, Flex, NativeSelect } from '@chakra-ui/react'
import { useState } from 'react'
import { FiNavigation, FiX } from 'react-icons/fi'
import { type Coordinates, formatNear, GEO, RADIUS_OPTIONS_KM } from '../../../../common/geo'
import type { HomeFilters, RadiusKm } from '../../../entities/hackathon/search'
import { NEAR_TEXTS } from '../../../entities/hackathon/texts'
import { PlacePicker } from '../../../entities/place/components/PlacePicker'

type Locating = 'idle' | 'asking' | 'refused' | 'unavailable'

interface NearMeProps {
  filters: HomeFilters
  onChange: (change: Partial<HomeFilters>) => void
}

/**
 * "Near me": the browser's position (rounded to about 1 km before it reaches the address), or,
 * when the browser will not tell it, a city picked from the server's list; then a radius choice
 * and a way back to the list by date.
 */
export function NearMe({ filters, onChange }: NearMeProps) {
  const [locating, setLocating] = useState<Locating>('idle')
  const choose = (point: Coordinates) => {
    setLocating('idle')
    onChange({ near: formatNear(point), radius_km: filters.radius_km })
  }

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('unavailable')
      return
    }
    setLocating('asking')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => choose({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      // A city-level position is all the filter keeps: no need to wake the GPS.
      { enableHighAccuracy: false, maximumAge: 10 * 60_000, timeout: 15_000 },
    )
  }

  if (filters.near) {
    return (
      <Flex gap="2" flex="1 1 14rem" align="center">
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field
            aria-label={NEAR_TEXTS.radius}
            value={String(filters.radius_km ?? GEO.defaultRadiusKm)}
            onChange={(event) => {
              const radius = Number(event.currentTarget.value) as RadiusKm
              onChange({ radius_km: radius === GEO.defaultRadiusKm ? undefined : radius })
            }}
          >
            {RADIUS_OPTIONS_KM.map((km) => (
              <option key={km} value={km}>
                {NEAR_TEXTS.within(km)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          size="sm"
          variant="ghost"
          aria-label={NEAR_TEXTS.stop}
          onClick={() => onChange({ near: undefined, radius_km: undefined })}
        >
          <FiX aria-hidden />
        </Button>
      </Flex>
    )
  }

  return (
    <Flex direction="column" gap="3" flex="1 1 10rem">
      <Button
        size="sm"
        variant="outline"
        onClick={locate}
        loading={locating === 'asking'}
        loadingText={NEAR_TEXTS.locating}
      >
        <FiNavigation aria-hidden /> {NEAR_TEXTS.nearMe}
      </Button>
      {(locating === 'refused' || locating === 'unavailable') && (
        <PlacePicker
          label={NEAR_TEXTS.city}
          placeholder={NEAR_TEXTS.cityPlaceholder}
          hint={locating === 'refused' ? NEAR_TEXTS.refused : NEAR_TEXTS.unavailable}
          describe={NEAR_TEXTS.pickCity}
          onPick={(place) => choose(place)}
        />
      )}
    </Flex>
  )
}
