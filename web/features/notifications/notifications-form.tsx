// The notification settings as one form: the three e-mails on or off, the digest's hour and time
// zone, and the e-mails' language, saved together with one PUT.
import { zodResolver } from '@hookform/resolvers/zod'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import {
  NOTIFICATION_LANGUAGES,
  NotificationSettingsUpdate,
  type NotificationLanguage,
  type NotificationSettings,
} from '../../../common/notifications'
import { ApiError } from '../../api/client'
import { Button } from '../../components/ui/button'
import { SectionCard } from '../../components/ui/card'
import { fieldAria, FormField, showServerFieldErrors } from '../../components/ui/form-field'
import { Select } from '../../components/ui/select'
import { SubmitBar } from '../../components/ui/submit-bar'
import { SwitchField } from '../../components/ui/switch'
import { translateSentence } from '../../lib/i18n'
import { useMessages } from '../../lib/locale-provider'
import { useUpdateNotifications } from './api/update-notifications'
import { TimeZoneField } from './time-zone-field'

/** Every setting, each required: the form always sends all of them. */
const NotificationsForm = NotificationSettingsUpdate.required()
type FormInput = z.input<typeof NotificationsForm>
type FormOutput = z.output<typeof NotificationsForm>

const KEYS = Object.keys(NotificationsForm.shape) as (keyof FormInput)[]

// Languages are named in themselves (web/locales/GLOSSARY.md).
const LANGUAGE_LABELS: Record<NotificationLanguage, string> = { en: 'English', es: 'Español' }

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`

const SWITCHES: {
  name: 'client_order_emails' | 'new_order_email' | 'low_stock_digest'
  label: MessageDescriptor
  description: MessageDescriptor
}[] = [
  {
    name: 'client_order_emails',
    label: msg`Order e-mails to clients`,
    description: msg`A client gets an e-mail when its order is received, fulfilled or cancelled.`,
  },
  {
    name: 'new_order_email',
    label: msg`New portal orders`,
    description: msg`You and your team get an e-mail for each order a client places through its link.`,
  },
  {
    name: 'low_stock_digest',
    label: msg`Daily low-stock digest`,
    description: msg`Once a day, what is at or below its reorder minimum (nothing is sent when nothing is low).`,
  },
]

/** The form's own checks answer as common/ writes them (English): shown in the screen's language. */
const errorOf = (message: string | undefined) => message && translateSentence(message)

interface NotificationsFormProps {
  providerId: string
  saved: NotificationSettings
}

export function NotificationSettingsForm({ providerId, saved }: NotificationsFormProps) {
  const { t, i18n } = useLingui()
  const m = useMessages().notifications
  const { control, handleSubmit, setError, reset, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({ resolver: zodResolver(NotificationsForm), defaultValues: saved })
  const update = useUpdateNotifications(providerId)
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const saved = await update.save(values)
      if (!saved) return
      reset(saved)
      toast.success(m.updated)
    } catch (error) {
      const shown = showServerFieldErrors(error, setError, (key) =>
        KEYS.find((name) => name === key),
      )
      if (!shown)
        setFailure(error instanceof ApiError && error.body ? error.message : m.updateFailed)
    }
  })

  const busy = formState.isSubmitting
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <SectionCard title={t`E-mails`} contentClassName="space-y-5">
        {SWITCHES.map(({ name, label, description }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <SwitchField
                id={`notifications-${name}`}
                label={i18n._(label)}
                description={i18n._(description)}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
      </SectionCard>
      <SectionCard
        title={t`Schedule and language`}
        contentClassName="grid items-start gap-5 sm:grid-cols-2"
      >
        <Controller
          control={control}
          name="digest_hour"
          render={({ field, fieldState }) => (
            <FormField
              id="notifications-digest-hour"
              label={t`Digest hour`}
              hint={t`When the low-stock digest goes out, in the time zone chosen here.`}
              error={errorOf(fieldState.error?.message)}
            >
              <Select
                id="notifications-digest-hour"
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                {...fieldAria('notifications-digest-hour', fieldState.error?.message)}
              >
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="time_zone"
          render={({ field, fieldState }) => (
            <TimeZoneField
              id="notifications-time-zone"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorOf(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <FormField
              id="notifications-language"
              label={t`Language`}
              hint={t`Every e-mail sent for your business is written in it.`}
              error={errorOf(fieldState.error?.message)}
            >
              <Select
                id="notifications-language"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...fieldAria('notifications-language', fieldState.error?.message)}
              >
                {NOTIFICATION_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {LANGUAGE_LABELS[language]}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        />
      </SectionCard>
      <SubmitBar error={failure} align="end">
        <Button type="submit" disabled={busy}>
          {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </Button>
      </SubmitBar>
    </form>
  )
}
