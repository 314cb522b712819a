// Provider_Clients: the paginated client list, searched by name or email and sorted by name, and
// the "New client" drawer (spec §2).
import { Users } from 'lucide-react'
import { useParams } from 'react-router'
import { CLIENT_SORTS, type ProviderClient } from '../../../common/clients'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { providerClientsPage, useProviderClients } from '../../api/get-provider-clients'
import type { RecordColumn } from '../../components/record-column'
import { RecordList, RowLink } from '../../components/record-table'
import { ActiveBadge } from '../../components/ui/badge'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { Truncated } from '../../components/ui/truncated'
import { useListParams } from '../../components/ui/use-list-params'
import { ClientDrawer } from './client-drawer'

const clientColumns = (
  hrefOf: (relation: ProviderClient) => string,
): RecordColumn<ProviderClient>[] => [
  {
    key: 'name',
    head: 'Name',
    card: 'title',
    truncate: true,
    cellClassName: 'font-medium',
    sort: { sort: 'name', ascending: 'Name, A to Z', descending: 'Name, Z to A' },
    cell: (relation) => (
      <>
        <RowLink to={hrefOf(relation)}>{relation.client.name}</RowLink>
        <Truncated text={relation.client.email} className="text-xs font-normal text-zinc-600" />
      </>
    ),
  },
  {
    key: 'enabled',
    head: 'Enabled',
    card: 'badge',
    cell: ({ active }) => <ActiveBadge active={active} />,
  },
]

export function ClientsPage() {
  const { providerId = '' } = useParams()
  const list = useListParams(CLIENT_SORTS)
  const clients = useProviderClients(providerId, providerClientsPage(list))
  const [drawer, openDrawer] = useDrawer()
  const hrefOf = ({ client }: ProviderClient) => `/provider/${providerId}/client/${client.id}`

  return (
    <>
      <PageHeader title="Clients" actions={<NewButton label="New client" onClick={openDrawer} />} />
      <RecordList
        label="Clients"
        pageSize={PAGE_SIZE.clients}
        list={list}
        search={{ noun: 'clients', placeholder: 'Search by name or email' }}
        records={clients.data?.provider_clients}
        total={clients.data?.pagination.total}
        busy={clients.isPlaceholderData}
        emptyText={messages.client.empty}
        emptyIcon={Users}
        keyOf={(relation) => relation.id}
        open={{ hrefOf }}
        columns={clientColumns(hrefOf)}
      />
      <ClientDrawer providerId={providerId} {...drawer} />
    </>
  )
}
