import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { loginFormError, type LoginBody } from '../../../common/auth'
import type { SpecMessages } from '../../../common/messages-es'
import { ApiError } from '../../api/client'
import { Button } from '../../components/ui/button'
import { InputField } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'
import { useLogin } from './api/login'
import { useSendReset } from './api/send-reset'
import { AuthLayout } from './auth-layout'
import { FormAlert } from './form-alert'
import { useGoToInbox } from './use-go-to-inbox'

function loginErrorMessage(error: unknown, m: SpecMessages['auth']): string {
  if (!(error instanceof ApiError)) return m.loginNoData
  // Being rate limited is not a wrong password; the server's sentence says to wait.
  if (error.status === 429 && error.body) return error.body.error.message
  return error.status < 500 ? m.invalidCredentials : m.loginNoData
}

export function LoginPage() {
  const { register, handleSubmit, getValues } = useForm<LoginBody>({
    defaultValues: { email: '', password: '' },
  })
  const [error, setError] = useState<string | null>(null)
  const login = useLogin()
  const sendReset = useSendReset()
  const goToInbox = useGoToInbox()
  const m = useMessages().auth
  const { t } = useLingui()

  const onSubmit = handleSubmit(({ email, password }) => {
    const invalid = loginFormError(email, password)
    setError(invalid && translateSentence(invalid))
    if (invalid) return
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: goToInbox,
        onError: (e) => setError(loginErrorMessage(e, m)),
      },
    )
  })

  const onForgotPassword = () => {
    const email = getValues('email').trim()
    if (!email) {
      setError(m.fillEmail)
      return
    }
    setError(null)
    sendReset.mutate(email, {
      onSuccess: () => toast.success(m.sendResetSent),
      onError: () => setError(m.sendResetFailed),
    })
  }

  return (
    <AuthLayout
      title={t`Log in`}
      description={t`Welcome back. Enter your email and password to continue.`}
      footer={
        <Trans>
          Don&apos;t have an account?{' '}
          <Link to="/signup" className="font-medium text-brand-700 hover:underline">
            Sign up
          </Link>
        </Trans>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <InputField
          id="login-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          placeholder={t`you@business.com`}
          {...register('email')}
        />
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="login-password">
              <Trans>Password</Trans>
            </Label>
            <Button
              type="button"
              variant="link"
              size="sm"
              onClick={onForgotPassword}
              disabled={sendReset.isPending}
            >
              <Trans>Forgot my password</Trans>
            </Button>
          </div>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? t`Logging in…` : t`Log in`}
        </Button>
      </form>
    </AuthLayout>
  )
}
