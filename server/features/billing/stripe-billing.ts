// Stripe: Checkout for upgrading, the billing portal for managing, and webhook events that
// set the provider's plan. Each event is applied once, whatever Stripe's retries.
import type Stripe from 'stripe'
import { eq, or } from 'drizzle-orm'
import { Uuid } from '../../../common/schemas'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { billingEvents, providers } from '../../db/schema'
import { badRequest } from '../../http/errors'

/** Stripe's library is loaded only when billing is set up: it is large to load at every start. */
export async function createStripe(config: Config): Promise<Stripe | null> {
  if (!config.STRIPE_SECRET_KEY) return null
  const { default: StripeClient } = await import('stripe')
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
  return new StripeClient(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  })
}

/** Where the provider goes from the Billing button: Checkout to upgrade, the portal once Pro. */
export async function billingUrl(stripe: Stripe, config: Config, db: Db, providerId: string) {
  const [provider] = await db
    .select({ plan: providers.plan, customer: providers.stripeCustomerId, email: providers.email })
    .from(providers)
    .where(eq(providers.id, providerId))
  const returnUrl = `${config.publicUrl}/provider/${providerId}/inbox`
  if (provider?.plan === 'pro' && provider.customer) {
    const portal = await stripe.billingPortal.sessions.create({
      customer: provider.customer,
      return_url: returnUrl,
    })
    return portal.url
  }
  const checkout = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: config.STRIPE_PRICE_ID!, quantity: 1 }],
    client_reference_id: providerId,
    ...(provider?.customer
      ? { customer: provider.customer }
      : provider?.email
        ? { customer_email: provider.email }
        : {}),
    success_url: `${returnUrl}?billing=success`,
    cancel_url: `${returnUrl}?billing=cancelled`,
  })
  if (!checkout.url) throw new Error('Stripe Checkout returned no URL')
  return checkout.url
}

const PRO_STATUSES = new Set(['active', 'trialing', 'past_due'])

export function verifyEvent(
  stripe: Stripe,
  config: Config,
  rawBody: Buffer,
  signature: string | undefined,
) {
  try {
    return stripe.webhooks.constructEvent(rawBody, signature ?? '', config.STRIPE_WEBHOOK_SECRET!)
  } catch {
    throw badRequest('invalid_signature', 'The webhook signature is not valid.')
  }
}

/** Applies an event to the provider's plan; answers false when the event was seen before. */
export function applyEvent(db: Db, event: Stripe.Event) {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id })
    if (!fresh) return false
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object
      // A checkout of another server on the same Stripe account (or a forged reference) belongs
      // to nobody here: it is acknowledged and ignored, or Stripe would retry it for days.
      const reference = Uuid.safeParse(session.client_reference_id)
      if (!reference.success) return true
      const providerId = reference.data
      const updated = await tx
        .update(providers)
        .set({
          plan: 'pro',
          stripeCustomerId:
            typeof session.customer === 'string'
              ? session.customer
              : (session.customer?.id ?? null),
          stripeSubscriptionId:
            typeof session.subscription === 'string'
              ? session.subscription
              : (session.subscription?.id ?? null),
        })
        .where(eq(providers.id, providerId))
        .returning({ id: providers.id })
      if (updated.length === 0) return true
      await tx.update(billingEvents).set({ providerId }).where(eq(billingEvents.id, event.id))
    } else if (
      // A subscription started outside Checkout (the dashboard, the API) arrives as created.
      event.type === 'customer.subscription.created' ||
      event.type === 'customer.subscription.updated' ||
      event.type === 'customer.subscription.deleted'
    ) {
      const subscription = event.data.object
      const customer =
        typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
      const plan =
        event.type !== 'customer.subscription.deleted' && PRO_STATUSES.has(subscription.status)
          ? 'pro'
          : 'free'
      await tx
        .update(providers)
        .set({ plan, stripeSubscriptionId: subscription.id })
        .where(
          or(
            eq(providers.stripeSubscriptionId, subscription.id),
            eq(providers.stripeCustomerId, customer),
          ),
        )
    }
    return true
  })
}
