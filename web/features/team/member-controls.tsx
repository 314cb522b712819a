// What the Team screen lets the person looking do about one member: change the role, remove
// them, withdraw a pending invitation, or, on their own row, leave the business. A control the
// role does not allow is disabled or absent (a manager never touches an owner).
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { MemberRole } from '../../../common/constants'
import { teamMessages } from '../../../common/team'
import { ApiError } from '../../api/client'
import { refreshSession } from '../../api/refresh-session'
import { getSession } from '../../api/session'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { Select } from '../../components/ui/select'
import { translateSentence } from '../../lib/i18n'
import { useRemoveMember } from './api/remove-member'
import { useUpdateMember } from './api/update-member'
import { useWithdrawInvitation } from './api/withdraw-invitation'
import type { MemberRow, Viewer } from './member-columns'
import { ROLE_NAMES } from '../../components/role-names'

interface MemberProps {
  viewer: Viewer
  member: MemberRow
}

const failed = (fallback: string) => (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : fallback)

/** Whether the viewer may change or remove this member at all. */
const manages = (viewer: Viewer, member: MemberRow) => viewer.roles.includes(member.role)

export function RoleChoice({ viewer, member }: MemberProps) {
  const { i18n } = useLingui()
  const userId = member.user.id
  if (userId === null) return <span className="text-sm">{i18n._(ROLE_NAMES[member.role])}</span>
  return <JoinedRoleChoice viewer={viewer} member={member} userId={userId} />
}

function JoinedRoleChoice({ viewer, member, userId }: MemberProps & { userId: string }) {
  const { t, i18n } = useLingui()
  const update = useUpdateMember(viewer.providerId, userId, userId === viewer.userId)
  const allowed = manages(viewer, member)
  const shown = update.isPending ? update.variables : member.role
  // A role the viewer cannot give still has to read as the member's role.
  const choices = viewer.roles.includes(member.role) ? viewer.roles : [member.role]
  const email = member.user.email
  return (
    <Select
      aria-label={t`Role of ${email}`}
      title={allowed ? undefined : translateSentence(teamMessages.managerAndOwners)}
      className="max-w-40 min-w-32"
      value={shown}
      disabled={!allowed || update.isPending}
      onChange={(event) =>
        update.mutate(event.target.value as MemberRole, {
          onSuccess: () => toast.success(t`The role has been changed.`),
          onError: failed(t`The role could not be changed.`),
        })
      }
    >
      {choices.map((role) => (
        <option key={role} value={role}>
          {i18n._(ROLE_NAMES[role])}
        </option>
      ))}
    </Select>
  )
}

export function MemberActions({ viewer, member }: MemberProps) {
  const userId = member.user.id
  if (userId === viewer.userId) return <LeaveButton viewer={viewer} userId={userId} />
  if (!manages(viewer, member)) return null
  if (userId !== null) return <RemoveButton viewer={viewer} member={member} userId={userId} />
  if (member.invitation_id !== null) {
    return <WithdrawButton viewer={viewer} member={member} invitationId={member.invitation_id} />
  }
  return null
}

function RemoveButton({ viewer, member, userId }: MemberProps & { userId: string }) {
  const { t } = useLingui()
  const remove = useRemoveMember(viewer.providerId, userId)
  const [asking, setAsking] = useState(false)
  const email = member.user.email
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        aria-label={t`Remove ${email}`}
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        <Trans>Remove</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Remove this member?`}
        description={t`${email} will lose access to the business at once. You can invite them again later.`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Keep`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          remove.mutate(undefined, {
            onSuccess: () => toast.success(t`The member has been removed.`),
            onError: failed(t`The member could not be removed.`),
          })
        }}
      />
    </>
  )
}

function WithdrawButton({ viewer, member, invitationId }: MemberProps & { invitationId: string }) {
  const { t } = useLingui()
  const withdraw = useWithdrawInvitation(viewer.providerId, invitationId)
  const email = member.user.email
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t`Withdraw the invitation of ${email}`}
      disabled={withdraw.isPending}
      onClick={() =>
        withdraw.mutate(undefined, {
          onSuccess: () => toast.success(t`The invitation has been withdrawn.`),
          onError: failed(t`The invitation could not be withdrawn.`),
        })
      }
    >
      <Trans>Withdraw</Trans>
    </Button>
  )
}

function LeaveButton({ viewer, userId }: { viewer: Viewer; userId: string }) {
  const { t } = useLingui()
  const leave = useRemoveMember(viewer.providerId, userId)
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)

  const onLeft = async () => {
    const session = getSession()
    const next = session?.user.providers.find((entry) => entry.provider.id !== viewer.providerId)
    // Away from this business's pages first: with the renewed session they would send to login.
    await navigate(next ? `/provider/${next.provider.id}/inbox` : '/', { replace: true })
    toast.success(t`You have left the business.`)
    if (session) await refreshSession(session.access_token)
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        disabled={leave.isPending}
        onClick={() => setAsking(true)}
      >
        <Trans>Leave business</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Leave this business?`}
        description={t`You will lose access to its orders, stock and catalogue at once. Only a new invitation lets you back in.`}
        confirmLabel={t`Leave`}
        cancelLabel={t`Stay`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          leave.mutate(undefined, {
            onSuccess: () => void onLeft(),
            onError: failed(t`You could not leave the business.`),
          })
        }}
      />
    </>
  )
}
