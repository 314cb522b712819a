// What the Team screen lets the person looking do about one member: change the role, remove
// them, withdraw a pending invitation, or, on their own row, leave the business. A control the
// role does not allow is disabled or absent (a manager never touches an owner).
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { MemberRole } from '../../../common/constants'
import { ROLE_LABELS, teamMessages } from '../../../common/team'
import { ApiError } from '../../api/client'
import { refreshSession } from '../../api/refresh-session'
import { getSession } from '../../api/session'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { Select } from '../../components/ui/select'
import { useRemoveMember } from './api/remove-member'
import { useUpdateMember } from './api/update-member'
import { useWithdrawInvitation } from './api/withdraw-invitation'
import type { MemberRow, Viewer } from './member-columns'

interface MemberProps {
  viewer: Viewer
  member: MemberRow
}

const failed = (fallback: string) => (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : fallback)

/** Whether the viewer may change or remove this member at all. */
const manages = (viewer: Viewer, member: MemberRow) => viewer.roles.includes(member.role)

export function RoleChoice({ viewer, member }: MemberProps) {
  const userId = member.user.id
  if (userId === null) return <span className="text-sm">{ROLE_LABELS[member.role]}</span>
  return <JoinedRoleChoice viewer={viewer} member={member} userId={userId} />
}

function JoinedRoleChoice({ viewer, member, userId }: MemberProps & { userId: string }) {
  const update = useUpdateMember(viewer.providerId, userId, userId === viewer.userId)
  const allowed = manages(viewer, member)
  const shown = update.isPending ? update.variables : member.role
  // A role the viewer cannot give still has to read as the member's role.
  const choices = viewer.roles.includes(member.role) ? viewer.roles : [member.role]
  return (
    <Select
      aria-label={`Role of ${member.user.email}`}
      title={allowed ? undefined : teamMessages.managerAndOwners}
      className="max-w-40 min-w-32"
      value={shown}
      disabled={!allowed || update.isPending}
      onChange={(event) =>
        update.mutate(event.target.value as MemberRole, {
          onSuccess: () => toast.success(teamMessages.roleChanged),
          onError: failed('The role could not be changed.'),
        })
      }
    >
      {choices.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
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
  const remove = useRemoveMember(viewer.providerId, userId)
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        aria-label={`Remove ${member.user.email}`}
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={asking}
        title="Remove this member?"
        description={`${member.user.email} will lose access to the business at once. You can invite them again later.`}
        confirmLabel="Remove"
        cancelLabel="Keep"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          remove.mutate(undefined, {
            onSuccess: () => toast.success(teamMessages.removed),
            onError: failed('The member could not be removed.'),
          })
        }}
      />
    </>
  )
}

function WithdrawButton({ viewer, member, invitationId }: MemberProps & { invitationId: string }) {
  const withdraw = useWithdrawInvitation(viewer.providerId, invitationId)
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Withdraw the invitation of ${member.user.email}`}
      disabled={withdraw.isPending}
      onClick={() =>
        withdraw.mutate(undefined, {
          onSuccess: () => toast.success(teamMessages.invitationRevoked),
          onError: failed('The invitation could not be withdrawn.'),
        })
      }
    >
      Withdraw
    </Button>
  )
}

function LeaveButton({ viewer, userId }: { viewer: Viewer; userId: string }) {
  const leave = useRemoveMember(viewer.providerId, userId)
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)

  const onLeft = async () => {
    const session = getSession()
    const next = session?.user.providers.find((entry) => entry.provider.id !== viewer.providerId)
    // Away from this business's pages first: with the renewed session they would send to login.
    await navigate(next ? `/provider/${next.provider.id}/inbox` : '/', { replace: true })
    toast.success('You have left the business.')
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
        Leave business
      </Button>
      <ConfirmDialog
        open={asking}
        title="Leave this business?"
        description="You will lose access to its orders, stock and catalogue at once. Only a new invitation lets you back in."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          leave.mutate(undefined, {
            onSuccess: () => void onLeft(),
            onError: failed('You could not leave the business.'),
          })
        }}
      />
    </>
  )
}
