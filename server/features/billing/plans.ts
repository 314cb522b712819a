// Plan rules (DESIGN.md "Plans"). They apply only when Stripe is configured: a self-hosted
// instance gives every provider every feature.
import { and, count, eq, gte, sql } from 'drizzle-orm'
import { FREE_PLAN_MONTHLY_ORDERS } from '../../../common/constants'
import { messages } from '../../../common/messages'
import type { Db } from '../../db/client'
import { orders, providers } from '../../db/schema'
import { AppError } from '../../http/errors'

const m = messages.billing

export type ProFeature = 'photos' | 'clientLinks'

export const proRequired = (reason: string) =>
  new AppError(402, 'pro_required', `${reason} ${m.proUnlocks}`)

export async function planOf(db: Db, providerId: string) {
  const [row] = await db
    .select({ plan: providers.plan })
    .from(providers)
    .where(eq(providers.id, providerId))
  return row?.plan ?? 'free'
}

export interface Plans {
  enforced: boolean
  /** 402 unless the provider may use the feature. */
  requireFeature(db: Db, providerId: string, feature: ProFeature): Promise<void>
  /**
   * 402 when a free provider has used this calendar month's orders. Runs inside the order's
   * transaction and locks the provider row, so concurrent orders cannot overshoot the quota.
   */
  checkOrderQuota(tx: Db, providerId: string): Promise<void>
}

export function plans(enforced: boolean): Plans {
  return {
    enforced,
    async requireFeature(db, providerId, feature) {
      if (!enforced || (await planOf(db, providerId)) === 'pro') return
      throw proRequired(feature === 'photos' ? m.photos : m.clientLinks)
    },
    async checkOrderQuota(tx, providerId) {
      if (!enforced) return
      const [provider] = await tx
        .select({ plan: providers.plan })
        .from(providers)
        .where(eq(providers.id, providerId))
        .for('update')
      if (provider?.plan === 'pro') return
      const [used] = await tx
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.providerId, providerId),
            eq(orders.transactionType, 'ORDER'),
            gte(
              orders.createdAt,
              sql`date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
            ),
          ),
        )
      if ((used?.n ?? 0) >= FREE_PLAN_MONTHLY_ORDERS) throw proRequired(m.orderLimit)
    },
  }
}
