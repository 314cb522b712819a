// Provider_Locations: every location by name, with a "New location" drawer (spec §2).
import { MapPin } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import { messages } from '../../../common/messages'
import { useLocations } from '../../api/get-locations'
import { RecordList, RowLink } from '../../components/record-table'
import { ActiveBadge, Badge } from '../../components/ui/badge'
import { NewButton } from '../../components/ui/new-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { LocationDrawer } from './location-drawer'

export function LocationsPage() {
  const { providerId = '' } = useParams()
  const navigate = useNavigate()
  const locations = useLocations(providerId)
  const [drawer, openDrawer] = useDrawer()
  const hrefOf = (id: string) => `/provider/${providerId}/location/${id}`

  return (
    <>
      <PageHeader
        title="Locations"
        actions={<NewButton label="New location" onClick={openDrawer} />}
      />
      <RecordList
        records={locations.data}
        total={locations.data?.length}
        emptyIcon={MapPin}
        emptyText={messages.location.empty}
        keyOf={(location) => location.id}
        onOpen={(location) => void navigate(hrefOf(location.id))}
        columns={[
          {
            key: 'location',
            head: 'Location',
            cellClassName: 'font-medium',
            cell: (location) => <RowLink to={hrefOf(location.id)}>{location.name}</RowLink>,
          },
          {
            key: 'status',
            head: 'Status',
            cell: (location) => <ActiveBadge active={location.active} />,
          },
          {
            key: 'default',
            head: 'Default',
            cell: (location) => (location.default ? <Badge tone="brand">Default</Badge> : null),
          },
        ]}
      />
      <LocationDrawer providerId={providerId} {...drawer} />
    </>
  )
}
