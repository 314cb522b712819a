// Provider_Location: the name, Active and Default toggles that save at once, and the
// "Edit location" drawer (spec §2).
import { useLingui } from '@lingui/react/macro'
import { useParams } from 'react-router'
import { useCan } from '../../api/use-can'
import { activeFlag, RecordDetails } from '../../components/record-details'
import { RecordPage } from '../../components/record-page'
import { BackButton } from '../../components/ui/back-button'
import { useMessages } from '../../lib/locale-provider'
import { useLocation } from './api/get-location'
import { useUpdateLocation } from './api/update-location'
import { LocationDrawer } from './location-drawer'

export function LocationPage() {
  const { providerId = '', locationId = '' } = useParams()
  const { t } = useLingui()
  const m = useMessages().location
  const update = useUpdateLocation(providerId, locationId)
  const canEdit = useCan('manage_catalog')
  return (
    <RecordPage
      record={useLocation(providerId, locationId)}
      detail={(location) => (
        <RecordDetails
          className="max-w-2xl"
          items={[{ label: t`Name`, value: location.name }]}
          update={update}
          said={m}
          flags={[
            activeFlag(
              t`Inactive locations are hidden from new orders and filters.`,
              location.active,
              t({ message: 'Active', context: 'location' }),
            ),
            {
              key: 'default',
              label: t({ message: 'Default', context: 'location' }),
              description: t`Orders clients place through their link are taken from this location.`,
              checked: location.default,
            },
          ]}
          locked={!canEdit}
        />
      )}
      back={<BackButton fallback={`/provider/${providerId}/inbox`} />}
      title={t`Location`}
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
