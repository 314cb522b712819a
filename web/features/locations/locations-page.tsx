// Provider_Locations: every location by name, with a "New location" drawer (spec §2).
import { MapPin } from 'lucide-react'
import { useParams } from 'react-router'
import type { Location } from '../../../common/locations'
import { messages } from '../../../common/messages'
import { useLocations } from '../../api/get-locations'
import type { RecordColumn } from '../../components/record-column'
import { RecordList, RowLink } from '../../components/record-table'
import { ActiveBadge, Badge } from '../../components/ui/badge'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { LocationDrawer } from './location-drawer'

const locationColumns = (hrefOf: (location: Location) => string): RecordColumn<Location>[] => [
  {
    key: 'location',
    head: 'Location',
    card: 'title',
    truncate: true,
    cellClassName: 'font-medium',
    cell: (location) => <RowLink to={hrefOf(location)}>{location.name}</RowLink>,
  },
  {
    key: 'status',
    head: 'Status',
    card: 'badge',
    cell: (location) => <ActiveBadge active={location.active} />,
  },
  {
    key: 'default',
    head: 'Default',
    card: 'badge',
    cell: (location) => (location.default ? <Badge tone="brand">Default</Badge> : null),
  },
]

export function LocationsPage() {
  const { providerId = '' } = useParams()
  const locations = useLocations(providerId)
  const [drawer, openDrawer] = useDrawer()
  const hrefOf = (location: Location) => `/provider/${providerId}/location/${location.id}`

  return (
    <>
      <PageHeader
        title="Locations"
        actions={<NewButton label="New location" onClick={openDrawer} />}
      />
      <RecordList
        label="Locations"
        records={locations.data}
        total={locations.data?.length}
        emptyIcon={MapPin}
        emptyText={messages.location.empty}
        keyOf={(location) => location.id}
        open={{ hrefOf }}
        columns={locationColumns(hrefOf)}
      />
      <LocationDrawer providerId={providerId} {...drawer} />
    </>
  )
}
