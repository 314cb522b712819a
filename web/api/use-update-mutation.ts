// The mutation behind every change to an existing record (a location, a product, a client, the
// client's Active flag, an order's status): the record's own query takes the server's answer as
// it is, and what the change makes stale elsewhere is invalidated.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { invalidate } from './query-keys'
import { requestRecord } from './record'

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

interface UpdateRecordOptions<TRecord> extends Omit<
  UpdateMutationOptions<TRecord, unknown>,
  'mutationFn'
> {
  /** The record's singular name, under which the server answers it. */
  name: string
  /** Where the changes are PUT. */
  path: string
}

/** A change to one record at a path of its own: PUT `path` with the changes. */
export function useUpdateRecord<TRecord, TChanges>({
  name,
  path,
  ...options
}: UpdateRecordOptions<TRecord>) {
  return useUpdateMutation({
    ...options,
    mutationFn: (body: TChanges) => requestRecord<TRecord>(name, path, { method: 'PUT', body }),
  })
}
