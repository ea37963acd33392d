import { Checkbox, Input, NativeSelect } from '@chakra-ui/react'
import { Controller } from 'react-hook-form'
import { grantableRoles } from '../../../../common/policy'
import { ROLE, type Role, roleName } from '../../../../common/roles'
import type { UserCreate, UserPublic, UserUpdate } from '../../../client/types.gen'
import { FormDialog, useEntityFormDialog } from '../../../components/FormDialog'
import { NewPasswordFields } from '../../../components/NewPasswordFields'
import { FormField } from '../../../components/ui/form-field'
import { useCurrentUser } from '../../../entities/session/hooks'
import { emailRules, usernameRules, VALIDATION } from '../../../lib/validation'
import { useCreateUser, useUpdateUser } from '../mutations'
import { USERS_FIELDS, USERS_TEXTS } from '../texts'

interface UserFormValues {
  email: string
  name: string
  password: string
  confirm_password: string
  /** The select's value: a role number as text. */
  role: string
  is_active: boolean
}

const toFormValues = (user?: UserPublic): UserFormValues => ({
  email: user?.email ?? '',
  name: user?.name ?? '',
  password: '',
  confirm_password: '',
  role: String(user?.role ?? ROLE.user),
  is_active: user?.is_active ?? true,
})

/** Create sends every field, the password's confirmation included. */
const toCreateBody = (values: UserFormValues): UserCreate => ({
  email: values.email.trim(),
  name: values.name.trim() || null,
  password: values.password,
  confirm_password: values.confirm_password,
  role: Number(values.role) as Role,
  is_active: values.is_active,
})

/** Edit leaves the password out when it is empty: the current one is kept. */
const toUpdateBody = (values: UserFormValues): UserUpdate => ({
  email: values.email.trim(),
  name: values.name.trim() || null,
  ...(values.password && { password: values.password, confirm_password: values.confirm_password }),
  role: Number(values.role) as Role,
  is_active: values.is_active,
})

interface UserFormDialogProps {
  /** The user to edit; omitted to add one. */
  user?: UserPublic
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Add and Edit of a user. The password is required on create and optional on edit; the role
 * select offers only the roles the signed-in user may grant.
 */
export function UserFormDialog({ user, open, onOpenChange }: UserFormDialogProps) {
  const { role: viewerRole } = useCurrentUser()
  const { form, editing, dialogProps } = useEntityFormDialog({
    entity: user,
    open,
    onOpenChange,
    toValues: toFormValues,
    create: useCreateUser(),
    update: useUpdateUser(),
    toCreateBody,
    toUpdateBody,
  })
  const { register, control, formState } = form
  const { errors } = formState

  // A user's current role stays listed, so opening the form never changes it silently.
  const grantable = grantableRoles({ role: viewerRole ?? ROLE.user })
  const roles = user && !grantable.includes(user.role as Role) ? [...grantable, user.role as Role] : grantable

  // This form marks a malformed e-mail as invalid without showing 'Invalid email address' on screen.
  const emailMessageHidden = errors.email !== undefined && errors.email.type !== 'required'

  return (
    <FormDialog {...dialogProps} title={editing ? USERS_TEXTS.editTitle : USERS_TEXTS.addTitle}>
      <FormField label={USERS_FIELDS.email} error={errors.email} errorHidden={emailMessageHidden} required>
        <Input type="email" autoComplete="off" {...register('email', emailRules())} />
      </FormField>
      <FormField label={USERS_FIELDS.name} error={errors.name}>
        <Input autoComplete="off" {...register('name', usernameRules(false))} />
      </FormField>
      <NewPasswordFields
        form={form}
        name="password"
        label={USERS_FIELDS.password}
        required={!editing}
        confirmRequired={VALIDATION.confirmRequiredUserForm}
        helperText={editing ? USERS_FIELDS.passwordEditHint : undefined}
      />
      <FormField label={USERS_FIELDS.role} error={errors.role}>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('role')}>
            {roles.map((role) => (
              <option key={role} value={String(role)}>
                {roleName(role)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={({ checked }) => field.onChange(checked === true)}
            name={field.name}
          >
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{USERS_FIELDS.active}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
    </FormDialog>
  )
}
