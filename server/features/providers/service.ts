import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'
import { notFound } from '../../http/errors'

export async function getProvider(db: Db, providerId: string) {
  const [provider] = await db
    .select({
      id: providers.id,
      name: providers.name,
      email: providers.email,
      plan: providers.plan,
    })
    .from(providers)
    .where(eq(providers.id, providerId))
  if (!provider) throw notFound()
  return provider
}
