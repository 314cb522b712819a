// Provider_Clients: the paginated client list and the "New client" drawer (spec §2).
import { Users } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { providerClientsPage, useProviderClients } from '../../api/get-provider-clients'
import { RecordList, RowLink } from '../../components/record-table'
import { ActiveBadge } from '../../components/ui/badge'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { usePageParam } from '../../components/ui/use-page-param'
import { ClientDrawer } from './client-drawer'

export function ClientsPage() {
  const { providerId = '' } = useParams()
  const navigate = useNavigate()
  const [page, setPage] = usePageParam()
  const clients = useProviderClients(providerId, providerClientsPage(page))
  const [drawer, openDrawer] = useDrawer()
  const hrefOf = (clientId: string) => `/provider/${providerId}/client/${clientId}`

  return (
    <>
      <PageHeader title="Clients" actions={<NewButton label="New client" onClick={openDrawer} />} />
      <RecordList
        records={clients.data?.provider_clients}
        total={clients.data?.pagination.total}
        busy={clients.isPlaceholderData}
        emptyIcon={Users}
        emptyText={messages.client.empty}
        paging={{ page, pageSize: PAGE_SIZE.clients, onPageChange: setPage }}
        keyOf={(relation) => relation.id}
        onOpen={({ client }) => void navigate(hrefOf(client.id))}
        columns={[
          {
            key: 'name',
            head: 'Name',
            cellClassName: 'font-medium',
            cell: ({ client }) => (
              <>
                <RowLink to={hrefOf(client.id)}>{client.name}</RowLink>
                <p className="text-xs font-normal break-all text-zinc-600">{client.email}</p>
              </>
            ),
          },
          {
            key: 'enabled',
            head: 'Enabled',
            cell: ({ active }) => <ActiveBadge active={active} />,
          },
        ]}
      />
      <ClientDrawer providerId={providerId} {...drawer} />
    </>
  )
}
