// Provider_Clients: the paginated client list, searched by name or email and sorted by name, and
// the "New client" drawer (spec §2).
import { useLingui } from '@lingui/react/macro'
import { Users } from 'lucide-react'
import type { ReactNode } from 'react'
import type { ProviderClient } from '../../../common/clients'
import { providerClientPages } from '../../api/get-provider-clients'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import { activeColumn, nameColumn } from '../../components/record-column'
import { RowLink } from '../../components/record-table'
import { Truncated } from '../../components/ui/truncated'
import { usePagedList } from '../../components/use-paged-list'
import { useMessages } from '../../lib/locale-provider'
import { ClientDrawer } from './client-drawer'

/** `actions`: buttons the app puts beside the export (the CSV import). */
export function ClientsPage({ actions }: { actions?: ReactNode }) {
  const { t } = useLingui()
  const m = useMessages().client
  const clients = usePagedList(providerClientPages)
  const canCreate = useCan('manage_catalog')
  return (
    <ListScreen
      columns={[
        nameColumn<ProviderClient>(t`Name`, ({ client }) => (
          <>
            <RowLink>{client.name}</RowLink>
            <Truncated text={client.email} className="text-xs font-normal text-zinc-600" />
          </>
        )),
        activeColumn(t`Enabled`),
      ]}
      // A row is this provider's relation with the client; the client's own screen opens.
      open={{ hrefOf: ({ client }) => `/provider/${clients.providerId}/client/${client.id}` }}
      title={t`Clients`}
      create={canCreate ? { label: t`New client`, drawer: ClientDrawer } : undefined}
      actions={actions}
      exportAs={{
        providerId: clients.providerId,
        name: 'clients',
        query: { search: clients.list.search || undefined },
      }}
      search={{
        label: t`Search clients`,
        placeholder: t`Search by name or email`,
        noMatches: (query) => t`No clients match “${query}”.`,
      }}
      empty={{ icon: Users, text: m.empty }}
      {...clients}
    />
  )
}
