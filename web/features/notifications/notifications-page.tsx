// The provider's Notifications screen (issue #18): which e-mails go out, the low-stock digest's
// hour and time zone, and the e-mails' language.
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { RoleGate } from '../../components/role-gate'
import { Alert } from '../../components/ui/alert'
import { PageHeader } from '../../components/ui/page-header'
import { Skeleton } from '../../components/ui/skeleton'
import { useNotifications } from './api/get-notifications'
import { NotificationSettingsForm } from './notifications-form'

export function NotificationsPage() {
  const { t } = useLingui()
  return (
    <RoleGate permission="manage_business" title={t`Notifications`}>
      <NotificationsScreen />
    </RoleGate>
  )
}

function NotificationsScreen() {
  const { t } = useLingui()
  const { providerId = '' } = useParams()
  const { data, error } = useNotifications(providerId)
  let body
  if (data) {
    // Keyed by provider: another provider's screen starts from its own saved settings.
    body = <NotificationSettingsForm key={providerId} providerId={providerId} saved={data} />
  } else if (error) {
    body = <Alert className="max-w-2xl">{error.message}</Alert>
  } else {
    body = <Skeleton className="h-96 w-full max-w-2xl rounded-xl" aria-busy="true" />
  }
  return (
    <>
      <PageHeader title={t`Notifications`}>
        <p className="mt-1 text-sm text-zinc-600">
          <Trans>The e-mails Stockline sends to your clients and to you about orders and stock.</Trans>
        </p>
      </PageHeader>
      {body}
    </>
  )
}
