import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { signupFormError, type SignupBody } from '../../../common/auth'
import { messages } from '../../../common/messages'
import { Button } from '../../components/ui/button'
import { InputField } from '../../components/ui/form-field'
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

  const onSubmit = handleSubmit(({ email, name, password }) => {
    const invalid = signupFormError(email, password)
    setError(invalid ? { message: invalid, detail: null } : null)
    if (invalid) return
    signup.mutate(
      { email: email.trim(), name: name.trim(), password },
      {
        onSuccess: goToInbox,
        // The spec's sentence alone would not tell someone their email is already registered.
        onError: (e) =>
          setError({ message: messages.auth.signupFailed, detail: errorDetail(e, [400, 409]) }),
      },
    )
  })

  return (
    <AuthLayout
      title="Create your account"
      description="Start your free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Log in
          </Link>
        </>
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
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@business.com"
          {...register('email')}
        />
        <InputField
          id="signup-name"
          label="Business name"
          autoComplete="organization"
          placeholder="Acme Supplies"
          {...register('name')}
        />
        <InputField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          aria-describedby="signup-password-hint"
          {...register('password')}
        />
        <p id="signup-password-hint" className="-mt-3 text-xs text-zinc-600">
          More than 6 characters.
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={signup.isPending}>
          {signup.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  )
}
