// PUT /provider/{id}/notifications: the settings the form shows, all of them at once.
import { useRef } from 'react'
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
} from '../../../../common/notifications'
import { useUpdateRecord } from '../../../api/use-update-mutation'
import { notificationsKey } from './get-notifications'

export function useUpdateNotifications(providerId: string) {
  const update = useUpdateRecord<NotificationSettings, NotificationSettingsUpdate>({
    name: 'notifications',
    path: `/provider/${providerId}/notifications`,
    detailKey: notificationsKey(providerId),
    // Only the e-mails the server sends read them.
    stale: [],
  })
  const sending = useRef(false)

  /**
   * The saved settings; null for a save asked for while one is on its way (the second click of a
   * double click, which arrives before the button is disabled).
   */
  const save = async (settings: NotificationSettingsUpdate) => {
    if (sending.current) return null
    sending.current = true
    try {
      return await update.mutateAsync(settings)
    } finally {
      sending.current = false
    }
  }
  return { save }
}
