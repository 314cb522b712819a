// The page behind the emailed link /reset#access_token=…&type=recovery.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { resetFormError } from '../../../common/auth'
import { Button } from '../../components/ui/button'
import { InputField } from '../../components/ui/form-field'
import { useResetPassword } from './api/reset-password'
import { AuthLayout } from './auth-layout'
import { errorDetail } from './error-detail'
import { FormAlert } from './form-alert'
import { useGoToInbox } from './use-go-to-inbox'
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'

function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('access_token')
}

export function ResetPage() {
  const location = useLocation()
  const navigate = useNavigate()
  const [token] = useState(() => tokenFromHash(location.hash))

  // The token is a credential: keep it in memory only, out of the address bar and history.
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, hash: '' }, { replace: true })
  }, [location.hash, location.pathname, navigate])

  return token ? <ResetForm token={token} /> : <InvalidLink />
}

function ResetForm({ token }: { token: string }) {
  const { register, handleSubmit } = useForm({ defaultValues: { password: '' } })
  const [error, setError] = useState<string[] | null>(null)
  const reset = useResetPassword()
  const goToInbox = useGoToInbox()
  const m = useMessages().auth
  const { t } = useLingui()

  const onSubmit = handleSubmit(({ password }) => {
    const invalid = resetFormError(password)
    setError(invalid ? [translateSentence(invalid)] : null)
    if (invalid) return
    reset.mutate(
      { password, auth: { access_token: token } },
      {
        onSuccess: goToInbox,
        onError: (e) => {
          const detail = errorDetail(e, [400])
          setError(detail ? [m.resetFailed, detail] : [m.resetFailed])
        },
      },
    )
  })

  return (
    <AuthLayout
      title={t`Choose a new password`}
      description={t`Enter the password you want to use from now on.`}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {error ? (
          <FormAlert>
            {error.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </FormAlert>
        ) : null}
        <InputField
          id="reset-password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t`Saving…` : t`Save new password`}
        </Button>
      </form>
    </AuthLayout>
  )
}

function InvalidLink() {
  const m = useMessages().auth
  const { t } = useLingui()
  return (
    <AuthLayout title={t`Reset your password`} description={m.resetLinkInvalid}>
      <Button asChild className="w-full" size="lg">
        <Link to="/login">
          <Trans>Back to login</Trans>
        </Link>
      </Button>
    </AuthLayout>
  )
}
