import { Heading, RadioGroup, Stack } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { activeLocale } from '../../../../common/i18n/active'
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../../common/i18n/locales'
import { SelectField } from '../../../components/ui/select-field'
import { currentUserQuery } from '../../../entities/session/queries'
import { COLOR_MODE_CHOICES, type ColorModeChoice, useColorMode } from '../../../lib/colorMode'
import { chooseLocaleHere } from '../../../lib/language'
import { COLOR_MODE_CHOICE_TEXTS } from '../../../lib/texts'
import { showError } from '../../../lib/toasts'
import { useSaveLanguage } from '../mutations'
import { SETTINGS_TEXTS } from '../texts'

/**
 * Whether the language select was just used: the switch renders the whole page anew, and the select
 * takes the focus back so a keyboard user carries on where they were.
 */
let refocusLanguage = false

/** The language the site speaks, each by its own name: applied at once, kept here and on the account. */
function LanguageChoice() {
  const save = useSaveLanguage()
  const queryClient = useQueryClient()
  const select = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!refocusLanguage) return
    refocusLanguage = false
    select.current?.querySelector('select')?.focus()
  }, [])
  const choose = async (value: string) => {
    if (!isLocale(value)) return
    // Saved before the switch renders this component anew; a failure to save says so in a toast.
    save.mutate({ body: { locale: value } })
    // The account's language follows at once, or the page, rendered anew, would take up the old one
    // it still holds until the save answers.
    queryClient.setQueryData(currentUserQuery().queryKey, (user) => user && { ...user, locale: value })
    refocusLanguage = true
    try {
      await chooseLocaleHere(value)
    } catch (error) {
      refocusLanguage = false
      showError(error)
    }
  }
  return (
    <div ref={select}>
      <SelectField
        label={SETTINGS_TEXTS.appearance.language}
        helperText={SETTINGS_TEXTS.appearance.languageHint}
        value={activeLocale()}
        onChange={(value) => void choose(value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </SelectField>
    </div>
  )
}

/**
 * Appearance: the language, and System, Light Mode or Dark Mode, stored in local storage and applied
 * at once.
 */
export function Appearance() {
  const { choice, choose } = useColorMode()
  return (
    <Stack gap="6" maxW="md">
      <Heading as="h2" size="md" id="appearance-heading">
        {SETTINGS_TEXTS.appearance.title}
      </Heading>
      <LanguageChoice />
      <RadioGroup.Root
        value={choice}
        onValueChange={(e) => e.value && choose(e.value as ColorModeChoice)}
        aria-labelledby="appearance-heading"
      >
        <Stack gap="3">
          {COLOR_MODE_CHOICES.map((option) => (
            <RadioGroup.Item key={option} value={option}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{COLOR_MODE_CHOICE_TEXTS[option]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  )
}
