// Provider_Location: the name, Active and Default toggles that save at once, and the
// "Edit location" drawer (spec §2).
import { useParams } from 'react-router'
import { toast } from 'sonner'
import type { Location } from '../../../common/locations'
import { messages } from '../../../common/messages'
import { RecordPage } from '../../components/record-page'
import { BackButton } from '../../components/ui/back-button'
import { SectionCard } from '../../components/ui/card'
import { DescriptionList } from '../../components/ui/description-list'
import { EditButton } from '../../components/ui/edit-button'
import { PageHeader } from '../../components/ui/page-header'
import { useDrawer } from '../../components/ui/sheet-form'
import { SwitchField } from '../../components/ui/switch'
import { useLocation } from './api/get-location'
import { useUpdateLocation, type LocationChanges } from './api/update-location'
import { LocationDrawer } from './location-drawer'

const m = messages.location

export function LocationPage() {
  const { providerId = '', locationId = '' } = useParams()
  return (
    <RecordPage
      back={<BackButton fallback={`/provider/${providerId}/inbox`} />}
      record={useLocation(providerId, locationId)}
      title="Location"
    >
      {(location) => <LocationDetail providerId={providerId} location={location} />}
    </RecordPage>
  )
}

function LocationDetail({ providerId, location }: { providerId: string; location: Location }) {
  const [drawer, openDrawer] = useDrawer()
  const update = useUpdateLocation(providerId, location.id)
  // While a toggle saves, show the value it is being set to.
  const pending = update.isPending ? update.variables : undefined
  const save = (changes: LocationChanges) =>
    update.mutate(changes, {
      onSuccess: () => toast.success(m.updated),
      onError: () => toast.error(m.updateFailed),
    })

  return (
    <>
      <PageHeader
        title={location.name}
        actions={<EditButton label="Edit location" onClick={openDrawer} />}
      />
      <SectionCard title="Details" className="max-w-2xl" contentClassName="space-y-6">
        <DescriptionList items={[{ label: 'Name', value: location.name }]} />
        <div className="space-y-5 border-t border-zinc-100 pt-5">
          <SwitchField
            id="location-active"
            label="Active"
            description="Inactive locations are hidden from new orders and filters."
            checked={pending?.active ?? location.active}
            onCheckedChange={(active) => save({ active })}
            disabled={update.isPending}
          />
          <SwitchField
            id="location-default"
            label="Default"
            description="Orders clients place through their link are taken from this location."
            checked={pending?.default ?? location.default}
            onCheckedChange={(value) => save({ default: value })}
            disabled={update.isPending}
          />
        </div>
      </SectionCard>
      <LocationDrawer providerId={providerId} location={location} {...drawer} />
    </>
  )
}
