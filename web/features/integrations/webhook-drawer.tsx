// "New webhook" / "Edit webhook": the endpoint's URL and the events it hears. A new webhook's
// signing secret is shown once by the screen that opened the drawer.
import { zodResolver } from '@hookform/resolvers/zod'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { WEBHOOK_EVENTS, type Webhook } from '../../../common/webhooks'
import { ApiError } from '../../api/client'
import { Checkbox } from '../../components/ui/checkbox'
import {
  FieldError,
  fieldBinder,
  InputField,
  showServerFieldErrors,
} from '../../components/ui/form-field'
import { FormDrawer, SheetForm, type DrawerState } from '../../components/ui/sheet-form'
import { useCreateWebhook } from './api/create-webhook'
import { useUpdateWebhook } from './api/update-webhook'
import { EVENT_DESCRIPTIONS } from './names'

interface WebhookDrawerProps extends DrawerState {
  providerId: string
  /** The webhook to edit; without it the drawer creates one. */
  webhook?: Webhook
  /** A new webhook's signing secret. */
  onCreated?: (secret: string) => void
}

export function WebhookDrawer({ providerId, webhook, onCreated, ...drawer }: WebhookDrawerProps) {
  const { t } = useLingui()
  return (
    <FormDrawer title={webhook ? t`Edit webhook` : t`New webhook`} {...drawer}>
      {(done) =>
        webhook ? (
          <EditWebhookForm providerId={providerId} webhook={webhook} done={done} />
        ) : (
          <NewWebhookForm
            providerId={providerId}
            onCreated={(secret) => {
              done()
              onCreated?.(secret)
            }}
          />
        )
      }
    </FormDrawer>
  )
}

const URL_PLACEHOLDER = 'https://'

function useWebhookForm() {
  const { t } = useLingui()
  return useMemo(
    () =>
      z.object({
        url: z
          .string()
          .trim()
          .min(1, { error: t`A URL is required for a webhook.` })
          .max(2000)
          .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
            error: t`The URL must start with https:// (or http://).`,
          }),
        events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, { error: t`Choose at least one event.` }),
      }),
    [t],
  )
}
type WebhookFormValues = z.infer<ReturnType<typeof useWebhookForm>>

const failedWith =
  (fallback: string, showFieldErrors: (error: unknown) => boolean) => (error: unknown) => {
    if (!showFieldErrors(error)) toast.error(error instanceof ApiError ? error.message : fallback)
  }

function NewWebhookForm({
  providerId,
  onCreated,
}: {
  providerId: string
  onCreated: (secret: string) => void
}) {
  const { t } = useLingui()
  const create = useCreateWebhook(providerId)
  return (
    <WebhookFields
      values={{ url: '', events: [] }}
      pending={create.isPending}
      submitLabel={t`Create webhook`}
      onSave={(values, showFieldErrors) =>
        create.mutate(values, {
          onSuccess: ({ secret }) => {
            toast.success(t`The webhook has been created.`)
            onCreated(secret)
          },
          onError: failedWith(t`The webhook could not be created.`, showFieldErrors),
        })
      }
    />
  )
}

function EditWebhookForm({
  providerId,
  webhook,
  done,
}: {
  providerId: string
  webhook: Webhook
  done: () => void
}) {
  const { t } = useLingui()
  const update = useUpdateWebhook(providerId, webhook.id)
  return (
    <WebhookFields
      values={{ url: webhook.url, events: webhook.events }}
      pending={update.isPending}
      onSave={(values, showFieldErrors) =>
        update.mutate(values, {
          onSuccess: () => {
            toast.success(t`The webhook has been updated.`)
            done()
          },
          onError: failedWith(t`The webhook could not be updated.`, showFieldErrors),
        })
      }
    />
  )
}

interface WebhookFieldsProps {
  values: WebhookFormValues
  pending: boolean
  submitLabel?: string
  /** `showFieldErrors` puts a 400's messages under their fields; false when there were none. */
  onSave: (values: WebhookFormValues, showFieldErrors: (error: unknown) => boolean) => void
}

function WebhookFields({ values, pending, submitLabel, onSave }: WebhookFieldsProps) {
  const { t, i18n } = useLingui()
  const schema = useWebhookForm()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WebhookFormValues>({ resolver: zodResolver(schema), defaultValues: values })
  const bind = fieldBinder(register, errors)
  const showFieldErrors = (error: unknown) =>
    showServerFieldErrors(
      error,
      setError,
      (key) => (key === 'url' || key === 'events' ? key : undefined),
      {
        shouldFocus: true,
      },
    )
  const eventsError = errors.events?.message

  return (
    <SheetForm
      onSubmit={handleSubmit((saved) => onSave(saved, showFieldErrors))}
      submitting={pending}
      {...(submitLabel ? { submitLabel } : {})}
    >
      <InputField
        id="webhook-url"
        type="url"
        label={t`Endpoint URL`}
        autoComplete="off"
        placeholder={URL_PLACEHOLDER}
        hint={t`Where Stockline sends a signed POST for each event. Use https.`}
        {...bind('url')}
      />
      <fieldset aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
        <legend className="text-sm leading-none font-medium text-zinc-800">
          <Trans>Events</Trans>
        </legend>
        <div className="mt-3 grid gap-3">
          {WEBHOOK_EVENTS.map((event) => (
            <div key={event} className="flex items-start gap-3">
              <Checkbox
                id={`webhook-event-${event}`}
                className="mt-0.5"
                value={event}
                aria-describedby={`webhook-event-${event}-hint`}
                {...register('events')}
              />
              <div className="min-w-0">
                <label
                  htmlFor={`webhook-event-${event}`}
                  className="block cursor-pointer font-mono text-sm text-zinc-900"
                >
                  {event}
                </label>
                <p id={`webhook-event-${event}-hint`} className="text-sm text-zinc-600">
                  {i18n._(EVENT_DESCRIPTIONS[event])}
                </p>
              </div>
            </div>
          ))}
        </div>
        <div className="mt-2">
          <FieldError id="webhook-events" error={eventsError} />
        </div>
      </fieldset>
    </SheetForm>
  )
}
