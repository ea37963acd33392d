import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { Fragment, useState } from 'react'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { useDeleteAccount } from '../mutations'
import { emphasisedParts, SETTINGS_TEXTS } from '../texts'

const TEXTS = SETTINGS_TEXTS.deleteAccount

/** Danger zone: deletes the account after a 'Confirmation Required' dialog, then logs out. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false)
  const remove = useDeleteAccount()

  return (
    <Stack gap="4" maxW="md">
      <Heading as="h2" size="md">
        {TEXTS.title}
      </Heading>
      <Text>{TEXTS.description}</Text>
      <Box>
        <Button colorPalette="red" onClick={() => setOpen(true)}>
          {TEXTS.button}
        </Button>
      </Box>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => !remove.isPending && remove.mutate({})}
        isPending={remove.isPending}
      >
        {emphasisedParts(TEXTS.confirm).map(({ text, emphasised }, index) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move, so their place is their key
          emphasised ? <strong key={index}>{text}</strong> : <Fragment key={index}>{text}</Fragment>,
        )}
      </ConfirmDialog>
    </Stack>
  )
}
