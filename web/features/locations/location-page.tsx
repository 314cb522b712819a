// Provider_Location: the name, Active and Default toggles that save at once, and the
// "Edit location" drawer (spec §2).
import { useParams } from 'react-router'
import { messages } from '../../../common/messages'
import { useCan } from '../../api/use-can'
import { activeFlag, RecordDetails } from '../../components/record-details'
import { RecordPage } from '../../components/record-page'
import { BackButton } from '../../components/ui/back-button'
import { useLocation } from './api/get-location'
import { useUpdateLocation } from './api/update-location'
import { LocationDrawer } from './location-drawer'

const m = messages.location

export function LocationPage() {
  const { providerId = '', locationId = '' } = useParams()
  const update = useUpdateLocation(providerId, locationId)
  const canEdit = useCan('manage_catalog')
  return (
    <RecordPage
      record={useLocation(providerId, locationId)}
      detail={(location) => (
        <RecordDetails
          className="max-w-2xl"
          items={[{ label: 'Name', value: location.name }]}
          update={update}
          said={m}
          flags={[
            activeFlag(
              'Inactive locations are hidden from new orders and filters.',
              location.active,
            ),
            {
              key: 'default',
              label: 'Default',
              description: 'Orders clients place through their link are taken from this location.',
              checked: location.default,
            },
          ]}
          locked={!canEdit}
        />
      )}
      back={<BackButton fallback={`/provider/${providerId}/inbox`} />}
      title="Location"
      editDrawer={
        canEdit
          ? (location, drawer) => (
              <LocationDrawer providerId={providerId} location={location} {...drawer} />
            )
          : undefined
      }
    />
  )
}
