// The right-hand drawer "New Custom Field" / "Edit Custom Field" (spec §2, §4): entity type and
// field type are fixed once the field exists, and the Active toggle shows only when editing.
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { ENTITY_TYPES, type FieldType } from '../../../common/constants'
import { FieldCreate, type Field } from '../../../common/custom-fields'
import {
  FormField,
  fieldAria,
  fieldBinder,
  InputField,
  showServerFieldErrors,
} from '../../components/ui/form-field'
import { Select } from '../../components/ui/select'
import {
  FormDrawer,
  saveCallbacks,
  SheetForm,
  type DrawerState,
} from '../../components/ui/sheet-form'
import { SwitchField } from '../../components/ui/switch'
import { useMessages } from '../../lib/locale-provider'
import { useCreateCustomField } from './api/create-custom-field'
import { useUpdateCustomField } from './api/update-custom-field'
import { ENTITY_LABELS, FIELD_TYPE_CHOICES } from './labels'
import { OptionsEditor } from './options-editor'

/** The types the creation drawer offers (spec §3); DATE fields can still be edited. */
const CREATABLE_TYPES: FieldType[] = ['TEXT', 'NUMBER', 'BOOLEAN', 'SELECT']

type FieldFormInput = z.input<typeof FieldCreate>
type FieldFormOutput = z.output<typeof FieldCreate>
const FORM_KEYS = ['entity_type', 'field_label', 'field_type', 'field_options', 'active'] as const

interface CustomFieldDrawerProps extends DrawerState {
  providerId: string
  /** The field to edit; null to create one. */
  field: Field | null
}

export function CustomFieldDrawer({ providerId, field, ...drawer }: CustomFieldDrawerProps) {
  const { t } = useLingui()
  return (
    <FormDrawer title={field ? t`Edit Custom Field` : t`New Custom Field`} {...drawer}>
      {(done) => <CustomFieldForm providerId={providerId} field={field} done={done} />}
    </FormDrawer>
  )
}

function CustomFieldForm({
  providerId,
  field,
  done,
}: {
  providerId: string
  field: Field | null
  done: () => void
}) {
  const { t, i18n } = useLingui()
  const m = useMessages().customField
  const editing = field !== null
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FieldFormInput, unknown, FieldFormOutput>({
    resolver: zodResolver(FieldCreate),
    defaultValues: field
      ? {
          entity_type: field.entity_type,
          field_label: field.field_label,
          field_type: field.field_type,
          field_options: field.field_options,
          active: field.active,
        }
      : {
          entity_type: 'PRODUCTS',
          field_label: '',
          field_type: 'TEXT',
          field_options: [],
          active: true,
        },
  })
  const create = useCreateCustomField(providerId)
  const update = useUpdateCustomField(providerId)
  const fieldType = useWatch({ control, name: 'field_type' })
  const types =
    field && !CREATABLE_TYPES.includes(field.field_type) ? [field.field_type] : CREATABLE_TYPES

  const showFieldErrors = (error: unknown) =>
    showServerFieldErrors(error, setError, (key) =>
      // "field_options.2" is about the options as a whole as far as the form is concerned.
      FORM_KEYS.find((k) => key === k || key.startsWith(`${k}.`)),
    )

  const onSubmit = handleSubmit((values) => {
    const options = values.field_type === 'SELECT' ? values.field_options : []
    if (!field) {
      create.mutate(
        { ...values, field_options: options },
        saveCallbacks({ saved: m.created, failed: m.saveFailed, showFieldErrors, done }),
      )
      return
    }
    update.mutate(
      {
        id: field.id,
        field_label: values.field_label,
        active: values.active,
        ...(field.field_type === 'SELECT' && { field_options: options }),
      },
      saveCallbacks({ saved: m.updated, failed: m.saveFailed, showFieldErrors, done }),
    )
  })

  const bind = fieldBinder(register, errors)
  return (
    <SheetForm onSubmit={onSubmit} submitting={create.isPending || update.isPending}>
      <Controller
        control={control}
        name="entity_type"
        render={({ field: input, fieldState }) => (
          <FormField
            id="custom-field-entity"
            label={t`Entity Type`}
            error={fieldState.error?.message}
            hint={editing ? t`The entity type cannot change once the field exists.` : undefined}
          >
            <Select
              id="custom-field-entity"
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              disabled={editing}
              {...fieldAria('custom-field-entity', fieldState.error?.message)}
            >
              {ENTITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(ENTITY_LABELS[type])}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      />
      <InputField
        id="custom-field-label"
        label={t`Field Name`}
        autoComplete="off"
        {...bind('field_label')}
      />
      <Controller
        control={control}
        name="field_type"
        render={({ field: input, fieldState }) => (
          <FormField
            id="custom-field-type"
            label={t`Field Type`}
            error={fieldState.error?.message}
            hint={editing ? t`The type cannot change once the field exists.` : undefined}
          >
            <Select
              id="custom-field-type"
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              disabled={editing}
              {...fieldAria('custom-field-type', fieldState.error?.message)}
            >
              {types.map((type) => (
                <option key={type} value={type}>
                  {i18n._(FIELD_TYPE_CHOICES[type])}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      />
      {fieldType === 'SELECT' ? (
        <Controller
          control={control}
          name="field_options"
          render={({ field: input, fieldState }) => (
            <OptionsEditor
              value={input.value ?? []}
              onChange={input.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      {editing ? (
        <div className="border-t border-zinc-200 pt-5">
          <Controller
            control={control}
            name="active"
            render={({ field: input }) => (
              <SwitchField
                id="custom-field-active"
                label={t`Active`}
                description={t`Inactive fields are hidden from product and client forms.`}
                checked={input.value ?? true}
                onCheckedChange={input.onChange}
              />
            )}
          />
        </div>
      ) : null}
    </SheetForm>
  )
}
