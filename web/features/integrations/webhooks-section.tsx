// The business's webhooks: the endpoint each POSTs to, the events it hears, whether it is sending;
// a row opens the webhook with its delivery log. "New webhook" shows the signing secret once.
import { Trans, useLingui } from '@lingui/react/macro'
import { Webhook as WebhookIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { Webhook } from '../../../common/webhooks'
import { RecordList } from '../../components/record-list'
import { titleColumn, type RecordColumn } from '../../components/record-column'
import { RowLink } from '../../components/record-table'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { useDrawer } from '../../components/ui/use-drawer'
import { useWebhooks } from './api/get-webhooks'
import { SecretDialog } from './secret-dialog'
import { Section } from './section'
import { WebhookDrawer } from './webhook-drawer'
import { useWebhookHealth, WebhookStateBadge } from './webhook-state'

const webhookPath = (providerId: string, webhookId: string) =>
  `/provider/${providerId}/integrations/webhooks/${webhookId}`

const SHORT_URL = 60

/** A long address as its start and its end, which tell endpoints apart. */
const shortUrl = (url: string) =>
  url.length <= SHORT_URL ? url : `${url.slice(0, SHORT_URL - 20)}…${url.slice(-19)}`

export function WebhooksSection({ providerId }: { providerId: string }) {
  const { t } = useLingui()
  const webhooks = useWebhooks(providerId)
  const [drawer, openDrawer] = useDrawer()
  const [secret, setSecret] = useState<string | null>(null)
  const health = useWebhookHealth()
  const columns = useMemo<RecordColumn<Webhook>[]>(
    () => [
      {
        ...titleColumn<Webhook>({
          key: 'url',
          head: t`Endpoint`,
          cell: (webhook) => <RowLink>{webhook.url}</RowLink>,
        }),
        // A card shows a long address's start and end, whole on hover, not ten wrapped lines.
        cardCell: (webhook) => (
          <Link to={webhookPath(providerId, webhook.id)} title={webhook.url} className="break-all">
            {shortUrl(webhook.url)}
          </Link>
        ),
      },
      {
        key: 'state',
        head: t`Status`,
        card: 'badge',
        cell: (webhook) => <WebhookStateBadge webhook={webhook} />,
      },
      {
        key: 'events',
        head: t`Events`,
        cellClassName: 'font-mono text-xs text-zinc-700',
        cell: (webhook) => (
          <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
            {webhook.events.map((event) => (
              <li key={event}>{event}</li>
            ))}
          </ul>
        ),
      },
      {
        key: 'health',
        head: t`Deliveries`,
        cellClassName: 'min-w-44 text-sm text-zinc-600',
        cell: (webhook) => health(webhook),
      },
    ],
    [t, health, providerId],
  )

  return (
    <Section
      title={t`Webhooks`}
      description={t`Stockline tells your other systems when something happens: a signed POST to their URL for each event.`}
      action={
        <Button onClick={openDrawer}>
          <WebhookIcon aria-hidden="true" />
          <Trans>New webhook</Trans>
        </Button>
      }
    >
      {webhooks.isError ? (
        <Alert>{webhooks.error.message}</Alert>
      ) : (
        <RecordList
          label={t`Webhooks`}
          columns={columns}
          records={webhooks.data}
          open={{ hrefOf: (webhook) => webhookPath(providerId, webhook.id) }}
          empty={{
            icon: WebhookIcon,
            text: t`No webhooks yet. Add one to hear of new orders, cancellations and low stock.`,
          }}
        />
      )}
      <WebhookDrawer providerId={providerId} onCreated={setSecret} {...drawer} />
      <SecretDialog
        secret={secret}
        title={t`Your webhook's signing secret`}
        description={t`Check the Stockline-Signature header of each delivery with it (HMAC-SHA256, as Stripe signs).`}
        onDone={() => setSecret(null)}
      />
    </Section>
  )
}
