// A screen that only some roles may use (New order, Adjust, Team): for the others a short
// sentence in its place rather than a form whose every save would be refused.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import type { Permission } from '../../common/permissions'
import { useCan } from '../api/use-can'
import { Button } from './ui/button'
import { EmptyState } from './ui/empty-state'
import { PageHeader } from './ui/page-header'

/**
 * common/team.ts's roleNeededMessage as the screens say it: the server's sentence is put together
 * from English role names, so each permission's has a whole sentence of its own here.
 */
const ROLE_NEEDED: Record<Permission, MessageDescriptor> = {
  read: msg`This needs the viewer, staff, manager or owner role.`,
  move_stock: msg`This needs the staff, manager or owner role.`,
  manage_catalog: msg`This needs the manager or owner role.`,
  manage_team: msg`This needs the manager or owner role.`,
  manage_integrations: msg`This needs the manager or owner role.`,
  manage_business: msg`This needs the owner role.`,
}

interface RoleGateProps {
  permission: Permission
  /** The screen's title, kept above the sentence. */
  title: string
  children: ReactNode
}

export function RoleGate({ permission, title, children }: RoleGateProps) {
  const { t, i18n } = useLingui()
  const allowed = useCan(permission)
  const { providerId = '' } = useParams()
  if (allowed) return children
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={Lock}
        text={`${t`Your role cannot do this.`} ${i18n._(ROLE_NEEDED[permission])}`}
      >
        <Button asChild variant="outline">
          <Link to={`/provider/${providerId}/inbox`}>
            <Trans>Back to the inbox</Trans>
          </Link>
        </Button>
      </EmptyState>
    </>
  )
}
