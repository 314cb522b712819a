// A webhook's delivery log, newest first and paged: the event, when it happened, how the delivery
// went (delivered, failing and tried again, given up, skipped), its attempts and the endpoint's
// last answer; Resend sends the event again as a new delivery.
import { Trans, useLingui } from '@lingui/react/macro'
import { Send } from 'lucide-react'
import { useMemo, useRef } from 'react'
import { toast } from 'sonner'
import { DELIVERIES_PAGE_SIZE, type Delivery } from '../../../common/webhooks'
import { ApiError } from '../../api/client'
import { formatDateTime } from '../../components/format'
import { pageOf, RecordList } from '../../components/record-list'
import { actionsColumn, type RecordColumn } from '../../components/record-column'
import { Alert } from '../../components/ui/alert'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Truncated } from '../../components/ui/truncated'
import { useListParams } from '../../components/ui/use-list-params'
import { useDeliveries } from './api/get-deliveries'
import { useResendDelivery } from './api/resend-delivery'

const failedBefore = (delivery: Delivery) => delivery.state === 'pending' && delivery.attempts > 0

function DeliveryStateBadge({ delivery }: { delivery: Delivery }) {
  switch (delivery.state) {
    case 'delivered':
      return (
        <Badge tone="success">
          <Trans>Delivered</Trans>
        </Badge>
      )
    case 'failed':
      return (
        <Badge className="bg-red-50 text-red-800 ring-red-200">
          <Trans>Failed</Trans>
        </Badge>
      )
    case 'skipped':
      return (
        <Badge>
          <Trans>Skipped</Trans>
        </Badge>
      )
    default:
      return failedBefore(delivery) ? (
        <Badge className="bg-amber-50 text-amber-900 ring-amber-200">
          <Trans>Failed, retrying</Trans>
        </Badge>
      ) : (
        <Badge tone="brand">
          <Trans>Sending</Trans>
        </Badge>
      )
  }
}

/** The last attempt's answer: the HTTP status and the start of the body, or why there was none. */
function LastAnswer({ delivery }: { delivery: Delivery }) {
  if (delivery.last_status === null && delivery.last_error === null) return null
  const excerpt = delivery.last_response?.trim() || delivery.last_error || ''
  return (
    <span className="flex min-w-0 items-baseline gap-2">
      {delivery.last_status !== null ? (
        <span className="shrink-0 font-mono text-xs font-medium">{delivery.last_status}</span>
      ) : null}
      {excerpt ? <Truncated text={excerpt} className="font-mono text-xs text-zinc-600" /> : null}
    </span>
  )
}

function NextAttempt({ delivery }: { delivery: Delivery }) {
  if (!failedBefore(delivery) || !delivery.next_attempt_at) return null
  const when = formatDateTime(delivery.next_attempt_at)
  return (
    <span className="block text-xs text-zinc-500">
      <Trans>Next try {when}</Trans>
    </span>
  )
}

export function DeliveryLog({ providerId, webhookId }: { providerId: string; webhookId: string }) {
  const { t } = useLingui()
  const list = useListParams({ pageSize: DELIVERIES_PAGE_SIZE })
  const query = useDeliveries(providerId, webhookId, list.page)
  const { records, total, busy } = pageOf(query, (data) => data.deliveries)
  const columns = useMemo<RecordColumn<Delivery>[]>(
    () => [
      {
        key: 'event',
        head: t`Event`,
        card: 'title',
        cell: (delivery) => (
          <span className="block">
            <span className="block font-mono text-sm">{delivery.event.type}</span>
            <span className="block font-mono text-xs text-zinc-500">{delivery.event.id}</span>
          </span>
        ),
      },
      {
        key: 'time',
        head: t`Time`,
        cellClassName: 'whitespace-nowrap text-zinc-600',
        cell: (delivery) => formatDateTime(delivery.event.created_at),
      },
      {
        key: 'state',
        head: t`Status`,
        card: 'badge',
        cell: (delivery) => (
          <span className="flex flex-col items-start gap-1">
            <DeliveryStateBadge delivery={delivery} />
            <NextAttempt delivery={delivery} />
          </span>
        ),
        // The card's corner holds the badge alone; when it is tried next is a line of its own.
        cardCell: (delivery) => <DeliveryStateBadge delivery={delivery} />,
      },
      {
        key: 'next',
        head: t`Next try`,
        cardOnly: true,
        cell: (delivery) =>
          failedBefore(delivery) && delivery.next_attempt_at
            ? formatDateTime(delivery.next_attempt_at)
            : null,
      },
      {
        key: 'attempts',
        head: t`Attempts`,
        cellClassName: 'tabular-nums',
        cell: (delivery) => delivery.attempts,
      },
      {
        key: 'answer',
        head: t`Last answer`,
        truncate: true,
        cell: (delivery) => <LastAnswer delivery={delivery} />,
      },
      actionsColumn((delivery) => (
        <ResendButton providerId={providerId} webhookId={webhookId} delivery={delivery} />
      )),
    ],
    [t, providerId, webhookId],
  )

  if (query.isError) return <Alert>{query.error.message}</Alert>
  return (
    <RecordList
      label={t`Deliveries`}
      columns={columns}
      records={records}
      total={total}
      busy={busy}
      list={list}
      empty={{
        icon: Send,
        text: t`Nothing sent yet. Each event this webhook hears shows here with the endpoint's answer.`,
      }}
    />
  )
}

function ResendButton({
  providerId,
  webhookId,
  delivery,
}: {
  providerId: string
  webhookId: string
  delivery: Delivery
}) {
  const { t } = useLingui()
  const resend = useResendDelivery(providerId, webhookId, delivery.id)
  // A double click sends the event once: the second click lands before the button is disabled.
  const sending = useRef(false)
  const type = delivery.event.type
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t`Resend ${type}`}
      disabled={resend.isPending}
      onClick={() => {
        if (sending.current) return
        sending.current = true
        resend.mutate(undefined, {
          onSuccess: () => toast.success(t`The delivery will be sent again.`),
          onError: (error) =>
            toast.error(
              error instanceof ApiError ? error.message : t`The delivery could not be sent again.`,
            ),
          onSettled: () => {
            sending.current = false
          },
        })
      }}
    >
      <Trans>Resend</Trans>
    </Button>
  )
}
