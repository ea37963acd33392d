import { ClassNames } from '@emotion/react'
import { type ReactNode, useId, useRef, useState } from 'react'
import { FiFilter, FiX } from 'react-icons/fi'
import { HACKATHON_STATUSES } from '../../../../common/hackathon-list'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { RecipeSelect } from '../../../components/plain/RecipeSelect'
import {
  ModeSelect,
  MoreFiltersButton,
  RegistrationSelect,
  SeriesSelect,
  ThemesSelect,
} from '../../../entities/hackathon/components/filters/FilterControls'
import { NearMe } from '../../../entities/hackathon/components/filters/NearMe'
import { SearchBox } from '../../../entities/hackathon/components/SearchBox'
import {
  activeFilterCount,
  DATE_PRESETS,
  type DatePreset,
  type HomeFilters,
  hasFilters,
} from '../../../entities/hackathon/homeSearch'
import { DATE_PRESET_TEXTS, SEARCH_TEXTS, STATUS_FILTER_TEXTS } from '../../../entities/hackathon/texts'
import * as styles from './HackathonFilters.styles'

/** Sends the homepage's new filters to its address; `replace` keeps one history entry per burst of typing. */
export type FiltersChange = (filters: HomeFilters, options?: { replace?: boolean }) => void

const CUSTOM = 'custom'
type DateChoice = DatePreset | typeof CUSTOM | ''

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

  const set = (change: Partial<HomeFilters>, replace = false) => onChange({ ...filters, ...change }, { replace })
  const change = (change: Partial<HomeFilters>) => set(change)
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
              <FiFilter aria-hidden /> {SEARCH_TEXTS.filtersCount({ count: activeFilterCount(filters) })}
            </RecipeButton>
            <div id={foldId} className={css(unfolded ? styles.unfolded : styles.folded)}>
              {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is at least as wide as its widest content, which would stop the bar wrapping on a phone */}
              <div role="group" aria-label={SEARCH_TEXTS.filters} className={css(styles.group)}>
                <ThemesSelect filters={filters} onChange={change} />
                <RegistrationSelect filters={filters} onChange={change} />
                <ModeSelect filters={filters} onChange={change} />
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
                <SeriesSelect filters={filters} onChange={change} />
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
                <NearMe filters={filters} onChange={change} />
                <MoreFiltersButton filters={filters} onChange={change} />
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
