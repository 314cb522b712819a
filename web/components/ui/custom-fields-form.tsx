// The forms of records that hold custom field values (products, clients): the drawer that waits
// for the field definitions, the form state with the values under `metadata` (field id → value),
// and the "Additional Information" inputs (spec §2, §5).
import { Trans } from '@lingui/react/macro'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, type ReactNode } from 'react'
import {
  Controller,
  get,
  useForm,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form'
import { z } from 'zod'
import { defaultFieldValue, fieldValueError, type Field } from '../../../common/custom-fields'
import { CustomFieldInputs } from './custom-field-input'
import { fieldBinder, showServerFieldErrors } from './form-field'
import { FormDrawer, SheetLoading, type DrawerState } from './sheet-form'

type Values = Record<string, unknown>

const noValues: Values = {}

/** A form's custom field values, each checked against its field. */
export function fieldValuesSchema(fields: Field[]) {
  return z.record(z.string(), z.unknown()).superRefine((values, ctx) => {
    for (const field of fields) {
      const message = fieldValueError(field, values[field.id])
      if (message) ctx.addIssue({ code: 'custom', message, path: [field.id] })
    }
  })
}

interface CustomFieldsDrawerProps extends DrawerState {
  title: string
  /** The active fields of the record's type; undefined while they load. */
  fields: Field[] | undefined
  children: (fields: Field[], done: () => void) => ReactNode
}

/** A drawer whose form shows custom fields: a spinner until their definitions are there. */
export function CustomFieldsDrawer({ fields, children, ...drawer }: CustomFieldsDrawerProps) {
  return (
    <FormDrawer {...drawer}>
      {(done) => (fields ? children(fields, done) : <SheetLoading />)}
    </FormDrawer>
  )
}

interface CustomFieldsFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  schema: z.ZodType<TOutput, TInput>
  fields: Field[]
  /** The form's own values, without `metadata`. */
  defaultValues: Omit<TInput, 'metadata'>
  /** The record's saved custom field values, when it is edited. */
  saved: Values | undefined
  /** The keys of the server's field messages that name the form's own fields. */
  ownKeys: string[]
}

/**
 * react-hook-form over `schema`, `metadata` starting from the saved values or each type's default
 * (spec §5). `bind` ties an InputField to a field; `showFieldErrors` puts a refusal's messages
 * under the own fields and custom fields they name; `metadataChanges` is what an update sends of
 * the custom field values: those that changed, or nothing.
 */
export function useCustomFieldsForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  fields,
  defaultValues,
  saved = noValues,
  ownKeys,
}: CustomFieldsFormOptions<TInput, TOutput>) {
  const initial = useMemo(
    () =>
      Object.fromEntries(
        fields.map((field) => [field.id, saved[field.id] ?? defaultFieldValue(field.field_type)]),
      ),
    [fields, saved],
  )
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaultValues, metadata: initial } as DefaultValues<TInput>,
  })

  const showFieldErrors = (error: unknown) =>
    showServerFieldErrors(error, form.setError, (key) =>
      ownKeys.includes(key) || key.startsWith('metadata.') ? (key as Path<TInput>) : undefined,
    )

  const metadataChanges = (metadata: Values): { metadata?: Values } => {
    const changed = Object.entries(metadata).filter(([id, value]) => initial[id] !== value)
    return changed.length > 0 ? { metadata: Object.fromEntries(changed) } : {}
  }

  const bind = fieldBinder(form.register, form.formState.errors)
  return { ...form, bind, showFieldErrors, metadataChanges }
}

interface CustomFieldsFieldsetProps<T extends FieldValues, TOutput extends FieldValues> {
  /** The form holding the values under `metadata`. */
  form: { control: Control<T, unknown, TOutput>; formState: { errors: FieldErrors<T> } }
  fields: Field[]
  /** Keeps ids unique when two forms are on the page. */
  idPrefix: string
}

/** "Additional Information": an input for each custom field, with its message. */
export function CustomFieldsFieldset<T extends FieldValues, TOutput extends FieldValues>({
  form: { control, formState },
  fields,
  idPrefix,
}: CustomFieldsFieldsetProps<T, TOutput>) {
  if (fields.length === 0) return null
  const { errors } = formState
  return (
    <div className="border-t border-zinc-200 pt-5">
      <fieldset>
        <legend className="mb-4 text-sm font-semibold text-zinc-900">
          <Trans>Additional Information</Trans>
        </legend>
        <div className="space-y-5">
          <Controller
            control={control}
            name={'metadata' as Path<T>}
            render={({ field }) => {
              const values = field.value as Values
              return (
                <CustomFieldInputs
                  idPrefix={idPrefix}
                  fields={fields}
                  values={values}
                  onChange={(id, value) => field.onChange({ ...values, [id]: value })}
                  errors={Object.fromEntries(
                    fields.map((f) => [
                      f.id,
                      (get(errors, `metadata.${f.id}`) as { message?: string } | undefined)
                        ?.message,
                    ]),
                  )}
                />
              )
            }}
          />
        </div>
      </fieldset>
    </div>
  )
}
