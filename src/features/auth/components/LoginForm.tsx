import { ClassNames } from '@emotion/react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import type { LoginForm as LoginValues } from '../../../client/types.gen'
import { RecipeButton } from '../../../components/plain/RecipeButton'
import { RecipeField } from '../../../components/plain/RecipeField'
import { RecipeInput } from '../../../components/plain/RecipeInput'
import { RecipePasswordInput } from '../../../components/plain/RecipePasswordInput'
import { moveLocalSavesToAccount } from '../../../entities/saved/login'
import { useLogin } from '../../../entities/session/hooks'
import { AUTH_TEXTS } from '../../../entities/session/texts'
import { emailRules, passwordRules } from '../../../lib/validation'
import { safeRedirect } from '../redirect'
import { AUTH_FORM_TEXTS as TEXTS } from '../texts'
import { AuthLayout } from './AuthLayout'
import * as styles from './LoginForm.styles'

type Values = Pick<LoginValues, 'username' | 'password'>

/**
 * Log in with e-mail and password; goes back to the page first asked for, or home. Plain elements
 * with compiled styles, so the page paints before the design system has loaded.
 */
export function LoginForm({ redirect }: { redirect?: string }) {
  const navigate = useNavigate()
  const login = useLogin()
  const queryClient = useQueryClient()
  // Set when a sign-up has just led here: the new account's address, already in the Email field.
  const accountCreated = useLocation({ select: (location) => location.state.accountCreated })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({ mode: 'onBlur', defaultValues: { username: accountCreated ?? '', password: '' } })

  const onSubmit = (body: Values) => {
    if (login.isPending) return
    login.mutate(
      { body },
      {
        onSuccess: async () => {
          // What the visitor saved in this browser is in the account before the next page shows.
          await moveLocalSavesToAccount(queryClient)
          await navigate({ href: safeRedirect(redirect) ?? '/', replace: true })
        },
      },
    )
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.loginTitle}
      footer={{ prompt: TEXTS.login.prompt, to: '/signup', label: TEXTS.login.link, redirect }}
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <ClassNames>
          {({ css }) => (
            <div className={css(styles.fields)}>
              {accountCreated && (
                <p role="status" className={css(styles.notice)}>
                  {AUTH_TEXTS.accountCreated({ email: accountCreated })}
                </p>
              )}
              <RecipeField label={TEXTS.email} error={errors.username} required>
                <RecipeInput type="email" autoComplete="email" {...register('username', emailRules())} />
              </RecipeField>
              <RecipeField label={TEXTS.password} error={errors.password} required>
                <RecipePasswordInput autoComplete="current-password" {...register('password', passwordRules())} />
              </RecipeField>
              <Link to="/recover-password" className={css(styles.forgotPassword)}>
                {TEXTS.login.forgotPassword}
              </Link>
              <RecipeButton variant="solid" size="md" type="submit" loading={login.isPending} extra={styles.submit}>
                {TEXTS.login.submit}
              </RecipeButton>
            </div>
          )}
        </ClassNames>
      </form>
    </AuthLayout>
  )
}
