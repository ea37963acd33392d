import { Checkbox, Input, NativeSelect } from '@chakra-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { LIMITS } from '../../../common/limits'
import { ROLE, type Role, roleName } from '../../../common/roles'
import { grantableRoles } from '../../../common/user-hierarchy'
import { createUserMutation, updateUserMutation } from '../../client/@tanstack/react-query.gen'
import type { UserCreate, UserPublic, UserUpdate } from '../../client/types.gen'
import { useAuth } from '../../hooks/useAuth'
import { invalidateOperations, STALE_AFTER } from '../../lib/queries'
import { showError, showSuccess } from '../../lib/toasts'
import { confirmPasswordRules, emailRules, maxLength, passwordRules, VALIDATION } from '../../lib/validation'
import { FormDialog } from '../Common/FormDialog'
import { FormField } from '../ui/form-field'
import { PasswordInput } from '../ui/password-input'
import { USERS_FIELDS, USERS_TEXTS } from './texts'

export interface UserFormValues {
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

/** Create sends every field, confirm_password included (SPEC §3). */
const toCreateBody = (values: UserFormValues): UserCreate => ({
  email: values.email.trim(),
  name: values.name.trim() || null,
  password: values.password,
  confirm_password: values.confirm_password,
  role: Number(values.role) as Role,
  is_active: values.is_active,
})

/** Edit leaves the password out when it is empty (SPEC §5): the current one is kept. */
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
 * Add and Edit share this form. The password is required on create and optional on edit; the role
 * select offers only the roles the signed-in user may grant (common/user-hierarchy.ts).
 */
export function UserFormDialog({ user, open, onOpenChange }: UserFormDialogProps) {
  const queryClient = useQueryClient()
  const { user: viewer } = useAuth()
  const editing = user !== undefined
  const form = useForm<UserFormValues>({ mode: 'onBlur', defaultValues: toFormValues(user) })
  const { register, reset, control, getValues, getFieldState, trigger, formState } = form
  const { errors } = formState

  // Filled when the dialog opens, not again while it is open: a background refetch of the table
  // hands over a new `user` object, and that must not wipe what is being typed.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open && !wasOpen.current) reset(toFormValues(user))
    wasOpen.current = open
  }, [open, user, reset])

  // A user's current role stays listed, so opening the form never changes it silently.
  const grantable = grantableRoles({ role: viewer?.role ?? ROLE.user })
  const roles = user && !grantable.includes(user.role as Role) ? [...grantable, user.role as Role] : grantable

  const onSuccess = (message: string) => {
    showSuccess(message)
    void invalidateOperations(queryClient, ...STALE_AFTER.userChange)
    onOpenChange(false)
  }
  const create = useMutation({
    ...createUserMutation(),
    onSuccess: () => onSuccess(USERS_TEXTS.created),
    onError: (error) => showError(error),
  })
  const update = useMutation({
    ...updateUserMutation(),
    onSuccess: () => onSuccess(USERS_TEXTS.updated),
    onError: (error) => showError(error),
  })

  const onSubmit = (values: UserFormValues) => {
    if (user) update.mutate({ path: { id: user.id }, body: toUpdateBody(values) })
    else create.mutate({ body: toCreateBody(values) })
  }

  // SPEC §5: the user form marks a malformed e-mail without showing 'Invalid email address'.
  const emailMessageHidden = errors.email !== undefined && errors.email.type !== 'required'
  const passwordHint = editing ? USERS_FIELDS.passwordEditHint : undefined

  return (
    <FormDialog
      title={editing ? USERS_TEXTS.editTitle : USERS_TEXTS.addTitle}
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      onSubmit={onSubmit}
      isPending={create.isPending || update.isPending}
    >
      <FormField label={USERS_FIELDS.email} error={errors.email} errorHidden={emailMessageHidden} required>
        <Input type="email" autoComplete="off" {...register('email', emailRules())} />
      </FormField>
      <FormField label={USERS_FIELDS.name} error={errors.name}>
        <Input autoComplete="off" {...register('name', maxLength(LIMITS.nameMax, VALIDATION.nameMax))} />
      </FormField>
      <FormField label={USERS_FIELDS.password} error={errors.password} helperText={passwordHint} required={!editing}>
        <PasswordInput
          autoComplete="new-password"
          {...register('password', {
            ...passwordRules(!editing),
            // A changed password re-checks a confirmation already typed.
            onBlur: () => getFieldState('confirm_password').isTouched && trigger('confirm_password'),
          })}
        />
      </FormField>
      <FormField label={USERS_FIELDS.confirmPassword} error={errors.confirm_password} required={!editing}>
        <PasswordInput
          autoComplete="new-password"
          {...register(
            'confirm_password',
            confirmPasswordRules(getValues, 'password', editing ? false : VALIDATION.confirmRequiredUserForm),
          )}
        />
      </FormField>
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
