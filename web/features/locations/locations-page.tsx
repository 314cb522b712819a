// Provider_Locations: every location by name, with a "New location" drawer (spec §2).
import { MapPin } from 'lucide-react'
import { useParams } from 'react-router'
import type { Location } from '../../../common/locations'
import { messages } from '../../../common/messages'
import { useLocations } from '../../api/get-locations'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import { activeColumn, badgeColumn, titleColumn } from '../../components/record-column'
import { RowLink } from '../../components/record-table'
import { Badge } from '../../components/ui/badge'
import { LocationDrawer } from './location-drawer'

const COLUMNS = [
  titleColumn<Location>({
    key: 'location',
    head: 'Location',
    cell: (location) => <RowLink>{location.name}</RowLink>,
  }),
  activeColumn('Status'),
  badgeColumn<Location>('Default', (location) =>
    location.default ? <Badge tone="brand">Default</Badge> : null,
  ),
]

export function LocationsPage() {
  const { providerId = '' } = useParams()
  const canCreate = useCan('manage_catalog')
  return (
    <ListScreen
      title="Locations"
      providerId={providerId}
      create={canCreate ? { label: 'New location', drawer: LocationDrawer } : undefined}
      empty={{ icon: MapPin, text: messages.location.empty }}
      records={useLocations(providerId).data}
      open={{ hrefOf: (location) => `/provider/${providerId}/location/${location.id}` }}
      columns={COLUMNS}
    />
  )
}
