// The page behind the mailed link /invite#token=…: "Join <business> as <role>". Signed in with the
// invited address, one button joins; signed in as someone else, the page says so and offers to
// sign out; signed out, the invited address signs up (a new account joins instead of opening a
// business of its own) or logs in, then joins. The auth forms' requests come from the auth
// feature, put together with this page in web/app.
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import type { LoginBody, Session, SignupBody } from '../../../common/auth'
import { signupFormError } from '../../../common/auth'
import { teamMessages } from '../../../common/team'
import { ApiError } from '../../api/client'
import { clearSession, getSession, setSession, useSession } from '../../api/session'
import { Button } from '../../components/ui/button'
import { InputField } from '../../components/ui/form-field'
import { Spinner } from '../../components/ui/spinner'
import { Alert } from '../../components/ui/alert'
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'
import { acceptInvitation, useAcceptInvitation } from './api/accept-invitation'
import { useInvitation, type Invitation } from './api/get-invitation'
import { ROLE_NAMES } from '../../components/role-names'

/** What the page borrows from the auth feature: its frame and its requests. */
export interface InvitationAuth {
  Layout: ComponentType<{
    title: string
    description: string
    children: ReactNode
    footer?: ReactNode
  }>
  login: (body: LoginBody) => Promise<Session>
  /** With `invitation`, the new account joins that business instead of opening one. */
  signup: (body: SignupBody & { invitation: string }) => Promise<Session>
  /** Revokes the session's refresh token on the server. */
  logout: (refreshToken: string) => Promise<void>
}

function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')
}

/** A check of common/auth.ts, which answers in English, in the screen's language. */
const sentenceOf = (sentence: string | null) => sentence && translateSentence(sentence)

const inboxOf = (providerId: string) => `/provider/${providerId}/inbox`
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function InvitationPage({ auth }: { auth: InvitationAuth }) {
  const location = useLocation()
  const navigate = useNavigate()
  const [token] = useState(() => tokenFromHash(location.hash))

  // The token is a credential: keep it in memory only, out of the address bar and history.
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, hash: '' }, { replace: true })
  }, [location.hash, location.pathname, navigate])

  if (!token) return <Problem auth={auth} text={translateSentence(teamMessages.invitationInvalid)} />
  return <InvitationOf token={token} auth={auth} />
}

function Problem({ auth, text }: { auth: InvitationAuth; text: string }) {
  const { t } = useLingui()
  return (
    <auth.Layout title={t`Invitation`} description={text}>
      <Button asChild className="w-full" size="lg">
        <Link to="/login">
          <Trans>Go to login</Trans>
        </Link>
      </Button>
    </auth.Layout>
  )
}

function InvitationOf({ token, auth }: { token: string; auth: InvitationAuth }) {
  const { t, i18n } = useLingui()
  const invitation = useInvitation(token)
  const session = useSession()
  // From the first click of a sign-up or log-in form until it has joined, the form stays: the
  // session it makes on the way would otherwise swap it for the signed-in view.
  const [signingIn, setSigningIn] = useState(false)
  // A change of user (signing out, in) empties the app's cache, this answer too: the offer, the
  // same for anyone, stays on screen meanwhile, and so does the form with what was typed in it.
  const [offer, setOffer] = useState<Invitation | null>(null)
  if (invitation.data && invitation.data !== offer) setOffer(invitation.data)
  // Once shown, the offer stays: joining spends the link, and a read after it answers 404.
  if (invitation.isError && !offer) {
    const text =
      invitation.error instanceof ApiError && invitation.error.status === 404
        ? invitation.error.message
        : t`The invitation could not be loaded. Please try again.`
    return <Problem auth={auth} text={text} />
  }
  if (!offer) {
    return (
      <auth.Layout title={t`Invitation`} description={t`Loading the invitation…`}>
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      </auth.Layout>
    )
  }
  const role = i18n._(ROLE_NAMES[offer.role]).toLocaleLowerCase(i18n.locale)
  const business = offer.provider.name
  const form = { token, offer, auth, onBusy: setSigningIn }
  return (
    <auth.Layout
      title={t`Join ${business}`}
      description={t`You are invited to join ${business} on Stockline as ${role}.`}
    >
      {!session || signingIn ? (
        offer.account_exists ? (
          <SignInAndJoin {...form} />
        ) : (
          <SignUpAndJoin {...form} />
        )
      ) : sameEmail(session.user.email, offer.email) ? (
        <Join token={token} offer={offer} session={session} />
      ) : (
        <OtherAccount offer={offer} session={session} auth={auth} />
      )}
    </auth.Layout>
  )
}

interface OfferProps {
  token: string
  offer: Invitation
}

/** Signed in with the invited address: one button. */
function Join({ token, offer, session }: OfferProps & { session: Session }) {
  const accept = useAcceptInvitation()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const member = session.user.providers.some((entry) => entry.provider.id === offer.provider.id)
  const business = offer.provider.name
  const email = session.user.email
  if (member && !accept.isPending && !accept.isSuccess) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-zinc-700">
          <Trans>You already belong to this business.</Trans>
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to={inboxOf(offer.provider.id)}>
            <Trans>Open {business}</Trans>
          </Link>
        </Button>
      </div>
    )
  }
  return (
    <div className="grid gap-4">
      {error ? <Alert>{error}</Alert> : null}
      <p className="text-sm break-words text-zinc-700">
        <Trans>
          Signed in as <span className="font-medium">{email}</span>.
        </Trans>
      </p>
      <Button
        size="lg"
        className="w-full"
        disabled={accept.isPending || accept.isSuccess}
        onClick={() =>
          accept.mutate(token, {
            onSuccess: (joined) => void navigate(inboxOf(joined.provider.id), { replace: true }),
            onError: (e) => setError(e.message),
          })
        }
      >
        {accept.isPending || accept.isSuccess ? <Trans>Joining…</Trans> : <Trans>Join</Trans>}
      </Button>
    </div>
  )
}

