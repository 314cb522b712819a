// The mutation behind every form that creates something (orders, stock movements, locations,
// products and their photos, clients, custom fields): one request at a time, each carrying the
// Idempotency-Key of what it creates, so neither a double click nor a retry creates it twice.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRef } from 'react'
import { idempotencyHeader, useIdempotencyKey } from './idempotency-key'
import { invalidate } from './query-keys'
import { requestRecord } from './record'

interface CreateMutationOptions<TData, TVariables> {
  /** Sends the create with `idempotencyKey` in its Idempotency-Key header (`idempotencyHeader`). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>
  /** What is being created, when the variables do not say it as JSON (a File says `{}`). */
  contentOf?: (variables: TVariables) => unknown
  onSuccess?: (data: TData, variables: TVariables) => unknown
}

export function useCreateMutation<TData, TVariables>({
  mutationFn,
  contentOf = (variables) => variables,
  onSuccess,
}: CreateMutationOptions<TData, TVariables>) {
  const idempotencyKey = useIdempotencyKey()
  const sending = useRef(false)
  const mutation = useMutation({
    mutationFn: (variables: TVariables) =>
      mutationFn(variables, idempotencyKey.keyFor(JSON.stringify(contentOf(variables)))),
    // The key is kept after a success: a second click that lands after the answer but before
    // the form goes away is the same action, and is answered with the same record. A form opens
    // with keys of its own (each drawer, each visit of a page), or calls renew.
    ...(onSuccess && { onSuccess }),
    onSettled: () => {
      sending.current = false
    },
  })

  // isPending (and the disabled button) reaches the screen a render later, after the second
  // click of a double click may already have arrived: that click is dropped here.
  const mutate: typeof mutation.mutate = (...args) => {
    if (sending.current) return
    sending.current = true
    mutation.mutate(...args)
  }

  /** True from the moment a create is asked for until it settles: unlike isPending, at once. */
  const inFlight = () => sending.current

  return { ...mutation, mutate, inFlight, renew: idempotencyKey.renew }
}

interface CreateRecordOptions {
  /** The record's singular name, under which the server answers it. */
  name: string
  /** Where it is POSTed. */
  path: string
  /** What a new record makes stale: an entry of `changed` (query-keys.ts). */
  stale: readonly QueryKey[]
  /** Fields every new record is sent with, whatever the form holds (`active: true`, spec §4). */
  fixed?: Record<string, unknown>
}

/** The create of one record from a form (a drawer's Save): POST `path`, then refresh `stale`. */
export function useCreateRecord<TRecord, TBody extends object>({
  name,
  path,
  stale,
  fixed,
}: CreateRecordOptions) {
  const queryClient = useQueryClient()
  return useCreateMutation({
    mutationFn: (body: TBody, idempotencyKey: string) =>
      requestRecord<TRecord>(name, path, {
        method: 'POST',
        body: { ...body, ...fixed },
        headers: idempotencyHeader(idempotencyKey),
      }),
    onSuccess: () => invalidate(queryClient, stale),
  })
}
