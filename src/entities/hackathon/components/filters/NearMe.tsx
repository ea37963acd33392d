import { ClassNames } from '@emotion/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { FiNavigation, FiX } from 'react-icons/fi'
import { type Coordinates, formatNear, GEO, RADIUS_OPTIONS_KM } from '../../../../../common/geo'
import { RecipeButton } from '../../../../components/plain/RecipeButton'
import { RecipeSelect } from '../../../../components/plain/RecipeSelect'
import type { HomeFilters, RadiusKm } from '../../homeSearch'
import { NEAR_TEXTS, withinKm } from '../../texts'
import * as styles from './NearMe.styles'

/** The city picker (Chakra's field and input) loads only when the browser will not tell the position. */
const PlacePicker = lazy(() =>
  import('../../../place/components/PlacePicker').then((module) => ({ default: module.PlacePicker })),
)

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
  const picking = locating === 'refused' || locating === 'unavailable'
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const closePicker = (returnFocus: boolean) => {
    setLocating('idle')
    if (returnFocus) button.current?.focus()
  }
  // The picker floats over the filters, so it closes as a popover does: a click anywhere else.
  useEffect(() => {
    if (!picking) return
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setLocating('idle')
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [picking])
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
      <ClassNames>
        {({ css }) => (
          <div className={css(styles.radiusRow)}>
            <RecipeSelect
              label={NEAR_TEXTS.radius}
              extra={styles.radius}
              value={String(filters.radius_km ?? GEO.defaultRadiusKm)}
              onChange={(value) => {
                const radius = Number(value) as RadiusKm
                onChange({ radius_km: radius === GEO.defaultRadiusKm ? undefined : radius })
              }}
            >
              {RADIUS_OPTIONS_KM.map((km) => (
                <option key={km} value={km}>
                  {withinKm(km)}
                </option>
              ))}
            </RecipeSelect>
            <RecipeButton
              size="sm"
              variant="ghost"
              aria-label={NEAR_TEXTS.stop}
              onClick={() => onChange({ near: undefined, radius_km: undefined })}
            >
              <FiX aria-hidden />
            </RecipeButton>
          </div>
        )}
      </ClassNames>
    )
  }

  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.locate)} ref={wrapper}>
          <RecipeButton
            ref={button}
            size="sm"
            variant="outline"
            onClick={locate}
            loading={locating === 'asking'}
            loadingText={NEAR_TEXTS.locating}
            aria-expanded={picking}
          >
            <FiNavigation aria-hidden /> {NEAR_TEXTS.nearMe}
          </RecipeButton>
          {picking && (
            // Over the filters, never between them: opening it moves nothing on the page.
            <div
              role="dialog"
              aria-label={NEAR_TEXTS.pickCityTitle}
              className={css(styles.picker)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') closePicker(true)
              }}
            >
              <RecipeButton
                size="xs"
                variant="ghost"
                aria-label={NEAR_TEXTS.closePicker}
                onClick={() => closePicker(true)}
                extra={styles.pickerClose}
              >
                <FiX aria-hidden />
              </RecipeButton>
              <Suspense>
                <PlacePicker
                  label={NEAR_TEXTS.city}
                  placeholder={NEAR_TEXTS.cityPlaceholder}
                  hint={locating === 'refused' ? NEAR_TEXTS.refused : NEAR_TEXTS.unavailable}
                  describe={(place) => NEAR_TEXTS.pickCity({ place })}
                  onPick={(place) => choose(place)}
                  autoFocus
                />
              </Suspense>
            </div>
          )}
        </div>
      )}
    </ClassNames>
  )
}