/** Signed in as someone else: the invitation is not theirs to accept. */
function OtherAccount({
  offer,
  session,
  auth,
}: {
  offer: Invitation
  session: Session
  auth: InvitationAuth
}) {
  const { t } = useLingui()
  const [leaving, setLeaving] = useState(false)
  const current = session.user.email
  const invited = offer.email
  const signOut = async () => {
    setLeaving(true)
    await auth.logout(session.refresh_token).catch(() => undefined)
    // Signed out, the page offers the invited address's own sign-in or sign-up.
    if (getSession()?.access_token === session.access_token) clearSession()
  }
  return (
    <div className="grid gap-4">
      <Alert tone="warning">
        <p className="break-words">
          <Trans>
            You are signed in as <span className="font-medium">{current}</span>, but this
            invitation was sent to <span className="font-medium">{invited}</span>.
          </Trans>
        </p>
      </Alert>
      <Button size="lg" className="w-full" disabled={leaving} onClick={() => void signOut()}>
        {leaving ? t`Signing out…` : t`Sign out and continue as ${invited}`}
      </Button>
    </div>
  )
}

/**
 * The invited address, fixed (it is the one the invitation is for), written out whole however
 * long; the hidden field under it tells a password manager which account the password is for.
 */
function FixedEmail({ email }: { email: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm leading-none font-medium text-zinc-800">
        <Trans>Email</Trans>
      </p>
      <p className="text-sm break-all text-zinc-900">{email}</p>
      <input
        type="email"
        name="email"
        value={email}
        readOnly
        autoComplete="username"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
    </div>
  )
}

interface FormProps extends OfferProps {
  auth: InvitationAuth
  /** True from the submit until the form failed (on success the page is left). */
  onBusy: (busy: boolean) => void
}

/** Sign-up or log-in, then into the business: one request at a time, whatever the clicks. */
function useJoinAs(
  offer: Invitation,
  onBusy: (busy: boolean) => void,
  join: (password: string) => Promise<unknown>,
) {
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  // isPending reaches the button a render later than the second click of a double click.
  const sending = useRef(false)
  const mutation = useMutation({
    mutationFn: join,
    onMutate: () => {
      setError(null)
      onBusy(true)
    },
    onSuccess: () => navigate(inboxOf(offer.provider.id), { replace: true }),
    onError: (e) => {
      sending.current = false
      onBusy(false)
      setError(e.message)
    },
  })
  const submit = (password: string, invalid: string | null) => {
    if (sending.current) return
    setError(invalid)
    if (invalid) return
    sending.current = true
    mutation.mutate(password)
  }
  return { submit, error, pending: mutation.isPending || mutation.isSuccess }
}

/** No account yet: a password makes one, and the account joins the business. */
function SignUpAndJoin({ token, offer, auth, onBusy }: FormProps) {
  const { t } = useLingui()
  const messages = useMessages()
  const { register, handleSubmit } = useForm({ defaultValues: { password: '' } })
  const join = useJoinAs(offer, onBusy, async (password) => {
    try {
      setSession(await auth.signup({ email: offer.email, password, invitation: token }))
    } catch (e) {
      throw new Error(e instanceof ApiError ? e.message : messages.auth.signupFailed)
    }
  })
  const onSubmit = handleSubmit(({ password }) =>
    join.submit(password, sentenceOf(signupFormError(offer.email, password))),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {join.error ? <Alert>{join.error}</Alert> : null}
      <FixedEmail email={offer.email} />
      <InputField
        id="invite-signup-password"
        label={t`Choose a password`}
        type="password"
        autoComplete="new-password"
        hint={t`More than 6 characters.`}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={join.pending}>
        {join.pending ? <Trans>Creating account…</Trans> : <Trans>Create account and join</Trans>}
      </Button>
    </form>
  )
}

/** The invited address has an account: its password, then the join. */
function SignInAndJoin({ token, offer, auth, onBusy }: FormProps) {
  const { t } = useLingui()
  const messages = useMessages()
  const { register, handleSubmit } = useForm({ defaultValues: { password: '' } })
  const join = useJoinAs(offer, onBusy, async (password) => {
    try {
      setSession(await auth.login({ email: offer.email, password }))
    } catch (e) {
      // Being rate limited is not a wrong password; the server's sentence says to wait.
      throw new Error(
        e instanceof ApiError && e.status === 429 ? e.message : messages.auth.invalidCredentials,
      )
    }
    await acceptInvitation(token)
  })
  const onSubmit = handleSubmit(({ password }) =>
    join.submit(password, password ? null : messages.auth.fillAllFields),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {join.error ? <Alert>{join.error}</Alert> : null}
      <FixedEmail email={offer.email} />
      <InputField
        id="invite-login-password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={join.pending}>
        {join.pending ? <Trans>Joining…</Trans> : <Trans>Log in and join</Trans>}
      </Button>
    </form>
  )
}
