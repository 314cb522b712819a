import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { signupFormError, type SignupBody } from '../../../common/auth'
import { Button } from '../../components/ui/button'
import { InputField } from '../../components/ui/form-field'
import { activeLocale, translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'
import { useSignup } from './api/signup'
import { AuthLayout } from './auth-layout'
import { errorDetail } from './error-detail'
import { FormAlert } from './form-alert'
import { useGoToInbox } from './use-go-to-inbox'

interface SignupError {
  message: string
  detail: string | null
}

export function SignupPage() {
  const { register, handleSubmit } = useForm<Required<SignupBody>>({
    defaultValues: { email: '', name: '', password: '' },
  })
  const [error, setError] = useState<SignupError | null>(null)
  const signup = useSignup()
  const goToInbox = useGoToInbox()
  const m = useMessages()
  const { t } = useLingui()

  const onSubmit = handleSubmit(({ email, name, password }) => {
    const invalid = signupFormError(email, password)
    setError(invalid ? { message: translateSentence(invalid), detail: null } : null)
    if (invalid) return
    signup.mutate(
      // The language the person signs up in becomes theirs and their new business's.
      { email: email.trim(), name: name.trim(), password, locale: activeLocale() },
      {
        onSuccess: goToInbox,
        // The spec's sentence alone would not tell someone their email is already registered.
        onError: (e) =>
          setError({ message: m.auth.signupFailed, detail: errorDetail(e, [400, 409]) }),
      },
    )
  })

  return (
    <AuthLayout
      title={t`Create your account`}
      description={t`Start your free trial. No credit card required.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Log in
          </Link>
        </Trans>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {error ? (
          <FormAlert>
            <p>{error.message}</p>
            {error.detail ? <p>{error.detail}</p> : null}
          </FormAlert>
        ) : null}
        <InputField
          id="signup-email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          placeholder={t`you@business.com`}
          {...register('email')}
        />
        <InputField
          id="signup-name"
          label={t`Business name`}
          autoComplete="organization"
          placeholder={t`Acme Supplies`}
          {...register('name')}
        />
        <InputField
          id="signup-password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          aria-describedby="signup-password-hint"
          {...register('password')}
        />
        <p id="signup-password-hint" className="-mt-3 text-xs text-zinc-600">
          <Trans>More than 6 characters.</Trans>
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
          {signup.isPending ? t`Creating account…` : t`Create account`}
        </Button>
      </form>
    </AuthLayout>
  )
}
