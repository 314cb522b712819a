// GET /provider/{id}/webhooks/{webhookId}/deliveries: the delivery log, newest first, a page at a
// time. Polled while the log is open, often while a delivery is on its way, so that new events
// and their outcome show without a reload.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { DELIVERIES_PAGE_SIZE, type DeliveriesEnvelope } from '../../../../common/webhooks'
import { api } from '../../../api/client'
import { queryKeys } from '../../../api/query-keys'

type DeliveriesPage = z.infer<typeof DeliveriesEnvelope>

const POLL_MS = 3_000
const IDLE_POLL_MS = 15_000

export function useDeliveries(providerId: string, webhookId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.integrations.deliveries(providerId, webhookId, page),
    queryFn: () =>
      api<DeliveriesPage>(`/provider/${providerId}/webhooks/${webhookId}/deliveries`, {
        query: { limit: DELIVERIES_PAGE_SIZE, offset: (page - 1) * DELIVERIES_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.state === 'pending')
        ? POLL_MS
        : IDLE_POLL_MS,
  })
}
