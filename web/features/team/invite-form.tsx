// "Invite someone": an e-mail address and the role they will have. The server mails them a link
// that signs them up or in and joins the business; the form is empty again once it is sent.
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import type { MemberRole } from '../../../common/constants'
import { INVITATION_TTL_DAYS, InviteBody } from '../../../common/team'
import { ApiError } from '../../api/client'
import { Button } from '../../components/ui/button'
import { SectionCard } from '../../components/ui/card'
import { fieldAria, fieldBinder, FormField, InputField } from '../../components/ui/form-field'
import { Select } from '../../components/ui/select'
import { translateSentence } from '../../lib/i18n'
import { useInviteMember } from './api/invite-member'
import { RoleOptions } from '../../components/role-options'

type InviteInput = z.input<typeof InviteBody>
type InviteOutput = z.output<typeof InviteBody>

interface InviteFormProps {
  providerId: string
  /** The roles the person inviting may give, most to least. */
  roles: MemberRole[]
}

export function InviteForm({ providerId, roles }: InviteFormProps) {
  const { t } = useLingui()
  const invite = useInviteMember(providerId)
  // The least a role may do is the safe first choice: giving more is a decision.
  const defaultRole = roles.at(-1) ?? 'viewer'
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteInput, unknown, InviteOutput>({
    resolver: zodResolver(InviteBody),
    defaultValues: { email: '', role: defaultRole },
  })
  const bind = fieldBinder(register, errors)
  // The checks of common/team.ts answer in English; the screen shows them in its language.
  const email = bind('email')
  const roleError = errors.role?.message && translateSentence(errors.role.message)

  const onSubmit = handleSubmit((body) =>
    invite.mutate(body, {
      onSuccess: () => {
        toast.success(t`The invitation has been sent.`)
        reset({ email: '', role: body.role })
        // The next address typed is another invitation, even the same one again (a fresh link).
        invite.renew()
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.body?.error.fields : undefined
        if (fields?.email) setError('email', { message: fields.email }, { shouldFocus: true })
        else
          toast.error(
            error instanceof ApiError ? error.message : t`The invitation could not be sent.`,
          )
      },
    }),
  )

  return (
    <SectionCard title={t`Invite someone`} className="mb-6">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
      >
        <InputField
          id="invite-email"
          label={t`Email`}
          type="email"
          autoComplete="off"
          placeholder={t`name@business.com`}
          {...email}
          error={email.error && translateSentence(email.error)}
        />
        <FormField id="invite-role" label={t`Role`} error={roleError}>
          <Select id="invite-role" {...fieldAria('invite-role', roleError)} {...register('role')}>
            <RoleOptions roles={roles} />
          </Select>
        </FormField>
        {/* Level with the fields, under their labels' line. */}
        <Button type="submit" className="h-10 sm:mt-[1.375rem]" disabled={invite.isPending}>
          {invite.isPending ? <Trans>Sending…</Trans> : <Trans>Send invitation</Trans>}
        </Button>
      </form>
      <p className="mt-3 text-sm text-zinc-600">
        <Trans>
          They get a link by e-mail, valid for {INVITATION_TTL_DAYS} days, to sign up or log in and
          join.
        </Trans>
      </p>
    </SectionCard>
  )
}
