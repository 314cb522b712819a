// The Integrations screen's changes refresh what they made stale (query-keys.ts `changed`).
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { invalidate } from '../../../api/query-keys'

export function useInvalidate() {
  const queryClient = useQueryClient()
  return (keys: readonly QueryKey[]) => invalidate(queryClient, keys)
}
