// The mutation behind every change to an existing record (a location, a product, a client, the
// client's Active flag, an order's status): the record's own query takes the server's answer as
// it is, and what the change makes stale elsewhere is invalidated.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { invalidate } from './query-keys'

interface UpdateMutationOptions<TRecord, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TRecord>
  /** The record's own query. */
  detailKey: QueryKey
  /** What else the change makes stale: an entry of `changed` (query-keys.ts). */
  stale: readonly QueryKey[]
  onSuccess?: (record: TRecord) => void
  onError?: (error: Error) => void
}

export function useUpdateMutation<TRecord, TVariables>({
  mutationFn,
  detailKey,
  stale,
  onSuccess,
  onError,
}: UpdateMutationOptions<TRecord, TVariables>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (record: TRecord) => {
      queryClient.setQueryData(detailKey, record)
      onSuccess?.(record)
      return invalidate(queryClient, stale)
    },
    ...(onError && { onError }),
  })
}
