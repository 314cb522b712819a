// Provider_Client: name, email, address and custom field values, the Active toggle of this
// provider's relation with the client, the client link, Recent Orders and the edit drawer
// (spec §2).
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import type { Client } from '../../../common/clients'
import { formatFieldValue } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import { ApiError } from '../../api/client'
import { BackButton } from '../../components/ui/back-button'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { DescriptionList, type DescriptionItem } from '../../components/ui/description-list'
import { DetailSkeleton } from '../../components/ui/detail-skeleton'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { Skeleton } from '../../components/ui/skeleton'
import { SwitchField } from '../../components/ui/switch'
import { useClient } from './api/get-client'
import { useActiveFields } from '../../api/get-custom-fields'
import { useProviderClient } from './api/get-provider-client'
import { useUpdateProviderClient } from './api/update-provider-client'
import { ClientDrawer } from './client-drawer'
import { ClientRecentOrders } from './client-recent-orders'
import { CopyClientLinkButton } from './copy-client-link-button'

const m = messages.client

export function ClientPage() {
  const { providerId = '', clientId = '' } = useParams()
  const client = useClient(providerId, clientId)
  const back = <BackButton to={`/provider/${providerId}/clients`} />

  if (client.error instanceof ApiError && client.error.status === 404) {
    return (
      <>
        {back}
        <PageHeader title="Client" />
        <EmptyState text={client.error.message} />
      </>
    )
  }
  return (
    <>
      {back}
      {client.data ? (
        <ClientDetail providerId={providerId} client={client.data} />
      ) : (
        <DetailSkeleton />
      )}
    </>
  )
}

function ClientDetail({ providerId, client }: { providerId: string; client: Client }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
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
    ...(fields.data ?? []).map((field) => {
      const value = formatFieldValue(field.field_type, client.metadata[field.id])
      return { label: field.field_label, value: value ?? m.notSet, muted: value === null }
    }),
  ]

  return (
    <>
      <PageHeader
        title={client.name}
        actions={
          <>
            <CopyClientLinkButton clientId={client.id} />
            <Button
              variant="outline"
              size="icon"
              aria-label="Edit client"
              onClick={() => setDrawerOpen(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 [&>*]:min-w-0">
        <Card className="max-w-3xl">
          <CardHeader className="p-4 sm:p-6">
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent className="space-y-6 p-4 pt-0 sm:p-6 sm:pt-0">
            <DescriptionList items={items} />
            <div className="border-t border-zinc-100 pt-5">
              <ClientActiveSwitch providerId={providerId} clientId={client.id} />
            </div>
          </CardContent>
        </Card>
        <ClientRecentOrders providerId={providerId} clientId={client.id} />
      </div>
      <ClientDrawer
        providerId={providerId}
        client={client}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
      />
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
