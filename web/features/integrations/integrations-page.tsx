// Integrations (owners and managers, issue #25): the API keys other systems use and the webhooks
// that tell them what happened.
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { assignableRoles } from '../../../common/permissions'
import { useRole } from '../../api/use-can'
import { RoleGate } from '../../components/role-gate'
import { PageHeader } from '../../components/ui/page-header'
import { ApiKeysSection } from './api-keys-section'
import { WebhooksSection } from './webhooks-section'

export function IntegrationsPage() {
  const { t } = useLingui()
  return (
    <RoleGate permission="manage_integrations" title={t`Integrations`}>
      <IntegrationsScreen />
    </RoleGate>
  )
}

function IntegrationsScreen() {
  const { t } = useLingui()
  const { providerId = '' } = useParams()
  const role = useRole()
  const roles = useMemo(() => assignableRoles(role), [role])
  return (
    <>
      <PageHeader title={t`Integrations`}>
        <p className="mt-1 text-sm text-zinc-600">
          <Trans>Connect your accounting, shipping or storefront to this business.</Trans>
        </p>
      </PageHeader>
      <ApiKeysSection providerId={providerId} roles={roles} />
      <WebhooksSection providerId={providerId} />
    </>
  )
}
