import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { useDeleteAccount } from '../mutations'

/** Danger zone: deletes the account after a 'Confirmation Required' dialog, then logs out. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false)
  const remove = useDeleteAccount()

  return (
    <Stack gap="4" maxW="md">
      <Heading as="h2" size="md">
        Delete Account
      </Heading>
      <Text>Permanently delete your account and all of its data. This cannot be undone.</Text>
      <Box>
        <Button colorPalette="red" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </Box>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => !remove.isPending && remove.mutate({})}
        isPending={remove.isPending}
      >
        All your account data will be <strong>permanently deleted.</strong> If you are sure, click{' '}
        <strong>"Delete"</strong> to proceed. This action cannot be undone.
      </ConfirmDialog>
    </Stack>
  )
}
