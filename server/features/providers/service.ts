import { eq } from 'drizzle-orm'
import type { Locale } from '../../../common/locales'
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
      locale: providers.locale,
    })
    .from(providers)
    .where(eq(providers.id, providerId))
  if (!provider) throw notFound()
  return provider
}

/** Sets the business's language (its portal's and its client e-mails'). */
export async function setProviderLocale(db: Db, providerId: string, locale: Locale) {
  const [updated] = await db
    .update(providers)
    .set({ locale })
    .where(eq(providers.id, providerId))
    .returning({ locale: providers.locale })
  if (!updated) throw notFound()
  return updated.locale
}
