// One-click unsubscribe: a link per client and provider, signed with the server's secret, so it
// cannot be guessed from the ids it names. Following it stops that provider's order e-mails to
// that client at once: the sender reads the list as each mail goes out.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { clients, notificationSettings, notificationUnsubscribes, providers } from '../../db/schema'

const tokenOf = (secret: string, providerId: string, clientId: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${providerId}:${clientId}`).digest('base64url')

export function unsubscribeUrl(
  deps: { publicUrl: string; secret: string },
  providerId: string,
  clientId: string,
) {
  return `${deps.publicUrl}/api/unsubscribe/${clientId}/${tokenOf(deps.secret, providerId, clientId)}`
}

/** The client's provider and its language when the token is the client's; null otherwise. */
export async function findSubscription(db: Db, secret: string, clientId: string, token: string) {
  const [found] = await db
    .select({
      providerId: clients.providerId,
      providerName: providers.name,
      language: notificationSettings.language,
    })
    .from(clients)
    .innerJoin(providers, eq(providers.id, clients.providerId))
    .innerJoin(notificationSettings, eq(notificationSettings.providerId, clients.providerId))
    .where(eq(clients.id, clientId))
  if (!found) return null
  const expected = Buffer.from(tokenOf(secret, found.providerId, clientId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected) ? found : null
}

export async function unsubscribe(db: Db, providerId: string, clientId: string) {
  await db.insert(notificationUnsubscribes).values({ providerId, clientId }).onConflictDoNothing()
}

export async function isUnsubscribed(db: Db, providerId: string, clientId: string) {
  const [row] = await db
    .select({ clientId: notificationUnsubscribes.clientId })
    .from(notificationUnsubscribes)
    .where(
      and(
        eq(notificationUnsubscribes.providerId, providerId),
        eq(notificationUnsubscribes.clientId, clientId),
      ),
    )
  return row !== undefined
}
