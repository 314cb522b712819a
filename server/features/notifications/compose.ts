// What a claimed outbox row becomes: an e-mail in the provider's language, or a reason not to
// send it (an option turned off, an unsubscribed client, nothing low today).
import { LowStockItem } from '../../../common/reorder'
import type { Db } from '../../db/client'
import type { Mail } from '../../mail/mailer'
import { lowStock } from '../reorder/service'
import type { Claimed, ClaimedOrder } from './outbox'
import { clientOrderMail, digestMail, newOrderMail, type OrderFacts } from './templates'
import { unsubscribeUrl } from './unsubscribe'

export type Composed = { mail: Mail } | { drop: string }

export interface ComposeDeps {
  db: Db
  publicUrl: string
  secret: string
  /** Whether plans are enforced (Stripe): then only a Pro provider's clients have a portal. */
  plansEnforced: boolean
}

/** The digest lists this many items; the rest are counted and a link opens the whole list. */
const DIGEST_ITEMS = 50

const factsOf = (order: ClaimedOrder): OrderFacts => ({
  id: order.id,
  createdAt: new Date(order.created_at),
  clientName: order.client_name ?? '',
  lines: order.lines,
  total: order.total,
})

export async function compose(deps: ComposeDeps, row: Claimed): Promise<Composed> {
  const locale = { language: row.language, timeZone: row.time_zone }
  const providerUrl = `${deps.publicUrl}/provider/${row.provider_id}`
  const { order } = row
  switch (row.kind) {
    case 'order_received':
    case 'order_fulfilled':
    case 'order_cancelled': {
      if (!row.client_order_emails) return { drop: 'client order e-mails are off' }
      if (!order?.client_id || !order.client_email) return { drop: 'the order has no client' }
      if (order.unsubscribed) return { drop: 'the client unsubscribed' }
      const unsubscribe = unsubscribeUrl(deps, row.provider_id, order.client_id)
      // A link only where it opens the order: a deactivated link or a free plan reaches nothing.
      const portalOpen = order.linked && (!deps.plansEnforced || row.plan === 'pro')
      return {
        mail: {
          to: order.client_email,
          ...clientOrderMail(row.kind, locale, {
            order: factsOf(order),
            provider: row.provider_name,
            orderUrl: portalOpen
              ? `${deps.publicUrl}/client/${order.client_id}/order/${order.id}`
              : null,
            unsubscribeUrl: unsubscribe,
          }),
          // RFC 8058: mail programs offer their own unsubscribe button, which POSTs to the link.
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      }
    }
    case 'new_order': {
      if (!row.new_order_email) return { drop: 'new-order e-mails are off' }
      if (!order) return { drop: 'the order is gone' }
      if (!row.members) return { drop: 'the provider has no members' }
      return {
        mail: {
          to: row.members,
          ...newOrderMail(locale, {
            order: factsOf(order),
            orderUrl: `${providerUrl}/order/${order.id}`,
          }),
        },
      }
    }
    case 'low_stock_digest': {
      if (!row.low_stock_digest) return { drop: 'the low-stock digest is off' }
      if (!row.members) return { drop: 'the provider has no members' }
      const low = await lowStock(deps.db, row.provider_id, { limit: DIGEST_ITEMS, offset: 0 })
      if (low.total === 0) return { drop: 'nothing is low' }
      return {
        mail: {
          to: row.members,
          // The day is the provider's own date, written as it is whatever the zone.
          ...digestMail(
            { language: row.language, timeZone: 'UTC' },
            {
              items: LowStockItem.array().parse(JSON.parse(low.items.text)),
              total: low.total,
              day: new Date(`${row.payload.day}T00:00:00Z`),
              listUrl: `${providerUrl}/inventory/low-stock`,
            },
          ),
        },
      }
    }
  }
}
