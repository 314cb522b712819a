// A screen that only some roles may use (New order, Adjust, Team): for the others a short
// sentence in its place rather than a form whose every save would be refused.
import { Trans, useLingui } from '@lingui/react/macro'
import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { roleNeededMessage, type Permission } from '../../common/team'
import { useCan } from '../api/use-can'
import { Button } from './ui/button'
import { EmptyState } from './ui/empty-state'
import { PageHeader } from './ui/page-header'


interface RoleGateProps {
  permission: Permission
  /** The screen's title, kept above the sentence. */
  title: string
  children: ReactNode
}

export function RoleGate({ permission, title, children }: RoleGateProps) {
  const { t } = useLingui()
  const allowed = useCan(permission)
  const { providerId = '' } = useParams()
  if (allowed) return children
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={Lock} text={`${t`Your role cannot do this.`} ${roleNeededMessage(permission)}`}>
        <Button asChild variant="outline">
          <Link to={`/provider/${providerId}/inbox`}>
            <Trans>Back to the inbox</Trans>
          </Link>
        </Button>
      </EmptyState>
    </>
  )
}
