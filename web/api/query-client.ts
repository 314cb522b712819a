import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './client'

const MAX_RETRIES = 2

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network errors and 5xx might.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status < 500) && failures < MAX_RETRIES,
      },
    },
  })
}
