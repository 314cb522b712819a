// Provider_Locations: every location by name, with a "New location" drawer (spec §2).
import { MapPin, Plus } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { messages } from '../../../common/messages'
import { ActiveBadge, Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table'
import { TableSkeletonRows } from '../../components/ui/table-skeleton'
import { useLocations } from '../../api/get-locations'
import { LocationDrawer } from './location-drawer'

export function LocationsPage() {
  const { providerId = '' } = useParams()
  const navigate = useNavigate()
  const locations = useLocations(providerId)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const hrefOf = (id: string) => `/provider/${providerId}/location/${id}`

  return (
    <>
      <PageHeader
        title="Locations"
        actions={
          <Button size="icon" aria-label="New location" onClick={() => setDrawerOpen(true)}>
            <Plus aria-hidden="true" />
          </Button>
        }
      />
      {locations.data?.length === 0 ? (
        <EmptyState icon={MapPin} text={messages.location.empty} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Location</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Default</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {locations.data ? (
              locations.data.map((location) => (
                <TableRow
                  key={location.id}
                  data-clickable="true"
                  onClick={() => void navigate(hrefOf(location.id))}
                >
                  <TableCell className="font-medium">
                    <Link
                      to={hrefOf(location.id)}
                      className="hover:underline"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {location.name}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <ActiveBadge active={location.active} />
                  </TableCell>
                  <TableCell>
                    {location.default ? <Badge tone="brand">Default</Badge> : null}
                  </TableCell>
                </TableRow>
              ))
            ) : (
              <TableSkeletonRows columns={3} />
            )}
          </TableBody>
        </Table>
      )}
      <LocationDrawer providerId={providerId} open={drawerOpen} onOpenChange={setDrawerOpen} />
    </>
  )
}
