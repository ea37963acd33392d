import { Combobox, createListCollection, Text } from '@chakra-ui/react'
import { useMemo, useRef, useState } from 'react'
import { type FieldPath, type FieldValues, type UseControllerProps, useController } from 'react-hook-form'
import { type TimeZoneChoice, timeZoneChoices } from '../../common/timezones'
import { TIME_ZONE_PICKER_TEXTS } from './texts'
import { FormField } from './ui/form-field'

/** The most zones the list shows at once: enough to scroll through, few enough to render at each letter typed. */
const SHOWN = 50

/** Lower case without accents, and `_` and `/` as spaces: "new york" finds America/New_York. */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_/\s]+/g, ' ')
    .trim()

/** The part of a zone's name after its last slash: its city. */
const cityOf = (zone: string) => searchable(zone.slice(zone.lastIndexOf('/') + 1))

/**
 * The zones whose name (or older name: "Calcutta") holds what was typed, those whose city starts so
 * first ("Berlin" before "Europe/Busingen"'s neighbours), each group in the list's order.
 */
function matching(choices: readonly TimeZoneChoice[], typed: string): TimeZoneChoice[] {
  const text = searchable(typed)
  if (!text) return [...choices]
  const found = choices.filter((choice) =>
    [choice.zone, choice.formerly ?? ''].some((name) => searchable(name).includes(text)),
  )
  const first = (choice: TimeZoneChoice) =>
    cityOf(choice.zone).startsWith(text) || (choice.formerly !== undefined && cityOf(choice.formerly).startsWith(text))
  return [...found.filter(first), ...found.filter((choice) => !first(choice))]
}

/** The choice whose name or older name is `text`, as the search reads both. */
function namedBy(choices: readonly TimeZoneChoice[], text: string): TimeZoneChoice | undefined {
  const name = searchable(text)
  return choices.find((choice) => [choice.zone, choice.formerly ?? ''].some((known) => searchable(known) === name))
}

interface TimeZonePickerProps<T extends FieldValues, N extends FieldPath<T>> {
  control: UseControllerProps<T, N>['control']
  /** The form's field holding the zone's name (a string; empty for none). */
  name: N
  rules?: UseControllerProps<T, N>['rules']
  label: string
  helperText?: string
}

/**
 * The app's one zone picker: a list searched as one types ("Kolkata", "Kyiv", "new york"), so only
 * a zone the server accepts can be picked. Empty (the clear button, or the text erased) is what
 * the form makes of no zone. A zone saved earlier under a name the list does not offer stays
 * offered, so editing keeps it.
 */
export function TimeZonePicker<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  rules,
  label,
  helperText,
}: TimeZonePickerProps<T, N>) {
  const { field, fieldState } = useController({ control, name, rules })
  // What the user is typing; null while not searching, when the input shows the zone and every zone is offered.
  const [typed, setTyped] = useState<string | null>(null)
  // The text last typed since the last pick, for when the list closes: by then the combobox has
  // already put the zone back in the input.
  const lastTyped = useRef<string | null>(null)
  const zone = String(field.value ?? '').trim()
  const choices = useMemo(() => {
    const all = timeZoneChoices()
    return zone && !all.some((choice) => choice.zone === zone) ? [{ zone }, ...all] : all
  }, [zone])
  const found = useMemo(() => matching(choices, typed ?? ''), [choices, typed])
  const collection = useMemo(
    () =>
      createListCollection({
        // The zone chosen is always among them, so the field can name it.
        items: [...found.slice(0, SHOWN), ...found.slice(SHOWN).filter((choice) => choice.zone === zone)],
        itemToString: (choice) => choice.zone,
        itemToValue: (choice) => choice.zone,
      }),
    [found, zone],
  )
  const hidden = found.length - collection.items.length

  return (
    <FormField label={label} error={fieldState.error} helperText={helperText}>
      <Combobox.Root
        collection={collection}
        value={zone ? [zone] : []}
        inputValue={typed ?? zone}
        openOnClick
        inputBehavior="autohighlight"
        lazyMount
        unmountOnExit
        onValueChange={(details) => {
          field.onChange(details.value[0] ?? '')
          lastTyped.current = null
          setTyped(null)
        }}
        onInputValueChange={(details) => {
          // A pick, the clear button or leaving the field shows the zone itself again.
          if (details.reason !== 'input-change') return setTyped(null)
          lastTyped.current = details.inputValue
          setTyped(details.inputValue)
          // Erasing the text empties the zone, as the clear button does.
          if (!details.inputValue.trim()) field.onChange('')
        }}
        onOpenChange={(details) => {
          if (details.open) return
          // Left with text typed but nothing picked: the zone it names, else the text itself, which
          // the form then refuses with its message (never silently the editor's own zone).
          const left = lastTyped.current?.trim()
          lastTyped.current = null
          if (left) field.onChange((namedBy(found, left) ?? (found.length === 1 ? found[0] : undefined))?.zone ?? left)
          setTyped(null)
          field.onBlur()
        }}
      >
        <Combobox.Control>
          <Combobox.Input
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            spellCheck={false}
            placeholder={TIME_ZONE_PICKER_TEXTS.placeholder}
          />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={TIME_ZONE_PICKER_TEXTS.clear} />
            <Combobox.Trigger aria-label={TIME_ZONE_PICKER_TEXTS.show} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* Not in a portal: inside the form's dialog, whose focus trap would keep the list out of reach. */}
        <Combobox.Positioner>
          <Combobox.Content maxH="60" overflowY="auto">
            <Combobox.Empty>{TIME_ZONE_PICKER_TEXTS.noMatch}</Combobox.Empty>
            {collection.items.map((choice) => (
              <Combobox.Item key={choice.zone} item={choice}>
                <Combobox.ItemText>{choice.zone}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {hidden > 0 && (
              <Text role="presentation" px="2" py="1.5" fontSize="sm" color="fg.muted">
                {TIME_ZONE_PICKER_TEXTS.more({ count: hidden })}
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </FormField>
  )
}
