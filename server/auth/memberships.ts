// Which providers a user belongs to, and with which role: asked by the guard on every provider
// request. Answers are kept in memory; a change of membership (a role changed, a member removed)
// is announced with a NOTIFY in the transaction that makes it, and every instance forgets its
// answer when it commits, so a removed member is refused on their next request everywhere.
import { and, eq, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { MemberRole, Plan } from '../../common/constants'
import type { Database, Db, Unlisten } from '../db/client'
import { providerMembers, providers } from '../db/schema'

export const MEMBERSHIPS_CHANNEL = 'stockline_memberships_changed'

export interface Memberships {
  /** The user's role at the provider, or null when they are not a member. */
  roleOf(providerId: string, userId: string): Promise<MemberRole | null>
  /** Announces, inside the caller's transaction, that the user's membership changed. */
  changed(tx: Db, providerId: string, userId: string): Promise<void>
  /** Calls `onChange` whenever the membership may have changed (a live socket checks it again). */
  watch(providerId: string, userId: string, onChange: () => void): () => void
  start(): Promise<void>
  stop(): Promise<void>
}

export function memberships(database: Database): Memberships {
  // A "no" is never kept: a new membership counts at once. A kept "yes" lasts one minute at most,
  // which bounds a stale answer should the listening connection drop (it is then cleared anyway).
  const known = new LRUCache<string, MemberRole>({ max: 10_000, ttl: 60_000 })
  const watchers = new Map<string, Set<() => void>>()
  let unlisten: Unlisten | undefined
  const forget = (key: string) => {
    known.delete(key)
    for (const onChange of watchers.get(key) ?? []) onChange()
  }
  return {
    async roleOf(providerId, userId) {
      const key = `${providerId}:${userId}`
      const cached = known.get(key)
      if (cached) return cached
      const [row] = await database.db
        .select({ role: providerMembers.role })
        .from(providerMembers)
        .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, userId)))
      if (!row) return null
      known.set(key, row.role)
      return row.role
    },
    async changed(tx, providerId, userId) {
      const key = `${providerId}:${userId}`
      await tx.execute(sql`select pg_notify(${MEMBERSHIPS_CHANNEL}, ${key})`)
      known.delete(key)
    },
    watch(providerId, userId, onChange) {
      const key = `${providerId}:${userId}`
      const set = watchers.get(key) ?? new Set()
      set.add(onChange)
      watchers.set(key, set)
      return () => {
        set.delete(onChange)
        if (set.size === 0) watchers.delete(key)
      }
    },
    async start() {
      unlisten = await database.listen(MEMBERSHIPS_CHANNEL, forget, () => {
        known.clear()
        for (const key of [...watchers.keys()]) forget(key)
      })
    },
    async stop() {
      await unlisten?.()
    },
  }
}

/** The businesses a user belongs to and their role in each, oldest first; or in one of them. */
export async function providersOf(db: Db, userId: string, providerId?: string) {
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      plan: providers.plan,
      role: providerMembers.role,
    })
    .from(providerMembers)
    .innerJoin(providers, eq(providers.id, providerMembers.providerId))
    .where(
      and(
        eq(providerMembers.userId, userId),
        providerId ? eq(providerMembers.providerId, providerId) : undefined,
      ),
    )
    .orderBy(providerMembers.createdAt)
  return rows.map(({ role, ...provider }) => ({
    provider: provider as { id: string; name: string; plan: Plan },
    role: role as MemberRole,
  }))
}
