import { Box, Button, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { readUserMeQueryKey, updateUserMeMutation } from '../../client/@tanstack/react-query.gen'
import { useAuth } from '../../hooks/useAuth'
import { showError, showSuccess } from '../../lib/toasts'
import { emailRules, profileUsernameRules } from '../../lib/validation'
import { FormField } from '../ui/form-field'
import { SETTINGS_TEXTS } from './texts'

interface Values {
  name: string
  email: string
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Text color={value ? undefined : 'fg.muted'} truncate>
        {value || 'N/A'}
      </Text>
    </Box>
  )
}

/** My profile: the username and e-mail, read-only until 'Edit'; 'Save' patches /users/me. */
export function UserInformation() {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const [editing, setEditing] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values>({ mode: 'onBlur', defaultValues: { name: '', email: '' } })

  const update = useMutation({
    ...updateUserMeMutation(),
    onSuccess: async (updated) => {
      showSuccess(SETTINGS_TEXTS.userUpdated)
      queryClient.setQueryData(readUserMeQueryKey(), updated)
      setEditing(false)
      await queryClient.invalidateQueries({ queryKey: readUserMeQueryKey(), exact: true })
    },
    onError: (error) => showError(error),
  })

  const startEditing = () => {
    reset({ name: user?.name ?? '', email: user?.email ?? '' })
    setEditing(true)
  }

  const cancel = () => {
    reset()
    setEditing(false)
  }

  const onSubmit = ({ name, email }: Values) => {
    if (update.isPending) return
    update.mutate({ body: { name: name.trim() || null, email } })
  }

  return (
    <Stack gap="4" maxW="md">
      <Heading as="h2" size="md">
        User Information
      </Heading>
      {!user ? (
        <Stack gap="3">
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : editing ? (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap="4">
            <FormField label="Username" error={errors.name}>
              <Input autoComplete="username" {...register('name', profileUsernameRules())} />
            </FormField>
            <FormField label="Email" error={errors.email} required>
              <Input type="email" autoComplete="email" {...register('email', emailRules())} />
            </FormField>
            <Flex gap="3">
              <Button type="submit" loading={update.isPending} disabled={!isDirty || update.isPending}>
                Save
              </Button>
              <Button variant="subtle" colorPalette="gray" onClick={cancel} disabled={update.isPending}>
                Cancel
              </Button>
            </Flex>
          </Stack>
        </form>
      ) : (
        <Stack gap="4">
          <ReadOnlyField label="Username" value={user.name ?? ''} />
          <ReadOnlyField label="Email" value={user.email} />
          <Box>
            <Button variant="outline" onClick={startEditing}>
              Edit
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  )
}
