// The right-hand drawer "New client" / "Edit client": Name, Email, an optional address and the
// custom client fields (spec §2). Creating checks "An email is required…", updating "A email…"
// (spec §5, as written).
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo } from 'react'
import { Controller, get, useForm, type Path } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { ClientCreate, ClientUpdate, type Client } from '../../../common/clients'
import type { Field } from '../../../common/custom-fields'
import { messages } from '../../../common/messages'
import { ApiError } from '../../api/client'
import {
  changedFieldValues,
  CustomFieldInputs,
  fieldValueErrors,
  initialFieldValues,
} from '../../components/ui/custom-field-input'
import { FormField, fieldAria, serverFieldErrors } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { Sheet, SheetContent } from '../../components/ui/sheet'
import { SheetForm } from '../../components/ui/sheet-form'
import { Spinner } from '../../components/ui/spinner'
import { Textarea } from '../../components/ui/textarea'
import { useCreateClient } from './api/create-client'
import { useActiveFields } from '../../api/get-custom-fields'
import { useUpdateClient, type ClientChanges } from './api/update-client'

const m = messages.client

function clientForm(fields: Field[], editing: boolean) {
  return z.object({
    name: ClientCreate.shape.name,
    email: editing ? ClientUpdate.shape.email.unwrap() : ClientCreate.shape.email,
    address: z.string().trim().max(500, { error: 'An address must be at most 500 characters.' }),
    metadata: z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
      for (const [id, message] of Object.entries(fieldValueErrors(fields, values))) {
        ctx.addIssue({ code: 'custom', message, path: [id] })
      }
    }),
  })
}
type ClientForm = ReturnType<typeof clientForm>
type ClientFormInput = z.input<ClientForm>
type ClientFormOutput = z.output<ClientForm>

interface ClientDrawerProps {
  providerId: string
  /** The client to edit; without it the drawer creates one. */
  client?: Client
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function ClientDrawer({ providerId, client, open, onOpenChange }: ClientDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title={client ? 'Edit client' : 'New client'}>
        <ClientDrawerBody
          providerId={providerId}
          client={client}
          onDone={() => onOpenChange(false)}
        />
      </SheetContent>
    </Sheet>
  )
}

function ClientDrawerBody({
  providerId,
  client,
  onDone,
}: {
  providerId: string
  client: Client | undefined
  onDone: () => void
}) {
  const fields = useActiveFields(providerId, 'CLIENTS')
  // Without the field definitions the form still saves name, email and address.
  const loaded = fields.data ?? (fields.isError ? [] : undefined)
  if (!loaded) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner />
      </div>
    )
  }
  return <ClientFormBody providerId={providerId} client={client} fields={loaded} onDone={onDone} />
}

interface ClientFormBodyProps {
  providerId: string
  client: Client | undefined
  fields: Field[]
  onDone: () => void
}

function ClientFormBody({ providerId, client, fields, onDone }: ClientFormBodyProps) {
  const schema = useMemo(() => clientForm(fields, Boolean(client)), [fields, client])
  const initialMetadata = useMemo(
    () => initialFieldValues(fields, client?.metadata),
    [fields, client?.metadata],
  )
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ClientFormInput, unknown, ClientFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: client?.name ?? '',
      email: client?.email ?? '',
      address: client?.address ?? '',
      metadata: initialMetadata,
    },
  })
  const create = useCreateClient(providerId)
  const update = useUpdateClient(providerId, client?.id ?? '')

  const showFieldErrors = (error: unknown) => {
    // 409: this email already belongs to one of this provider's clients; the server says so.
    if (error instanceof ApiError && error.status === 409 && error.body) {
      setError('email', { message: error.body.error.message }, { shouldFocus: true })
      return true
    }
    const fieldErrors = serverFieldErrors(error)
    if (!fieldErrors) return false
    let shown = false
    for (const [key, message] of Object.entries(fieldErrors)) {
      if (['name', 'email', 'address'].includes(key) || key.startsWith('metadata.')) {
        setError(key as Path<ClientFormInput>, { message })
        shown = true
      }
    }
    return shown
  }

  const onSubmit = handleSubmit(({ name, email, address, metadata }) => {
    if (!client) {
      create.mutate(
        { name, email, address: address || null, metadata },
        {
          onSuccess: () => {
            toast.success(m.created)
            onDone()
          },
          onError: (error) => {
            if (!showFieldErrors(error)) toast.error(m.createFailed)
          },
        },
      )
      return
    }
    const changes: ClientChanges = { name, email, address: address || null }
    const changedMetadata = changedFieldValues(initialMetadata, metadata)
    if (Object.keys(changedMetadata).length > 0) changes.metadata = changedMetadata
    update.mutate(changes, {
      onSuccess: () => {
        toast.success(m.updated)
        onDone()
      },
      onError: (error) => {
        if (!showFieldErrors(error)) toast.error(m.updateFailed)
      },
    })
  })

  const nameError = errors.name?.message
  const emailError = errors.email?.message
  const addressError = errors.address?.message
  return (
    <SheetForm onSubmit={onSubmit} submitting={create.isPending || update.isPending}>
      <FormField id="client-name" label="Name" error={nameError}>
        <Input
          id="client-name"
          autoComplete="off"
          {...register('name')}
          {...fieldAria('client-name', nameError)}
        />
      </FormField>
      <FormField id="client-email" label="Email" error={emailError}>
        <Input
          id="client-email"
          type="email"
          autoComplete="off"
          {...register('email')}
          {...fieldAria('client-email', emailError)}
        />
      </FormField>
      <FormField id="client-address" label="Address" hint="Optional." error={addressError}>
        <Textarea
          id="client-address"
          rows={3}
          {...register('address')}
          {...fieldAria('client-address', addressError)}
        />
      </FormField>
      {fields.length > 0 ? (
        <div className="border-t border-zinc-200 pt-5">
          <fieldset>
            <legend className="mb-4 text-sm font-semibold text-zinc-900">
              Additional Information
            </legend>
            <div className="space-y-5">
              <Controller
                control={control}
                name="metadata"
                render={({ field }) => (
                  <CustomFieldInputs
                    idPrefix="client-field"
                    fields={fields}
                    values={field.value}
                    onChange={(id, value) => field.onChange({ ...field.value, [id]: value })}
                    errors={Object.fromEntries(
                      fields.map((f) => [
                        f.id,
                        (get(errors, `metadata.${f.id}`) as { message?: string } | undefined)
                          ?.message,
                      ]),
                    )}
                  />
                )}
              />
            </div>
          </fieldset>
        </div>
      ) : null}
    </SheetForm>
  )
}
