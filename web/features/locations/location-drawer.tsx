// The right-hand drawer "New location" / "Edit location" with its Name field (spec §2).
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { LocationCreate, type Location } from '../../../common/locations'
import { messages } from '../../../common/messages'
import { FormField, fieldAria, serverFieldErrors } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { Sheet, SheetContent } from '../../components/ui/sheet'
import { SheetForm } from '../../components/ui/sheet-form'
import { useCreateLocation } from './api/create-location'
import { useUpdateLocation } from './api/update-location'

const m = messages.location

const LocationForm = z.object({ name: LocationCreate.shape.name })
type LocationFormInput = z.input<typeof LocationForm>
type LocationFormOutput = z.output<typeof LocationForm>

interface LocationDrawerProps {
  providerId: string
  /** The location to edit; without it the drawer creates one. */
  location?: Location
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function LocationDrawer({ providerId, location, open, onOpenChange }: LocationDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title={location ? 'Edit location' : 'New location'}>
        {location ? (
          <EditLocationForm
            providerId={providerId}
            location={location}
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <NewLocationForm providerId={providerId} onDone={() => onOpenChange(false)} />
        )}
      </SheetContent>
    </Sheet>
  )
}

function NewLocationForm({ providerId, onDone }: { providerId: string; onDone: () => void }) {
  const create = useCreateLocation(providerId)
  return (
    <LocationFields
      defaultName=""
      pending={create.isPending}
      onSave={(values, showFieldErrors) =>
        create.mutate(values, {
          onSuccess: () => {
            toast.success(m.created)
            onDone()
          },
          onError: (error) => {
            if (!showFieldErrors(error)) toast.error(m.createFailed)
          },
        })
      }
    />
  )
}

function EditLocationForm({
  providerId,
  location,
  onDone,
}: {
  providerId: string
  location: Location
  onDone: () => void
}) {
  const update = useUpdateLocation(providerId, location.id)
  return (
    <LocationFields
      defaultName={location.name}
      pending={update.isPending}
      onSave={(values, showFieldErrors) =>
        update.mutate(values, {
          onSuccess: () => {
            toast.success(m.updated)
            onDone()
          },
          onError: (error) => {
            if (!showFieldErrors(error)) toast.error(m.updateFailed)
          },
        })
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LocationFormInput, unknown, LocationFormOutput>({
    resolver: zodResolver(LocationForm),
    defaultValues: { name: defaultName },
  })

  const showFieldErrors = (error: unknown) => {
    const message = serverFieldErrors(error)?.name
    if (message) setError('name', { message }, { shouldFocus: true })
    return Boolean(message)
  }

  return (
    <SheetForm
      onSubmit={handleSubmit((values) => onSave(values, showFieldErrors))}
      submitting={pending}
    >
      <FormField id="location-name" label="Name" error={errors.name?.message}>
        <Input
          id="location-name"
          autoComplete="off"
          {...register('name')}
          {...fieldAria('location-name', errors.name?.message)}
        />
      </FormField>
    </SheetForm>
  )
}
