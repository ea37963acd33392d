import { ClassNames } from '@emotion/react'
import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react'
import { FiFilter, FiX } from 'react-icons/fi'
import { REGISTRATION_FILTERS, themesOf } from '../../../../common/fact-filters'
import { ATTENDANCE_MODES } from '../../../../common/hackathon-fields'
import { HACKATHON_STATUSES } from '../../../../common/hackathon-list'
import { THEMES } from '../../../../common/themes'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { RecipeSelect } from '../../../components/plain/RecipeSelect'
import { SearchBox } from '../../../entities/hackathon/components/SearchBox'
import {
  activeFilterCount,
  DATE_PRESETS,
  type DatePreset,
  type HomeFilters,
  hasFilters,
  moreFilterCount,
} from '../../../entities/hackathon/homeSearch'
import {
  ATTENDANCE_LABELS,
  DATE_PRESET_TEXTS,
  SEARCH_TEXTS,
  STATUS_FILTER_TEXTS,
} from '../../../entities/hackathon/texts'
import { seriesOptionsQuery } from '../../../entities/series/queries'
import * as styles from './HackathonFilters.styles'
import { NearMe } from './NearMe'

/** Sends the homepage's new filters to its address; `replace` keeps one history entry per burst of typing. */
export type FiltersChange = (filters: HomeFilters, options?: { replace?: boolean }) => void

const CUSTOM = 'custom'
type DateChoice = DatePreset | typeof CUSTOM | ''

/** The themes select's value while the address names several themes, which only the sheet picks. */
const SEVERAL = 'several'

const loadSheet = () => import('./MoreFiltersSheet')
const MoreFiltersSheet = lazy(loadSheet)

/** The series choices: the series list, and the chosen one even when the list does not hold it. */
function useSeriesChoices(chosen: string | undefined) {
  const { data, isPending } = useQuery(seriesOptionsQuery())
  const series = data?.data.map(({ id, name }) => ({ id, name })) ?? []
  if (chosen && !series.some((entry) => entry.id === chosen)) {
    series.push({ id: chosen, name: SEARCH_TEXTS.chosenSeries })
  }
  return { series, isPending }
}

interface HackathonFiltersProps {
  filters: HomeFilters
  onChange: FiltersChange
  /** The search box's text as it is typed, before it reaches the address. */
  onSearchType?: (text: string) => void
  /** The offer of e-mail alerts for these filters, which the alerts feature supplies. */
  alertsButton: (filters: HomeFilters) => ReactNode
}

/**
 * The homepage's search box and filters, in a bar that wraps down to a phone's width: themes,
 * registration, attendance, dates (a preset or custom days), series, status, "Near me" and "More
 * filters" (a sheet of the other facts), and Clear filters once any is set.
 * On a phone the filters fold behind one "Filters (n)" button, so the first card shows on the first
 * screen; wider screens, with room for them, always show them.
 */
