// A provider's notification settings (one row each, added with the provider by a trigger).
import { eq } from 'drizzle-orm'
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
} from '../../../common/notifications'
import type { Db } from '../../db/client'
import { notificationSettings } from '../../db/schema'
import { notFound } from '../../http/errors'

const s = notificationSettings
const columns = {
  client_order_emails: s.clientOrderEmails,
  new_order_email: s.newOrderEmail,
  low_stock_digest: s.lowStockDigest,
  digest_hour: s.digestHour,
  time_zone: s.timeZone,
  language: s.language,
}

export async function getSettings(db: Db, providerId: string): Promise<NotificationSettings> {
  const [settings] = await db.select(columns).from(s).where(eq(s.providerId, providerId))
  if (!settings) throw notFound()
  return settings
}

export async function updateSettings(
  db: Db,
  providerId: string,
  body: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const changes = {
    ...(body.client_order_emails !== undefined && { clientOrderEmails: body.client_order_emails }),
    ...(body.new_order_email !== undefined && { newOrderEmail: body.new_order_email }),
    ...(body.low_stock_digest !== undefined && { lowStockDigest: body.low_stock_digest }),
    ...(body.digest_hour !== undefined && { digestHour: body.digest_hour }),
    ...(body.time_zone !== undefined && { timeZone: body.time_zone }),
    ...(body.language !== undefined && { language: body.language }),
  }
  if (Object.keys(changes).length === 0) return getSettings(db, providerId)
  const [settings] = await db
    .update(s)
    .set(changes)
    .where(eq(s.providerId, providerId))
    .returning(columns)
  if (!settings) throw notFound()
  return settings
}
