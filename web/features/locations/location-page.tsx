// Provider_Location: the name, Active and Default toggles that save at once, and the
// "Edit location" drawer (spec §2).
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { toast } from 'sonner'
import type { Location } from '../../../common/locations'
import { messages } from '../../../common/messages'
import { ApiError } from '../../api/client'
import { BackButton } from '../../components/ui/back-button'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { DescriptionList } from '../../components/ui/description-list'
import { DetailSkeleton } from '../../components/ui/detail-skeleton'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { SwitchField } from '../../components/ui/switch'
import { useLocation } from './api/get-location'
import { useUpdateLocation, type LocationChanges } from './api/update-location'
import { LocationDrawer } from './location-drawer'

const m = messages.location

export function LocationPage() {
  const { providerId = '', locationId = '' } = useParams()
  const location = useLocation(providerId, locationId)
  const back = <BackButton fallback={`/provider/${providerId}/inbox`} />

  if (location.error instanceof ApiError && location.error.status === 404) {
    return (
      <>
        {back}
        <PageHeader title="Location" />
        <EmptyState text={location.error.message} />
      </>
    )
  }
  return (
    <>
      {back}
      {location.data ? (
        <LocationDetail providerId={providerId} location={location.data} />
      ) : (
        <DetailSkeleton />
      )}
    </>
  )
}

function LocationDetail({ providerId, location }: { providerId: string; location: Location }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
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
        actions={
          <Button
            variant="outline"
            size="icon"
            aria-label="Edit location"
            onClick={() => setDrawerOpen(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
        }
      />
      <Card className="max-w-2xl">
        <CardHeader className="p-4 sm:p-6">
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6 p-4 pt-0 sm:p-6 sm:pt-0">
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
        </CardContent>
      </Card>
      <LocationDrawer
        providerId={providerId}
        location={location}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
      />
    </>
  )
}
