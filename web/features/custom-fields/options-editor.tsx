// The options of a SELECT field: a list with a delete button each (which asks first, spec §5)
// and an input to add one. The checks are the contract's own (no blank, no duplicate).
import { Trans, useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { FieldCreate } from '../../../common/custom-fields'
import { Button } from '../../components/ui/button'
import { fieldAria } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'

interface OptionsEditorProps {
  value: string[]
  onChange: (options: string[]) => void
  /** The form's message about the options as a whole ("A dropdown needs…"). */
  error?: string | undefined
}

const INPUT_ID = 'custom-field-new-option'

export function OptionsEditor({ value, onChange, error }: OptionsEditorProps) {
  const { t } = useLingui()
  const m = useMessages().customField
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState<string | null>(null)
  const rawError = draftError ?? error
  // The contract's checks (common/custom-fields.ts) answer in English.
  const shownError = rawError && translateSentence(rawError)

  const add = () => {
    const option = draft.trim()
    if (!option) return
    const next = [...value, option]
    const checked = FieldCreate.shape.field_options.safeParse(next)
    if (!checked.success) {
      setDraftError(checked.error.issues[0]?.message ?? t`This option cannot be added.`)
      return
    }
    onChange(next)
    setDraft('')
    setDraftError(null)
  }

  const remove = (index: number) => {
    if (!window.confirm(m.confirmDeleteOption)) return
    onChange(value.filter((_, i) => i !== index))
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium text-zinc-800">
        <Trans>Options</Trans>
      </legend>
      {value.length > 0 ? (
        <ul className="divide-y divide-zinc-100 rounded-md border border-zinc-200">
          {value.map((option, index) => (
            <li key={option} className="flex items-center justify-between gap-2 py-1 pr-1 pl-3">
              <span className="min-w-0 text-sm break-words">{option}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8 text-zinc-500 hover:text-red-700"
                aria-label={t`Delete option ${option}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={INPUT_ID}
          aria-label={t`New option`}
          placeholder={t`New option`}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value)
            setDraftError(null)
          }}
          onKeyDown={(e) => {
            // Enter adds the option rather than saving the whole form.
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
          {...fieldAria(INPUT_ID, shownError)}
        />
        <Button type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          <Trans>Add option</Trans>
        </Button>
      </div>
      {shownError ? (
        <p id={`${INPUT_ID}-error`} className="text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  )
}
