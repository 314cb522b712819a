// The columns of the Team screen's list: who (their e-mail), their role, when they were invited
// and joined (or that the invitation is pending), and what the person looking may do about them.
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { MemberRole } from '../../../common/constants'
import type { Member } from '../../../common/team'
import { formatDate } from '../../components/format'
import { actionsColumn, type RecordColumn } from '../../components/record-column'
import { Badge } from '../../components/ui/badge'
import { Truncated } from '../../components/ui/truncated'
import { MemberActions, RoleChoice } from './member-controls'

/** A member as the list shows it: keyed by their account, or by the invitation while pending. */
export interface MemberRow extends Member {
  id: string
}

export const memberRows = (members: Member[]): MemberRow[] =>
  members.map((member) => ({
    ...member,
    id: member.user.id ?? member.invitation_id ?? member.user.email,
  }))

/** Who is looking, and which roles they may give, change or take away. */
export interface Viewer {
  providerId: string
  userId: string
  roles: MemberRole[]
}

export function memberColumns(viewer: Viewer): RecordColumn<MemberRow>[] {
  return [
    {
      key: 'email',
      head: t`Member`,
      card: 'title',
      truncate: true,
      cellClassName: 'font-medium',
      cell: (member) => (
        <div className="flex min-w-0 items-center gap-2">
          <Truncated text={member.user.email} />
          {member.user.id === viewer.userId ? (
            <Badge tone="brand">
              <Trans>You</Trans>
            </Badge>
          ) : null}
        </div>
      ),
    },
    {
      key: 'role',
      head: t`Role`,
      cellClassName: 'w-40',
      cell: (member) => <RoleChoice viewer={viewer} member={member} />,
    },
    {
      key: 'invited',
      head: t`Invited`,
      cellClassName: 'whitespace-nowrap text-zinc-600',
      cell: (member) => formatDate(member.invited_at),
    },
    {
      key: 'joined',
      head: t`Joined`,
      cellClassName: 'whitespace-nowrap text-zinc-600',
      cell: (member) =>
        member.joined_at ? (
          formatDate(member.joined_at)
        ) : (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge>
              <Trans>Pending</Trans>
            </Badge>
            {member.expires_at ? <LinkValidUntil expiresAt={member.expires_at} /> : null}
          </span>
        ),
    },
    actionsColumn((member) => <MemberActions viewer={viewer} member={member} />),
  ]
}

function LinkValidUntil({ expiresAt }: { expiresAt: string }) {
  const day = formatDate(expiresAt)
  return (
    <span className="text-xs">
      <Trans>Link valid until {day}</Trans>
    </span>
  )
}
