// The right-hand drawer "New client" / "Edit client": Name, Email, an optional address and the
// custom client fields (spec §2). Creating checks "An email is required…", updating "A email…"
// (spec §5, as written).
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { z } from 'zod'
import { ClientCreate, ClientUpdate, type Client } from '../../../common/clients'
import type { Field } from '../../../common/custom-fields'
import { ApiError } from '../../api/client'
import { useActiveFields } from '../../api/get-custom-fields'
import {
  CustomFieldsDrawer,
  CustomFieldsFieldset,
  fieldValuesSchema,
  useCustomFieldsForm,
} from '../../components/ui/custom-fields-form'
import { FormField, fieldAria, InputField } from '../../components/ui/form-field'
import { saveCallbacks, SheetForm, type DrawerState } from '../../components/ui/sheet-form'
import { Textarea } from '../../components/ui/textarea'
import { useMessages } from '../../lib/locale-provider'
import { useCreateClient } from './api/create-client'
import { useUpdateClient } from './api/update-client'

/** The form's checks; `addressTooLong` is the screen's own sentence, in its language. */
function clientForm(fields: Field[], editing: boolean, addressTooLong: string) {
  return z.object({
    name: ClientCreate.shape.name,
    email: editing ? ClientUpdate.shape.email.unwrap() : ClientCreate.shape.email,
    address: z.string().trim().max(500, { error: addressTooLong }),
    metadata: fieldValuesSchema(fields),
  })
}

interface ClientDrawerProps extends DrawerState {
  providerId: string
  /** The client to edit; without it the drawer creates one. */
  client?: Client
}

export function ClientDrawer({ providerId, client, ...drawer }: ClientDrawerProps) {
  const { t } = useLingui()
  // Without the field definitions the form still saves name, email and address.
  const fields = useActiveFields(providerId, 'CLIENTS', { enabled: drawer.open })
  return (
    <CustomFieldsDrawer title={client ? t`Edit client` : t`New client`} fields={fields} {...drawer}>
      {(loaded, done) => (
        <ClientForm providerId={providerId} client={client} fields={loaded} done={done} />
      )}
    </CustomFieldsDrawer>
  )
}

interface ClientFormProps {
  providerId: string
  client: Client | undefined
  fields: Field[]
  done: () => void
}

function ClientForm({ providerId, client, fields, done }: ClientFormProps) {
  const { t } = useLingui()
  const m = useMessages().client
  const addressTooLong = t`An address must be at most 500 characters.`
  const schema = useMemo(
    () => clientForm(fields, Boolean(client), addressTooLong),
    [fields, client, addressTooLong],
  )
  const form = useCustomFieldsForm({
    schema,
    fields,
    defaultValues: {
      name: client?.name ?? '',
      email: client?.email ?? '',
      address: client?.address ?? '',
    },
    saved: client?.metadata,
    ownKeys: ['name', 'email', 'address'],
  })
  const create = useCreateClient(providerId)
  const update = useUpdateClient(providerId, client?.id ?? '')

  const showErrors = (error: unknown) => {
    // 409: this email already belongs to one of this provider's clients; the server says so.
    if (error instanceof ApiError && error.status === 409 && error.body) {
      form.setError('email', { message: error.body.error.message }, { shouldFocus: true })
      return true
    }
    return form.showFieldErrors(error)
  }

  const onSubmit = form.handleSubmit(({ name, email, address, metadata }) => {
    const saved = { name, email, address: address || null }
    if (client) {
      update.mutate(
        { ...saved, ...form.metadataChanges(metadata) },
        saveCallbacks({
          saved: m.updated,
          failed: m.updateFailed,
          showFieldErrors: showErrors,
          done,
        }),
      )
    } else {
      create.mutate(
        { ...saved, metadata },
        saveCallbacks({
          saved: m.created,
          failed: m.createFailed,
          showFieldErrors: showErrors,
          done,
        }),
      )
    }
  })

  const addressError = form.formState.errors.address?.message
  return (
    <SheetForm onSubmit={onSubmit} submitting={create.isPending || update.isPending}>
      <InputField id="client-name" label={t`Name`} autoComplete="off" {...form.bind('name')} />
      <InputField
        id="client-email"
        label={t`Email`}
        type="email"
        autoComplete="off"
        {...form.bind('email')}
      />
      <FormField id="client-address" label={t`Address`} hint={t`Optional.`} error={addressError}>
        <Textarea
          id="client-address"
          rows={3}
          {...form.register('address')}
          {...fieldAria('client-address', addressError)}
        />
      </FormField>
      <CustomFieldsFieldset form={form} fields={fields} idPrefix="client-field" />
    </SheetForm>
  )
}
