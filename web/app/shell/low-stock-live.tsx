// Keeps the low-stock list and its count current while any page of the provider area is open: an
// order, receipt or adjustment made anywhere comes as an event of the orders channel (the socket
// the inbox uses too), and may take a product across its minimum.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { queryKeys } from '../../api/query-keys'
import { useOrdersChannel } from '../../features/orders/use-orders-channel'

/** Events of a burst (an import, a busy lunch hour) refresh the list once. */
const COALESCE_MS = 300

export function LowStockLive({ providerId }: { providerId: string }) {
  const queryClient = useQueryClient()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const queryKey = queryKeys.reorder.lowStock(providerId)
  const refresh = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey }), COALESCE_MS)
  }
  useOrdersChannel(providerId, true, {
    onEvent: refresh,
    // Changes made before the channel was joined reached no one: catch up when the count is older.
    onJoined: (attemptStartedAt) => {
      const states = queryClient.getQueriesData({ queryKey })
      const older = states.some(
        ([key]) => (queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) < attemptStartedAt,
      )
      if (older) refresh()
    },
  })
  return null
}
