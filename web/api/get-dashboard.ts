// GET /provider/{id}/dashboard: the shop's vital signs in one answer (common/dashboard.ts), cached
// under the dashboard's key, which a new or changed order, product, client or rule makes stale.
import { useQuery } from '@tanstack/react-query'
import type { Dashboard } from '../../common/dashboard'
import { queryKeys } from './query-keys'
import { recordQuery } from './record'

export const dashboardQuery = (providerId: string) =>
  recordQuery<Dashboard>(
    queryKeys.dashboard.detail(providerId),
    'dashboard',
    `/provider/${providerId}/dashboard`,
  )

export const useDashboard = (providerId: string) => useQuery(dashboardQuery(providerId))
