// Provider_Client: name, email, address and custom field values, the Active toggle of this
// provider's relation with the client, the client link, Recent Orders and the edit drawer
// (spec §2).
import { useParams } from 'react-router'
import { toast } from 'sonner'
import type { Client } from '../../../common/clients'
import { messages } from '../../../common/messages'
import { useActiveFields } from '../../api/get-custom-fields'
import { RecordPage } from '../../components/record-page'
import { BackButton } from '../../components/ui/back-button'
import { SectionCard } from '../../components/ui/card'
import {
  DescriptionList,
  fieldValueItems,
  type DescriptionItem,
} from '../../components/ui/description-list'
import { EditButton } from '../../components/ui/edit-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { Skeleton } from '../../components/ui/skeleton'
import { SwitchField } from '../../components/ui/switch'
import { useClient } from './api/get-client'
import { useProviderClient } from './api/get-provider-client'
import { useUpdateProviderClient } from './api/update-provider-client'
import { ClientDrawer } from './client-drawer'
import { ClientRecentOrders } from './client-recent-orders'
import { CopyClientLinkButton } from './copy-client-link-button'

const m = messages.client

export function ClientPage() {
  const { providerId = '', clientId = '' } = useParams()
  return (
    <RecordPage
      back={<BackButton to={`/provider/${providerId}/clients`} />}
      record={useClient(providerId, clientId)}
      title="Client"
    >
      {(client) => <ClientDetail providerId={providerId} client={client} />}
    </RecordPage>
  )
}

function ClientDetail({ providerId, client }: { providerId: string; client: Client }) {
  const [drawer, openDrawer] = useDrawer()
  const fields = useActiveFields(providerId, 'CLIENTS')

  const items: DescriptionItem[] = [
    { label: 'Name', value: client.name },
    { label: 'Email', value: client.email },
    ...(client.address
      ? [
          {
            label: 'Address',
            value: <span className="whitespace-pre-line">{client.address}</span>,
          },
        ]
      : []),
    ...fieldValueItems(fields, client.metadata, m.notSet),
  ]

  return (
    <>
      <PageHeader
        title={client.name}
        actions={
          <>
            <CopyClientLinkButton clientId={client.id} />
            <EditButton label="Edit client" onClick={openDrawer} />
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
        <SectionCard title="Details" className="max-w-3xl" contentClassName="space-y-6">
          <DescriptionList items={items} />
          <div className="border-t border-zinc-100 pt-5">
            <ClientActiveSwitch providerId={providerId} clientId={client.id} />
          </div>
        </SectionCard>
        <ClientRecentOrders providerId={providerId} clientId={client.id} />
      </div>
      <ClientDrawer providerId={providerId} client={client} {...drawer} />
    </>
  )
}

/** The Active flag lives on this provider's relation with the client, not on the client. */
function ClientActiveSwitch({ providerId, clientId }: { providerId: string; clientId: string }) {
  const relation = useProviderClient(providerId, clientId)
  const update = useUpdateProviderClient(providerId, clientId)
  if (!relation.data) return <Skeleton className="h-10 w-full" />
  const { id: relationId, active } = relation.data
  return (
    <SwitchField
      id="client-active"
      label="Active"
      description="Inactive clients cannot place orders with you."
      checked={update.isPending ? update.variables.active : active}
      onCheckedChange={(checked) =>
        update.mutate(
          { relationId, active: checked },
          {
            onSuccess: () => toast.success(m.updated),
            onError: () => toast.error(m.updateFailed),
          },
        )
      }
      disabled={update.isPending}
    />
  )
}
