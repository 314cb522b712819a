// The "Reorder rules" drawer of a product: one row a rule (a location or the product's total,
// a minimum and a maximum), rows added and removed, and one PUT of them all on Save.
import { zodResolver } from '@hookform/resolvers/zod'
import { msg, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import { useRef, type MouseEvent } from 'react'
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form'
import { z } from 'zod'
import type { Location } from '../../../common/locations'
import { messages } from '../../../common/messages'
import {
  oneRulePerLocation,
  ReorderLevel,
  type ReorderRule,
  type ReorderRuleInput,
} from '../../../common/reorder'
import { useLocations } from '../../api/get-locations'
import { Button } from '../../components/ui/button'
import {
  FormField,
  fieldAria,
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
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'
import { useUpdateReorderRules } from './api/update-reorder-rules'

// The form's own checks, as common/ writes them (English); shown in the screen's language.
const m = messages.reorder
/** The location choice of a rule on the product's total. */
const TOTAL = 'total'

const LevelText = z
  .string()
  .trim()
  .min(1, { error: m.wholeNumber })
  .pipe(z.coerce.number<string>({ error: m.wholeNumber }).pipe(ReorderLevel))

const RulesForm = z.object({
  rules: z
    .array(
      z
        .object({ location: z.string(), min: LevelText, max: LevelText })
        .refine((rule) => rule.min < rule.max, { path: ['max'], error: m.maxAboveMin }),
    )
    .superRefine((rules, ctx) => oneRulePerLocation(rules, (r) => r.location, ctx, 'location')),
})
type RulesFormInput = z.input<typeof RulesForm>
type RulesFormOutput = z.output<typeof RulesForm>

const LEVELS = [
  { key: 'min', label: msg`Minimum`, least: 0 },
  { key: 'max', label: msg`Maximum`, least: 1 },
] as const

const toInput = (rules: RulesFormOutput['rules']): ReorderRuleInput[] =>
  rules.map((rule) => ({
    location_id: rule.location === TOTAL ? null : rule.location,
    min: rule.min,
    max: rule.max,
  }))

/** The form's field for a key of the server's: "reorder_rules.2.location_id" → "rules.2.location". */
function fieldOf(key: string): Path<RulesFormInput> | undefined {
  const match = /^reorder_rules\.(\d+)\.(location_id|min|max)$/.exec(key)
  if (!match) return undefined
  const name = match[2] === 'location_id' ? 'location' : (match[2] as 'min' | 'max')
  return `rules.${Number(match[1])}.${name}`
}

interface ReorderRulesDrawerProps extends DrawerState {
  providerId: string
  productId: string
  rules: ReorderRule[]
}

export function ReorderRulesDrawer({
  providerId,
  productId,
  rules,
  ...drawer
}: ReorderRulesDrawerProps) {
  const { t } = useLingui()
  return (
    <FormDrawer title={t`Reorder rules`} {...drawer}>
      {(done) => (
        <RulesFormBody providerId={providerId} productId={productId} rules={rules} done={done} />
      )}
    </FormDrawer>
  )
}

interface RulesFormBodyProps {
  providerId: string
  productId: string
  rules: ReorderRule[]
  done: () => void
}

function RulesFormBody({ providerId, productId, rules, done }: RulesFormBodyProps) {
  const { t, i18n } = useLingui()
  const spec = useMessages().reorder
  const locations = useLocations(providerId).data
  const form = useForm<RulesFormInput, unknown, RulesFormOutput>({
    resolver: zodResolver(RulesForm),
    defaultValues: {
      rules: rules.map((rule) => ({
        location: rule.location?.id ?? TOTAL,
        min: String(rule.min),
        max: String(rule.max),
      })),
    },
  })
  const rows = useFieldArray({ control: form.control, name: 'rules' })
  const update = useUpdateReorderRules(providerId, productId)
  // The second click of a double click comes before the disabled Save is drawn: dropped here.
  const sending = useRef(false)

  const submit = (values: RulesFormOutput) => {
    if (sending.current) return
    sending.current = true
    update.mutate(toInput(values.rules), {
      ...saveCallbacks({
        saved: spec.updated,
        failed: spec.updateFailed,
        showFieldErrors: (error) => showServerFieldErrors(error, form.setError, fieldOf),
        done,
      }),
      onSettled: () => {
        sending.current = false
      },
    })
  }

  const chosen = useWatch({ control: form.control, name: 'rules' })
  const used = new Set(chosen.map((rule) => rule.location))
  const addRule = () => {
    const free = [TOTAL, ...(locations ?? []).filter((l) => l.active).map((l) => l.id)].find(
      (choice) => !used.has(choice),
    )
    rows.append({ location: free ?? TOTAL, min: '', max: '' })
  }
  // The drawer asks before dropping edits it saw as input; a removed row is one too.
  const removeRule = (index: number, event: MouseEvent<HTMLButtonElement>) => {
    rows.remove(index)
    event.currentTarget.dispatchEvent(new Event('input', { bubbles: true }))
  }

  const { errors } = form.formState
  const errorOf = (message: string | undefined) => message && translateSentence(message)
  return (
    <SheetForm
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      submitting={update.isPending}
    >
      <p className="text-sm text-zinc-600">
        <Trans>
          When the stock a rule watches is at or below its minimum, the product shows under Low
          stock with what to order to reach the maximum.
        </Trans>
      </p>
      {rows.fields.length === 0 ? <p className="text-sm text-zinc-600">{spec.noRules}</p> : null}
      <ul className="grid gap-4">
        {rows.fields.map((row, index) => {
          const id = `reorder-rule-${index}`
          const rowErrors = errors.rules?.[index]
          const number = index + 1
          return (
            <li key={row.id}>
              <fieldset className="grid grid-cols-[1fr_1fr_auto] items-start gap-3 rounded-lg border border-zinc-200 p-3">
                <legend className="sr-only">
                  <Trans>Rule {number}</Trans>
                </legend>
                <Controller
                  control={form.control}
                  name={`rules.${index}.location`}
                  render={({ field, fieldState }) => (
                    <FormField
                      id={`${id}-location`}
                      label={t`Location`}
                      error={errorOf(fieldState.error?.message)}
                      className="col-span-3"
                    >
                      <Select
                        id={`${id}-location`}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        {...fieldAria(`${id}-location`, fieldState.error?.message)}
                      >
                        <option value={TOTAL}>{spec.allLocations}</option>
                        {locationChoices(locations, field.value).map((location) => (
                          <option key={location.id} value={location.id}>
                            {location.active ? location.name : inactiveName(location.name)}
                          </option>
                        ))}
                      </Select>
                    </FormField>
                  )}
                />
                {LEVELS.map(({ key, label, least }) => (
                  <InputField
                    key={key}
                    id={`${id}-${key}`}
                    label={i18n._(label)}
                    type="number"
                    inputMode="numeric"
                    min={least}
                    step={1}
                    {...form.register(`rules.${index}.${key}`)}
                    error={errorOf(rowErrors?.[key]?.message)}
                  />
                ))}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-6 text-zinc-500 hover:text-red-700"
                  aria-label={t`Remove rule ${number}`}
                  onClick={(event) => removeRule(index, event)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </fieldset>
            </li>
          )
        })}
      </ul>
      <Button type="button" variant="outline" onClick={addRule}>
        <Plus aria-hidden="true" />
        <Trans>Add rule</Trans>
      </Button>
    </SheetForm>
  )
}

function inactiveName(name: string) {
  return t`${name} (inactive)`
}

/** The active locations, and an inactive one only where a rule already names it. */
const locationChoices = (locations: Location[] | undefined, chosen: string) =>
  (locations ?? []).filter((location) => location.active || location.id === chosen)
