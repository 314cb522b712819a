// Provider_Clients: the paginated client list and the "New client" drawer (spec §2).
import { Plus, Users } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { PAGE_SIZE } from '../../../common/constants'
import { messages } from '../../../common/messages'
import { ActiveBadge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { Pager } from '../../components/ui/pager'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'
import { TableSkeletonRows } from '../../components/ui/table-skeleton'
import { usePageParam } from '../../components/ui/use-page-param'
import { providerClientsPage, useProviderClients } from '../../api/get-provider-clients'
import { ClientDrawer } from './client-drawer'

export function ClientsPage() {
  const { providerId = '' } = useParams()
  const navigate = useNavigate()
  const [page, setPage] = usePageParam()
  const clients = useProviderClients(providerId, providerClientsPage(page))
  const [drawerOpen, setDrawerOpen] = useState(false)
  const hrefOf = (clientId: string) => `/provider/${providerId}/client/${clientId}`
  const total = clients.data?.pagination.total

  return (
    <>
      <PageHeader
        title="Clients"
        actions={
          <Button size="icon" aria-label="New client" onClick={() => setDrawerOpen(true)}>
            <Plus aria-hidden="true" />
          </Button>
        }
      />
      {total === 0 ? (
        <EmptyState icon={Users} text={messages.client.empty} />
      ) : (
        <>
          <Table aria-busy={clients.isPlaceholderData || undefined}>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Enabled</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {clients.data ? (
                clients.data.provider_clients.map(({ id, active, client }) => (
                  <TableRow
                    key={id}
                    data-clickable="true"
                    onClick={() => void navigate(hrefOf(client.id))}
                  >
                    <TableCell className="font-medium">
                      <Link
                        to={hrefOf(client.id)}
                        className="hover:underline"
                        onClick={(e) => e.stopPropagation()}
                      >
                        {client.name}
                      </Link>
                      <p className="text-xs font-normal break-all text-zinc-600">{client.email}</p>
                    </TableCell>
                    <TableCell>
                      <ActiveBadge active={active} />
                    </TableCell>
                  </TableRow>
                ))
              ) : (
                <TableSkeletonRows columns={2} />
              )}
            </TableBody>
          </Table>
          {total !== undefined ? (
            <Pager page={page} pageSize={PAGE_SIZE.clients} total={total} onPageChange={setPage} />
          ) : null}
        </>
      )}
      <ClientDrawer providerId={providerId} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </>
  )
}
