import {
  Button,
  Checkbox,
  CloseButton,
  Drawer,
  Field,
  Fieldset,
  Input,
  Portal,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react'
import { useState } from 'react'
import {
  COMMON_LANGUAGES,
  type FactFilters,
  languageName,
  TRAVEL_FILTERS,
  themesOf,
} from '../../../../../common/fact-filters'
import { ELIGIBILITY, ELIGIBILITY_LABELS, FACT_LIMITS } from '../../../../../common/hackathon-fields'
import { THEMES } from '../../../../../common/themes'
import { SelectField } from '../../../../components/ui/select-field'
import { type HomeFilters, MORE_FILTER_KEYS } from '../../homeSearch'
import { MORE_FILTERS_TEXTS } from './moreFiltersTexts'

const TEXTS = MORE_FILTERS_TEXTS

interface MoreFiltersSheetProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  filters: HomeFilters
  /** Applies a change at once, as every other filter does: the list behind the sheet follows. */
  onChange: (change: Partial<HomeFilters>) => void
  /** Where focus returns when the sheet closes: the button that opened it. */
  finalFocus: () => HTMLElement | null
}

function Flag({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(change) => onChange(change.checked === true)} size="sm">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  )
}

/** The age field keeps what is being typed; the address takes it once it is a whole age in range. */
function AgeField({ age, onChange }: { age: number | undefined; onChange: (age: number | undefined) => void }) {
  const [text, setText] = useState(age === undefined ? '' : String(age))
  // The address changed by itself (cleared, or a link followed): show its age.
  const [shownAge, setShownAge] = useState(age)
  if (age !== shownAge) {
    setShownAge(age)
    if (age !== (text === '' ? undefined : Number(text))) setText(age === undefined ? '' : String(age))
  }
  const parsed = Number(text)
  const invalid = text !== '' && !(Number.isInteger(parsed) && parsed >= 0 && parsed <= FACT_LIMITS.ageMax)
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{TEXTS.age}</Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="numeric"
        min={0}
        max={FACT_LIMITS.ageMax}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value
          setText(next)
          const value = Number(next)
          if (next === '') onChange(undefined)
          else if (Number.isInteger(value) && value >= 0 && value <= FACT_LIMITS.ageMax) onChange(value)
        }}
      />
      <Field.HelperText>{TEXTS.ageHelp}</Field.HelperText>
    </Field.Root>
  )
}

/**
 * The facts' filters beyond themes and registration, in a sheet from the bottom on a phone and from
 * the end edge on wider screens. Loaded on first use, so the homepage's first load does not carry it.
 */
export default function MoreFiltersSheet({ open, onOpenChange, filters, onChange, finalFocus }: MoreFiltersSheetProps) {
  const themes = new Set(themesOf(filters.themes))
  const toggleTheme = (slug: string, on: boolean) => {
    const next = THEMES.map((theme) => theme.slug).filter((each) => (each === slug ? on : themes.has(each)))
    onChange({ themes: next.length > 0 ? next.join(',') : undefined })
  }
  const optional = <K extends keyof FactFilters>(key: K, value: string) =>
    onChange({ [key]: value === '' ? undefined : value } as Partial<HomeFilters>)
  const flag = (key: 'free' | 'beginner_friendly' | 'prizes', on: boolean) => onChange({ [key]: on ? true : undefined })
  const languages =
    filters.language && !COMMON_LANGUAGES.includes(filters.language)
      ? [filters.language, ...COMMON_LANGUAGES]
      : COMMON_LANGUAGES

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      placement={{ base: 'bottom', md: 'end' }}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content
            maxH={{ base: '85dvh', md: 'none' }}
            maxW={{ md: 'sm' }}
            roundedTop={{ base: 'l3', md: 'none' }}
          >
            <Drawer.Header>
              <Drawer.Title>{TEXTS.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                <Fieldset.Root>
                  <Fieldset.Legend>{TEXTS.themesLegend}</Fieldset.Legend>
                  <SimpleGrid columns={2} gap="2" mt="2">
                    {THEMES.map((theme) => (
                      <Flag
                        key={theme.slug}
                        label={theme.label}
                        checked={themes.has(theme.slug)}
                        onChange={(on) => toggleTheme(theme.slug, on)}
                      />
                    ))}
                  </SimpleGrid>
                </Fieldset.Root>
                <SelectField
                  label={TEXTS.eligibility}
                  value={filters.eligibility ?? ''}
                  onChange={(value) => optional('eligibility', value)}
                >
                  <option value="">{TEXTS.anyEligibility}</option>
                  {ELIGIBILITY.map((choice) => (
                    <option key={choice} value={choice}>
                      {ELIGIBILITY_LABELS[choice]}
                    </option>
                  ))}
                </SelectField>
                <AgeField age={filters.age} onChange={(age) => onChange({ age })} />
                <SelectField
                  label={TEXTS.travel}
                  value={filters.travel_support ?? ''}
                  onChange={(value) => optional('travel_support', value)}
                >
                  <option value="">{TEXTS.anyTravel}</option>
                  {TRAVEL_FILTERS.map((choice) => (
                    <option key={choice} value={choice}>
                      {TEXTS.travelChoices[choice]}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={TEXTS.language}
                  value={filters.language ?? ''}
                  onChange={(value) => optional('language', value)}
                >
                  <option value="">{TEXTS.anyLanguage}</option>
                  {languages.map((code) => (
                    <option key={code} value={code}>
                      {languageName(code)}
                    </option>
                  ))}
                </SelectField>
                <Stack gap="3">
                  <Flag label={TEXTS.free} checked={filters.free === true} onChange={(on) => flag('free', on)} />
                  <Flag
                    label={TEXTS.beginnerFriendly}
                    checked={filters.beginner_friendly === true}
                    onChange={(on) => flag('beginner_friendly', on)}
                  />
                  <Flag label={TEXTS.prizes} checked={filters.prizes === true} onChange={(on) => flag('prizes', on)} />
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  onChange({
                    themes: undefined,
                    ...Object.fromEntries(MORE_FILTER_KEYS.map((key) => [key, undefined])),
                  })
                }
              >
                {TEXTS.clear}
              </Button>
              <Button size="sm" onClick={() => onOpenChange(false)}>
                {TEXTS.done}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={TEXTS.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
