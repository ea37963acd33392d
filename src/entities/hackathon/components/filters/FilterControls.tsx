import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import { REGISTRATION_FILTERS, themesOf } from '../../../../../common/fact-filters'
import { ATTENDANCE_MODES } from '../../../../../common/hackathon-fields'
import { THEMES } from '../../../../../common/themes'
import { RecipeButton } from '../../../../components/plain/RecipeButton'
import { RecipeSelect } from '../../../../components/plain/RecipeSelect'
import { seriesOptionsQuery } from '../../../series/queries'
import { type HomeFilters, moreFilterCount } from '../../homeSearch'
import { ATTENDANCE_LABELS, SEARCH_TEXTS } from '../../texts'
import * as styles from './FilterControls.styles'

/**
 * The filters of the hackathon list, one control each, under the list's own parameter names: the
 * homepage's bar and every form that follows a search (a webhook's, say) lay them out as they need.
 * Each applies its change at once through `onChange`.
 */
export interface FilterControlProps {
  filters: HomeFilters
  onChange: (change: Partial<HomeFilters>) => void
}

/** The themes select's value while the filters name several themes, which only the sheet picks. */
const SEVERAL = 'several'

const optional = <K extends keyof HomeFilters>(key: K, value: string) =>
  ({ [key]: value === '' ? undefined : value }) as Partial<HomeFilters>

export function ThemesSelect({ filters, onChange }: FilterControlProps) {
  const themes = themesOf(filters.themes)
  const themeChoice = themes.length > 1 ? SEVERAL : (themes[0] ?? '')
  return (
    <RecipeSelect
      extra={styles.choice}
      label={SEARCH_TEXTS.themes}
      value={themeChoice}
      onChange={(value) => value !== SEVERAL && onChange(optional('themes', value))}
    >
      <option value="">{SEARCH_TEXTS.anyTheme}</option>
      {themes.length > 1 && (
        <option value={SEVERAL} disabled>
          {SEARCH_TEXTS.severalThemes({ count: themes.length })}
        </option>
      )}
      {THEMES.map((theme) => (
        <option key={theme.slug} value={theme.slug}>
          {theme.label}
        </option>
      ))}
    </RecipeSelect>
  )
}

export function RegistrationSelect({ filters, onChange }: FilterControlProps) {
  return (
    <RecipeSelect
      extra={styles.choice}
      label={SEARCH_TEXTS.registration}
      value={filters.registration ?? ''}
      onChange={(value) => onChange(optional('registration', value))}
    >
      <option value="">{SEARCH_TEXTS.anyRegistration}</option>
      {REGISTRATION_FILTERS.map((choice) => (
        <option key={choice} value={choice}>
          {SEARCH_TEXTS.registrationChoices[choice]}
        </option>
      ))}
    </RecipeSelect>
  )
}

export function ModeSelect({ filters, onChange }: FilterControlProps) {
  return (
    <RecipeSelect
      extra={styles.choice}
      label={SEARCH_TEXTS.mode}
      value={filters.mode ?? ''}
      onChange={(value) => onChange(optional('mode', value))}
    >
      <option value="">{SEARCH_TEXTS.anyMode}</option>
      {ATTENDANCE_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {ATTENDANCE_LABELS[mode]}
        </option>
      ))}
    </RecipeSelect>
  )
}

/** The series choices: the series list, and the chosen one even when the list does not hold it. */
function useSeriesChoices(chosen: string | undefined) {
  const { data, isPending } = useQuery(seriesOptionsQuery())
  const series = data?.data.map(({ id, name }) => ({ id, name })) ?? []
  if (chosen && !series.some((entry) => entry.id === chosen)) {
    series.push({ id: chosen, name: SEARCH_TEXTS.chosenSeries })
  }
  return { series, isPending }
}

export function SeriesSelect({ filters, onChange }: FilterControlProps) {
  const { series, isPending } = useSeriesChoices(filters.series)
  return (
    <RecipeSelect
      extra={styles.choice}
      label={SEARCH_TEXTS.series}
      value={filters.series ?? ''}
      onChange={(value) => onChange(optional('series', value))}
      disabled={isPending && !filters.series}
    >
      <option value="">{SEARCH_TEXTS.anySeries}</option>
      {series.map(({ id, name }) => (
        <option key={id} value={id}>
          {name}
        </option>
      ))}
    </RecipeSelect>
  )
}

const loadSheet = () => import('./MoreFiltersSheet')
const MoreFiltersSheet = lazy(loadSheet)

/** "More filters (n)": the sheet of the other facts, loaded when first wanted. */
export function MoreFiltersButton({ filters, onChange }: FilterControlProps) {
  // The sheet mounts at its first opening and stays, so it closes with its animation.
  const [sheet, setSheet] = useState<{ open: boolean } | undefined>(undefined)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <RecipeButton
        ref={button}
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setSheet({ open: true })}
      >
        {SEARCH_TEXTS.moreFilters({ count: moreFilterCount(filters) })}
      </RecipeButton>
      {sheet && (
        <Suspense fallback={null}>
          <MoreFiltersSheet
            open={sheet.open}
            onOpenChange={(open) => setSheet({ open })}
            filters={filters}
            onChange={onChange}
            finalFocus={() => button.current}
          />
        </Suspense>
      )}
    </>
  )
}
