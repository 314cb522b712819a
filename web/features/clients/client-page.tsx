// Provider_Client: name, email, address and custom field values, the Active toggle of this
// provider's relation with the client, the client link, Recent Orders and the edit drawer
// (spec §2).
import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { useActiveFields } from '../../api/get-custom-fields'
import { useCan } from '../../api/use-can'
import { RecordDetails } from '../../components/record-details'
import { RecordPage } from '../../components/record-page'
import { BackButton } from '../../components/ui/back-button'
import { fieldValueItems } from '../../components/ui/description-list'
import { SavedSwitch } from '../../components/ui/saved-switch'
import { Skeleton } from '../../components/ui/skeleton'
import { useMessages } from '../../lib/locale-provider'
import { useClient } from './api/get-client'
import { useProviderClient } from './api/get-provider-client'
import { useUpdateProviderClient } from './api/update-provider-client'
import { ClientDrawer } from './client-drawer'
import { ClientRecentOrders } from './client-recent-orders'
import { CopyClientLinkButton } from './copy-client-link-button'

export function ClientPage() {
  const { providerId = '', clientId = '' } = useParams()
  const { t } = useLingui()
  const m = useMessages().client
  const fields = useActiveFields(providerId, 'CLIENTS')
  const canEdit = useCan('manage_catalog')
  const canShare = useCan('move_stock')
  return (
    <RecordPage
      record={useClient(providerId, clientId)}
      actions={canShare ? <CopyClientLinkButton clientId={clientId} /> : null}
      detail={(client) => (
        <div className="grid max-w-3xl grid-cols-1 gap-6 [&>*]:min-w-0">
          <RecordDetails
            items={[
              { label: t`Name`, value: client.name },
              { label: t`Email`, value: client.email },
              ...(client.address
                ? [
                    {
                      label: t`Address`,
                      value: <span className="whitespace-pre-line">{client.address}</span>,
                    },
                  ]
                : []),
              ...fieldValueItems(fields, client.metadata, m.notSet),
            ]}
          >
            <ClientActiveSwitch providerId={providerId} clientId={client.id} locked={!canEdit} />
          </RecordDetails>
          <ClientRecentOrders providerId={providerId} clientId={client.id} />
        </div>
      )}
      back={<BackButton to={`/provider/${providerId}/clients`} />}
      title={t`Client`}
      editDrawer={
        canEdit
          ? (client, drawer) => <ClientDrawer providerId={providerId} client={client} {...drawer} />
          : undefined
      }
    />
  )
}

/** The Active flag lives on this provider's relation with the client, not on the client. */
function ClientActiveSwitch({
  providerId,
  clientId,
  locked,
}: {
  providerId: string
  clientId: string
  locked: boolean
}) {
  const { t } = useLingui()
  const m = useMessages().client
  const relation = useProviderClient(providerId, clientId)
  const update = useUpdateProviderClient(providerId, clientId)
  if (!relation.data) return <Skeleton className="h-10 w-full" />
  const { id: relationId, active } = relation.data
  return (
    <SavedSwitch
      id="client-active"
      label={t`Active`}
      description={t`Inactive clients cannot place orders with you.`}
      checked={active}
      update={update}
      change={(on) => ({ relationId, active: on })}
      flagOf={(change) => change.active}
      said={m}
      locked={locked}
    />
  )
}
