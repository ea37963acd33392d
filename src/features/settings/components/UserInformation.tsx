import { Box, Button, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormField } from '../../../components/ui/form-field'
import { useCurrentUser } from '../../../entities/session/hooks'
import { emailRules, usernameRules } from '../../../lib/validation'
import { useUpdateProfile } from '../mutations'
import { SETTINGS_TEXTS } from '../texts'

const TEXTS = SETTINGS_TEXTS.profile

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
        {value || TEXTS.notAvailable}
      </Text>
    </Box>
  )
}

/** My profile: the username and e-mail, read-only until 'Edit'; 'Save' patches /users/me. */
export function UserInformation() {
  const { user } = useCurrentUser()
  const [editing, setEditing] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values>({ mode: 'onBlur', defaultValues: { name: '', email: '' } })

  const update = useUpdateProfile()

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
    update.mutate({ body: { name: name.trim() || null, email } }, { onSuccess: () => setEditing(false) })
  }

  return (
    <Stack gap="4" maxW="md">
      <Heading as="h2" size="md">
        {TEXTS.title}
      </Heading>
      {!user ? (
        <Stack gap="3">
          <Skeleton h="10" />
          <Skeleton h="10" />
        </Stack>
      ) : editing ? (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap="4">
            <FormField label={TEXTS.username} error={errors.name}>
              <Input autoComplete="username" {...register('name', usernameRules(false))} />
            </FormField>
            <FormField label={TEXTS.email} error={errors.email} required>
              <Input type="email" autoComplete="email" {...register('email', emailRules())} />
            </FormField>
            <Flex gap="3">
              <Button type="submit" loading={update.isPending} disabled={!isDirty || update.isPending}>
                {TEXTS.save}
              </Button>
              <Button variant="subtle" colorPalette="gray" onClick={cancel} disabled={update.isPending}>
                {TEXTS.cancel}
              </Button>
            </Flex>
          </Stack>
        </form>
      ) : (
        <Stack gap="4">
          <ReadOnlyField label={TEXTS.username} value={user.name ?? ''} />
          <ReadOnlyField label={TEXTS.email} value={user.email} />
          <Box>
            <Button variant="outline" onClick={startEditing}>
              {TEXTS.edit}
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  )
}
