// Provider_Locations: every location by name, with a "New location" drawer (spec §2).
import { Trans, useLingui } from '@lingui/react/macro'
import { MapPin } from 'lucide-react'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import type { Location } from '../../../common/locations'
import { useLocations } from '../../api/get-locations'
import { useCan } from '../../api/use-can'
import { ListScreen } from '../../components/list-screen'
import { activeColumn, badgeColumn, titleColumn } from '../../components/record-column'
import { RowLink } from '../../components/record-table'
import { Badge } from '../../components/ui/badge'
import { useMessages } from '../../lib/locale-provider'
import { LocationDrawer } from './location-drawer'

const DefaultBadge = () => (
  <Badge tone="brand">
    <Trans context="location">Default</Trans>
  </Badge>
)

export function LocationsPage() {
  const { providerId = '' } = useParams()
  const { t } = useLingui()
  const messages = useMessages()
  const columns = useMemo(
    () => [
      titleColumn<Location>({
        key: 'location',
        head: t`Location`,
        cell: (location) => <RowLink>{location.name}</RowLink>,
      }),
      // "Ubicación" is feminine: a location is "Activa", where a product is "Activo".
      activeColumn<Location>(t`Status`, {
        active: t({ message: 'Active', context: 'location' }),
        inactive: t({ message: 'Inactive', context: 'location' }),
      }),
      badgeColumn<Location>(t({ message: 'Default', context: 'location' }), (location) =>
        location.default ? <DefaultBadge /> : null,
      ),
    ],
    [t],
  )
  const canCreate = useCan('manage_catalog')
  return (
    <ListScreen
      title={t`Locations`}
      providerId={providerId}
      create={canCreate ? { label: t`New location`, drawer: LocationDrawer } : undefined}
      empty={{ icon: MapPin, text: messages.location.empty }}
      records={useLocations(providerId).data}
      open={{ hrefOf: (location) => `/provider/${providerId}/location/${location.id}` }}
      columns={columns}
    />
  )
}
