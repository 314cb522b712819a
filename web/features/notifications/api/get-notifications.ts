// GET /provider/{id}/notifications: which e-mails the provider's clients and members get, and
// when and in which language (issue #18).
import { useQuery } from '@tanstack/react-query'
import type { NotificationSettings } from '../../../../common/notifications'
import { queryKeys } from '../../../api/query-keys'
import { recordQuery } from '../../../api/record'

/** Kept under the provider's key: the settings are part of the provider, and go with it. */
export const notificationsKey = (providerId: string) =>
  [...queryKeys.providers.detail(providerId), 'notifications'] as const

export const notificationsQuery = (providerId: string) =>
  recordQuery<NotificationSettings>(
    notificationsKey(providerId),
    'notifications',
    `/provider/${providerId}/notifications`,
  )

export function useNotifications(providerId: string) {
  return useQuery(notificationsQuery(providerId))
}
