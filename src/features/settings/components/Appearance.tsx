import { Heading, RadioGroup, Stack } from '@chakra-ui/react'
import { COLOR_MODE_CHOICES, type ColorModeChoice, useColorMode } from '../../../lib/colorMode'

/** Appearance: System, Light Mode or Dark Mode, stored in local storage and applied at once. */
export function Appearance() {
  const { choice, choose } = useColorMode()
  return (
    <Stack gap="4" maxW="md">
      <Heading as="h2" size="md" id="appearance-heading">
        Appearance
      </Heading>
      <RadioGroup.Root
        value={choice}
        onValueChange={(e) => e.value && choose(e.value as ColorModeChoice)}
        aria-labelledby="appearance-heading"
      >
        <Stack gap="3">
          {COLOR_MODE_CHOICES.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  )
}
