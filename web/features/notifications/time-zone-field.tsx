// The time zone of the digest: a text field that suggests the zones this browser knows as one
// types (the platform's own list, searchable on phones too), and offers the browser's own zone.
// The server checks the name against its own list of zones.
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { Button } from '../../components/ui/button'
import { fieldAria, FormField } from '../../components/ui/form-field'
import { Input } from '../../components/ui/input'

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** The browser's zones, with UTC (the server's default), which some browsers leave out. */
function knownZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone')
  return zones.includes('UTC') ? zones : ['UTC', ...zones]
}

interface TimeZoneFieldProps extends Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> {
  id: string
  value: string
  onChange: (zone: string) => void
  error: string | undefined
}

export function TimeZoneField({ id, value, onChange, error, ...input }: TimeZoneFieldProps) {
  const { t } = useLingui()
  const here = browserZone()
  const listId = `${id}-options`
  return (
    <FormField id={id} label={t`Time zone`} error={error}>
      <Input
        id={id}
        list={listId}
        autoComplete="off"
        spellCheck={false}
        placeholder={t`e.g. Europe/Madrid`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, error)}
        {...input}
      />
      <datalist id={listId}>
        {knownZones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {here && here !== value ? (
        <p className="text-xs text-zinc-600">
          <Trans>This device is in {here}.</Trans>{' '}
          <Button type="button" variant="link" className="text-xs" onClick={() => onChange(here)}>
            <Trans>Use {here}</Trans>
          </Button>
        </p>
      ) : null}
    </FormField>
  )
}
