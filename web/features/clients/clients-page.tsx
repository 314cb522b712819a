// Provider_Clients: the paginated client list, searched by name or email and sorted by name, and
// the "New client" drawer (spec §2).
import { Users } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ProviderClient } from '../../../common/clients'
import { messages } from '../../../common/messages'
import { providerClientPages } from '../../api/get-provider-clients'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import { activeColumn, nameColumn } from '../../components/record-column'
import { RowLink } from '../../components/record-table'
import { Truncated } from '../../components/ui/truncated'
import { usePagedList } from '../../components/use-paged-list'
import { ClientDrawer } from './client-drawer'

/** `actions`: buttons the app puts beside the export (the CSV import). */
export function ClientsPage({ actions }: { actions?: ReactNode }) {
  const clients = usePagedList(providerClientPages)
  const canCreate = useCan('manage_catalog')
  return (
    <ListScreen
      columns={[
        nameColumn<ProviderClient>('Name', ({ client }) => (
          <>
            <RowLink>{client.name}</RowLink>
            <Truncated text={client.email} className="text-xs font-normal text-zinc-600" />
          </>
        )),
        activeColumn('Enabled'),
      ]}
      // A row is this provider's relation with the client; the client's own screen opens.
      open={{ hrefOf: ({ client }) => `/provider/${clients.providerId}/client/${client.id}` }}
      title="Clients"
      create={canCreate ? { label: 'New client', drawer: ClientDrawer } : undefined}
      actions={actions}
      exportAs={{
        providerId: clients.providerId,
        name: 'clients',
        query: { search: clients.list.search || undefined },
      }}
      search={{ noun: 'clients', placeholder: 'Search by name or email' }}
      empty={{ icon: Users, text: messages.client.empty }}
      {...clients}
    />
  )
}
