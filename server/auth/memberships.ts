// Which providers a user belongs to: asked by the guard on every provider request.
import { and, eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { MemberRole } from '../../common/constants'
import type { Db } from '../db/client'
import { providerMembers } from '../db/schema'

export interface Memberships {
  /** The user's role at the provider, or null when they are not a member. */
  roleOf(providerId: string, userId: string): Promise<MemberRole | null>
}

export function memberships(db: Db): Memberships {
  // A membership is only ever added (at signup), never changed or removed, so a "yes" stays
  // true and saves a database round trip on every request after the first. It is still kept
  // for one minute only, so that once memberships can be removed, a removal reaches every
  // instance within that minute. A "no" is never kept: a new membership counts at once.
  const known = new LRUCache<string, MemberRole>({ max: 10_000, ttl: 60_000 })
  return {
    async roleOf(providerId, userId) {
      const key = `${providerId}:${userId}`
      const cached = known.get(key)
      if (cached) return cached
      const [row] = await db
        .select({ role: providerMembers.role })
        .from(providerMembers)
        .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, userId)))
      if (!row) return null
      known.set(key, row.role)
      return row.role
    },
  }
}
