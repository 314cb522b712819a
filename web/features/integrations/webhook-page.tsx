// One webhook: its endpoint and events, Enabled (and why it is off when failures turned it off),
// Edit, Rotate secret and Delete, then its delivery log.
import { Trans, useLingui } from '@lingui/react/macro'
import { Pencil, RefreshCw, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import type { Webhook } from '../../../common/webhooks'
import { ApiError } from '../../api/client'
import { formatDateTime } from '../../components/format'
import { RoleGate } from '../../components/role-gate'
import { Alert } from '../../components/ui/alert'
import { BackButton } from '../../components/ui/back-button'
import { Button } from '../../components/ui/button'
import { SectionCard } from '../../components/ui/card'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { DescriptionList } from '../../components/ui/description-list'
import { DetailSkeleton } from '../../components/ui/detail-skeleton'
import { EmptyState } from '../../components/ui/empty-state'
import { PageHeader } from '../../components/ui/page-header'
import { SwitchField } from '../../components/ui/switch'
import { useDrawer } from '../../components/ui/use-drawer'
import { useDeleteWebhook } from './api/delete-webhook'
import { useWebhooks } from './api/get-webhooks'
import { useRotateWebhookSecret } from './api/rotate-webhook-secret'
import { useUpdateWebhook } from './api/update-webhook'
import { DeliveryLog } from './delivery-log'
import { EVENT_DESCRIPTIONS } from './names'
import { SecretDialog } from './secret-dialog'
import { WebhookDrawer } from './webhook-drawer'
import { useWebhookHealth } from './webhook-state'

export function WebhookPage() {
  const { t } = useLingui()
  return (
    <RoleGate permission="manage_integrations" title={t`Webhook`}>
      <WebhookScreen />
    </RoleGate>
  )
}

const failed = (fallback: string) => (error: unknown) =>
  toast.error(error instanceof ApiError ? error.message : fallback)

function WebhookScreen() {
  const { t } = useLingui()
  const { providerId = '', webhookId = '' } = useParams()
  const webhooks = useWebhooks(providerId)
  const back = <BackButton label={t`Integrations`} to={`/provider/${providerId}/integrations`} />
  if (webhooks.isError) {
    return (
      <>
        {back}
        <Alert>{webhooks.error.message}</Alert>
      </>
    )
  }
  if (!webhooks.data) {
    return (
      <>
        {back}
        <DetailSkeleton />
      </>
    )
  }
  const webhook = webhooks.data.find((entry) => entry.id === webhookId)
  if (!webhook) {
    return (
      <>
        {back}
        <PageHeader title={t`Webhook`} />
        <EmptyState text={t`This webhook does not exist.`} />
      </>
    )
  }
  return (
    <>
      {back}
      <WebhookDetail providerId={providerId} webhook={webhook} />
    </>
  )
}

function WebhookDetail({ providerId, webhook }: { providerId: string; webhook: Webhook }) {
  const { t, i18n } = useLingui()
  const [drawer, openDrawer] = useDrawer()
  const update = useUpdateWebhook(providerId, webhook.id)
  const health = useWebhookHealth()(webhook)
  const shownEnabled =
    update.isPending && update.variables.enabled !== undefined
      ? update.variables.enabled
      : webhook.enabled
  const created = formatDateTime(webhook.created_at)

  return (
    <>
      <PageHeader
        title={t`Webhook`}
        actions={
          <Button variant="outline" onClick={openDrawer}>
            <Pencil aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
        }
      >
        <p className="mt-1 font-mono text-sm break-all text-zinc-700">{webhook.url}</p>
      </PageHeader>
      {health && !webhook.enabled ? (
        <Alert tone="warning" className="mb-6">
          {health}
        </Alert>
      ) : null}
      <div className="mb-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SectionCard title={t`Details`}>
          <DescriptionList
            items={[
              {
                label: t`Events`,
                value: (
                  <ul className="grid gap-1.5">
                    {webhook.events.map((event) => (
                      <li key={event}>
                        <span className="font-mono">{event}</span>
                        <span className="block text-zinc-600">
                          {i18n._(EVENT_DESCRIPTIONS[event])}
                        </span>
                      </li>
                    ))}
                  </ul>
                ),
              },
              { label: t({ message: 'Created', context: 'webhook' }), value: created },
              ...(health && webhook.enabled ? [{ label: t`Deliveries`, value: health }] : []),
            ]}
          />
        </SectionCard>
        {/* Not the delivery log's "Sending" badge: in Spanish a section is "Envío". */}
        <SectionCard title={t({ message: 'Sending', context: 'webhook section' })}>
          <div className="grid gap-6">
            <SwitchField
              id="webhook-enabled"
              label={t({ message: 'Enabled', context: 'webhook' })}
              description={t`While it is off, nothing is sent to it; what happens meanwhile is not sent later.`}
              checked={shownEnabled}
              disabled={update.isPending}
              onCheckedChange={(enabled) =>
                update.mutate(
                  { enabled },
                  {
                    onSuccess: () =>
                      toast.success(
                        enabled ? t`The webhook is enabled.` : t`The webhook is disabled.`,
                      ),
                    onError: failed(t`The webhook could not be updated.`),
                  },
                )
              }
            />
            <div className="flex flex-wrap gap-2">
              <RotateButton providerId={providerId} webhookId={webhook.id} />
              <DeleteButton providerId={providerId} webhookId={webhook.id} />
            </div>
          </div>
        </SectionCard>
      </div>
      <section aria-labelledby="deliveries-heading">
        <h2 id="deliveries-heading" className="mb-4 text-lg font-semibold tracking-tight">
          <Trans>Delivery log</Trans>
        </h2>
        <DeliveryLog providerId={providerId} webhookId={webhook.id} />
      </section>
      <WebhookDrawer providerId={providerId} webhook={webhook} {...drawer} />
    </>
  )
}

function RotateButton({ providerId, webhookId }: { providerId: string; webhookId: string }) {
  const { t } = useLingui()
  const rotate = useRotateWebhookSecret(providerId, webhookId)
  const [asking, setAsking] = useState(false)
  const [secret, setSecret] = useState<string | null>(null)
  return (
    <>
      <Button variant="outline" disabled={rotate.isPending} onClick={() => setAsking(true)}>
        <RefreshCw aria-hidden="true" />
        <Trans>Rotate secret</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Rotate the signing secret?`}
        description={t`Deliveries are signed with a new secret from now on: the endpoint refuses them until it is given the new one.`}
        confirmLabel={t`Rotate`}
        cancelLabel={t`Keep the secret`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          rotate.mutate(undefined, {
            onSuccess: (answer) => setSecret(answer.secret),
            onError: failed(t`The secret could not be rotated.`),
          })
        }}
      />
      <SecretDialog
        secret={secret}
        title={t`The new signing secret`}
        description={t`Give it to the endpoint: it checks the Stockline-Signature header of each delivery with it.`}
        onDone={() => setSecret(null)}
      />
    </>
  )
}

function DeleteButton({ providerId, webhookId }: { providerId: string; webhookId: string }) {
  const { t } = useLingui()
  const remove = useDeleteWebhook(providerId, webhookId)
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button
        variant="outline"
        className="text-red-700 hover:bg-red-50"
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden="true" />
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Delete this webhook?`}
        description={t`Nothing more is sent to this endpoint, and its delivery log is deleted with it.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Keep`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t`The webhook has been deleted.`)
              void navigate(`/provider/${providerId}/integrations`, { replace: true })
            },
            onError: failed(t`The webhook could not be deleted.`),
          })
        }}
      />
    </>
  )
}