export function HackathonFilters({ filters, onChange, onSearchType, alertsButton }: HackathonFiltersProps) {
  const { series, isPending: seriesPending } = useSeriesChoices(filters.series)
  // Custom dates chosen but no day typed yet: the day fields show, the address has nothing to say.
  const [customChosen, setCustomChosen] = useState(false)
  const customShown = customChosen || filters.from !== undefined || filters.to !== undefined
  const dateChoice: DateChoice = filters.when ?? (customShown ? CUSTOM : '')
  // Typing a day changes the field once per digit: one history entry while the field keeps focus.
  const dayBurst = useRef(false)
  // Only a phone folds them, by the style sheet: a wide screen shows them from the first paint.
  const [unfolded, setUnfolded] = useState(false)
  const foldId = useId()
  const dayId = useId()
  // The sheet of more filters mounts at its first opening and stays, so it closes with its animation.
  const [sheet, setSheet] = useState<{ open: boolean } | undefined>(undefined)
  const moreButton = useRef<HTMLButtonElement>(null)
  const themes = themesOf(filters.themes)
  const themeChoice = themes.length > 1 ? SEVERAL : (themes[0] ?? '')

  const set = (change: Partial<HomeFilters>, replace = false) => onChange({ ...filters, ...change }, { replace })
  const setOptional = <K extends keyof HomeFilters>(key: K, value: string) =>
    set({ [key]: value === '' ? undefined : value } as Partial<HomeFilters>)

  const chooseDates = (choice: DateChoice) => {
    setCustomChosen(choice === CUSTOM)
    if (choice === CUSTOM) {
      if (filters.when) set({ when: undefined })
      return
    }
    set({ when: choice === '' ? undefined : choice, from: undefined, to: undefined })
  }
  const setDay = (key: 'from' | 'to', value: string) => {
    set({ [key]: value === '' ? undefined : value, when: undefined }, dayBurst.current)
    dayBurst.current = true
  }
  const dayField = (key: 'from' | 'to', label: string) => (
    <ClassNames>
      {({ css, cx }) => (
        <div className={cx(css(styles.fieldSlots.root), css(styles.dayField))}>
          <label htmlFor={`${dayId}-${key}`} className={cx(css(styles.fieldSlots.label), css(styles.dayLabel))}>
            {label}
          </label>
          <input
            id={`${dayId}-${key}`}
            type="date"
            className={css(styles.dayInput)}
            value={filters[key] ?? ''}
            min={key === 'to' ? filters.from : undefined}
            max={key === 'from' ? filters.to : undefined}
            onFocus={() => {
              dayBurst.current = false
            }}
            onChange={(event) => setDay(key, event.currentTarget.value)}
          />
        </div>
      )}
    </ClassNames>
  )

  return (
    <ClassNames>
      {({ css }) => (
        <div className={css(styles.bar)}>
          <SearchBox value={filters.q} onChange={(q, { replace }) => set({ q }, replace)} onType={onSearchType} />
          <div>
            <RecipeButton
              size="sm"
              variant="outline"
              extra={styles.foldButton}
              aria-expanded={unfolded}
              aria-controls={foldId}
              onClick={() => setUnfolded((open) => !open)}
            >
              <FiFilter aria-hidden /> {SEARCH_TEXTS.filtersCount(activeFilterCount(filters))}
            </RecipeButton>
            <div id={foldId} className={css(unfolded ? styles.unfolded : styles.folded)}>
              {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is at least as wide as its widest content, which would stop the bar wrapping on a phone */}
              <div role="group" aria-label={SEARCH_TEXTS.filters} className={css(styles.group)}>
                <RecipeSelect
                  extra={styles.choice}
                  label={SEARCH_TEXTS.themes}
                  value={themeChoice}
                  onChange={(value) => value !== SEVERAL && setOptional('themes', value)}
                >
                  <option value="">{SEARCH_TEXTS.anyTheme}</option>
                  {themes.length > 1 && (
                    <option value={SEVERAL} disabled>
                      {SEARCH_TEXTS.severalThemes(themes.length)}
                    </option>
                  )}
                  {THEMES.map((theme) => (
                    <option key={theme.slug} value={theme.slug}>
                      {theme.label}
                    </option>
                  ))}
                </RecipeSelect>
                <RecipeSelect
                  extra={styles.choice}
                  label={SEARCH_TEXTS.registration}
                  value={filters.registration ?? ''}
                  onChange={(value) => setOptional('registration', value)}
                >
                  <option value="">{SEARCH_TEXTS.anyRegistration}</option>
                  {REGISTRATION_FILTERS.map((choice) => (
                    <option key={choice} value={choice}>
                      {SEARCH_TEXTS.registrationChoices[choice]}
                    </option>
                  ))}
                </RecipeSelect>
                <RecipeSelect
                  extra={styles.choice}
                  label={SEARCH_TEXTS.mode}
                  value={filters.mode ?? ''}
                  onChange={(value) => setOptional('mode', value)}
                >
                  <option value="">{SEARCH_TEXTS.anyMode}</option>
                  {ATTENDANCE_MODES.map((mode) => (
                    <option key={mode} value={mode}>
                      {ATTENDANCE_LABELS[mode]}
                    </option>
                  ))}
                </RecipeSelect>
                <RecipeSelect
                  extra={styles.choice}
                  label={SEARCH_TEXTS.dates}
                  value={dateChoice}
                  onChange={(value) => chooseDates(value as DateChoice)}
                >
                  <option value="">{SEARCH_TEXTS.anyDate}</option>
                  {DATE_PRESETS.map((preset) => (
                    <option key={preset} value={preset}>
                      {DATE_PRESET_TEXTS[preset].label}
                    </option>
                  ))}
                  <option value={CUSTOM}>{SEARCH_TEXTS.customDates}</option>
                </RecipeSelect>
                <RecipeSelect
                  extra={styles.choice}
                  label={SEARCH_TEXTS.series}
                  value={filters.series ?? ''}
                  onChange={(value) => setOptional('series', value)}
                  disabled={seriesPending && !filters.series}
                >
                  <option value="">{SEARCH_TEXTS.anySeries}</option>
                  {series.map(({ id, name }) => (
                    <option key={id} value={id}>
                      {name}
                    </option>
                  ))}
                </RecipeSelect>
                <RecipeSelect
                  extra={styles.choice}
                  label={SEARCH_TEXTS.status}
                  value={filters.status ?? ''}
                  onChange={(value) => setOptional('status', value)}
                >
                  <option value="">{SEARCH_TEXTS.anyStatus}</option>
                  {HACKATHON_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_FILTER_TEXTS[status].label}
                    </option>
                  ))}
                </RecipeSelect>
                <NearMe filters={filters} onChange={(change) => set(change)} />
                <RecipeButton
                  ref={moreButton}
                  size="sm"
                  variant="outline"
                  aria-haspopup="dialog"
                  onPointerEnter={() => void loadSheet()}
                  onFocus={() => void loadSheet()}
                  onClick={() => setSheet({ open: true })}
                >
                  {SEARCH_TEXTS.moreFilters(moreFilterCount(filters))}
                </RecipeButton>
                {sheet && (
                  <Suspense fallback={null}>
                    <MoreFiltersSheet
                      open={sheet.open}
                      onOpenChange={(open) => setSheet({ open })}
                      filters={filters}
                      onChange={(change) => set(change)}
                      finalFocus={() => moreButton.current}
                    />
                  </Suspense>
                )}
                {customShown && (
                  <div className={css(styles.days)}>
                    {dayField('from', SEARCH_TEXTS.from)}
                    {dayField('to', SEARCH_TEXTS.to)}
                  </div>
                )}
                {alertsButton(filters)}
                {hasFilters(filters) && (
                  <RecipeButton
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      setCustomChosen(false)
                      onChange({})
                    }}
                  >
                    <FiX aria-hidden /> {SEARCH_TEXTS.clearFilters}
                  </RecipeButton>
                )}
              </div>
            </div>
          </div>
        </div>
      )}
    </ClassNames>
  )
}
