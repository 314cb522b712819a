// Team (owners and managers): who belongs to the business and with which role, the invitations
// still pending, and the form that invites someone (issue #19).
import { Trans, useLingui } from '@lingui/react/macro'
import { UsersRound } from 'lucide-react'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { assignableRoles } from '../../../common/permissions'
import { useMembers } from '../../api/get-members'
import { useRole } from '../../api/use-can'
import { useSession } from '../../api/session'
import { RecordList } from '../../components/record-list'
import { RoleGate } from '../../components/role-gate'
import { Alert } from '../../components/ui/alert'
import { PageHeader } from '../../components/ui/page-header'
import { BusinessLanguage } from './business-language'
import { InviteForm } from './invite-form'
import { memberColumns, memberRows } from './member-columns'
import { RolesSummary } from './roles-summary'

export function TeamPage() {
  const { t } = useLingui()
  return (
    <RoleGate permission="manage_team" title={t`Team`}>
      <TeamScreen />
    </RoleGate>
  )
}

function TeamScreen() {
  const { t } = useLingui()
  const { providerId = '' } = useParams()
  const userId = useSession()?.user.id ?? ''
  const role = useRole()
  const members = useMembers(providerId)
  const roles = useMemo(() => assignableRoles(role), [role])
  const columns = useMemo(
    () => memberColumns({ providerId, userId, roles }),
    [providerId, userId, roles],
  )
  const records = useMemo(() => members.data && memberRows(members.data), [members.data])

  return (
    <>
      <PageHeader title={t`Team`}>
        <p className="mt-1 text-sm text-zinc-600">
          <Trans>Who works in this business, and what each of them may do.</Trans>
        </p>
      </PageHeader>
      <InviteForm providerId={providerId} roles={roles} />
      {members.isError ? (
        <Alert>{members.error.message}</Alert>
      ) : (
        <RecordList
          label={t`Members`}
          columns={columns}
          records={records}
          empty={{ icon: UsersRound, text: t`Nobody belongs to this business yet.` }}
        />
      )}
      <RolesSummary />
      <BusinessLanguage providerId={providerId} />
    </>
  )
}
