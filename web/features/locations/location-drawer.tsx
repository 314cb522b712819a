// The right-hand drawer "New location" / "Edit location" with its Name field (spec §2).
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { LocationCreate, type Location } from '../../../common/locations'
import { fieldBinder, InputField, showServerFieldErrors } from '../../components/ui/form-field'
import {
  FormDrawer,
  saveCallbacks,
  SheetForm,
  type DrawerState,
} from '../../components/ui/sheet-form'
import { useMessages } from '../../lib/locale-provider'
import { useCreateLocation } from './api/create-location'
import { useUpdateLocation } from './api/update-location'

const LocationForm = z.object({ name: LocationCreate.shape.name })
type LocationFormInput = z.input<typeof LocationForm>
type LocationFormOutput = z.output<typeof LocationForm>

interface LocationDrawerProps extends DrawerState {
  providerId: string
  /** The location to edit; without it the drawer creates one. */
  location?: Location
}

export function LocationDrawer({ providerId, location, ...drawer }: LocationDrawerProps) {
  const { t } = useLingui()
  return (
    <FormDrawer title={location ? t`Edit location` : t`New location`} {...drawer}>
      {(done) =>
        location ? (
          <EditLocationForm providerId={providerId} location={location} done={done} />
        ) : (
          <NewLocationForm providerId={providerId} done={done} />
        )
      }
    </FormDrawer>
  )
}

function NewLocationForm({ providerId, done }: { providerId: string; done: () => void }) {
  const m = useMessages().location
  const create = useCreateLocation(providerId)
  return (
    <LocationFields
      defaultName=""
      pending={create.isPending}
      onSave={(values, showFieldErrors) =>
        create.mutate(
          values,
          saveCallbacks({ saved: m.created, failed: m.createFailed, showFieldErrors, done }),
        )
      }
    />
  )
}

function EditLocationForm({
  providerId,
  location,
  done,
}: {
  providerId: string
  location: Location
  done: () => void
}) {
  const m = useMessages().location
  const update = useUpdateLocation(providerId, location.id)
  return (
    <LocationFields
      defaultName={location.name}
      pending={update.isPending}
      onSave={(values, showFieldErrors) =>
        update.mutate(
          values,
          saveCallbacks({ saved: m.updated, failed: m.updateFailed, showFieldErrors, done }),
        )
      }
    />
  )
}

interface LocationFieldsProps {
  defaultName: string
  pending: boolean
  /** `showFieldErrors` puts a 400's messages under their fields; false when there were none. */
  onSave: (values: LocationFormOutput, showFieldErrors: (error: unknown) => boolean) => void
}

function LocationFields({ defaultName, pending, onSave }: LocationFieldsProps) {
  const { t } = useLingui()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LocationFormInput, unknown, LocationFormOutput>({
    resolver: zodResolver(LocationForm),
    defaultValues: { name: defaultName },
  })

  const showFieldErrors = (error: unknown) =>
    showServerFieldErrors(error, setError, (key) => (key === 'name' ? key : undefined), {
      shouldFocus: true,
    })

  const bind = fieldBinder(register, errors)
  return (
    <SheetForm
      onSubmit={handleSubmit((values) => onSave(values, showFieldErrors))}
      submitting={pending}
    >
      <InputField id="location-name" label={t`Name`} autoComplete="off" {...bind('name')} />
    </SheetForm>
  )
}
