// The notification settings contract (issue #18): which e-mails a provider's clients and members
// get, and when and in which language. GET/PUT /api/provider/{id}/notifications.
import { z } from 'zod'
import { messages } from './messages'

const m = messages.notifications

export const NOTIFICATION_LANGUAGES = ['en', 'es'] as const
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number]

/** The canonical IANA name of a time zone ('europe/madrid' → 'Europe/Madrid'), or null. */
export function canonicalTimeZone(name: string): string | null {
  // Intl knows the zones of the runtime's ICU data; offsets such as '+01:00' are not zones.
  if (!/^[A-Za-z][\w+/-]{0,63}$/.test(name)) return null
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

export const NotificationSettings = z.object({
  client_order_emails: z
    .boolean()
    .describe('Clients get an e-mail when their order is received, fulfilled or cancelled'),
  new_order_email: z
    .boolean()
    .describe('Members get an e-mail for each order placed through the portal'),
  low_stock_digest: z
    .boolean()
    .describe('Members get a daily e-mail listing what is at or below its reorder minimum'),
  digest_hour: z.number().int().describe('The hour (0-23) the digest goes out, in time_zone'),
  time_zone: z.string().describe('IANA time zone name, e.g. Europe/Madrid'),
  language: z
    .enum(NOTIFICATION_LANGUAGES)
    .describe('Language of every e-mail sent for the provider'),
})
export type NotificationSettings = z.infer<typeof NotificationSettings>

const OnOff = z.boolean({ error: m.onOff })

/** What a PUT changes; fields left out keep their value. */
export const NotificationSettingsUpdate = z.strictObject({
  client_order_emails: OnOff.optional(),
  new_order_email: OnOff.optional(),
  low_stock_digest: OnOff.optional(),
  digest_hour: z
    .number({ error: m.digestHour })
    .int({ error: m.digestHour })
    .min(0, { error: m.digestHour })
    .max(23, { error: m.digestHour })
    .optional(),
  time_zone: z
    .string({ error: m.timeZone })
    .max(64, { error: m.timeZone })
    .transform((name, ctx) => {
      const zone = canonicalTimeZone(name.trim())
      if (!zone) ctx.addIssue({ code: 'custom', message: m.timeZone })
      return zone ?? name
    })
    .optional(),
  language: z.enum(NOTIFICATION_LANGUAGES, { error: m.language }).optional(),
})
export type NotificationSettingsUpdate = z.infer<typeof NotificationSettingsUpdate>

export const NotificationsEnvelope = z.object({ notifications: NotificationSettings })
export type NotificationsEnvelope = z.infer<typeof NotificationsEnvelope>
