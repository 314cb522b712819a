// GET /api/auth/billing (spec §7) and POST /api/billing/webhook (Stripe).
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type Stripe from 'stripe'
import { z } from 'zod'
import { messages } from '../../../common/messages'
import { PlansInfo } from '../../../common/providers'
import { requireMember } from '../../auth/guard'
import { AppError } from '../../http/errors'
import { applyEvent, billingUrl, verifyEvent } from './stripe-billing'

const BillingQuery = z.object({ user_id: z.uuid().optional(), provider: z.uuid() })

export const billingRoutes =
  (stripe: Stripe | null): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/billing',
      {
        schema: {
          tags: ['billing'],
          querystring: BillingQuery,
          response: { 200: z.object({ url: z.url() }) },
        },
      },
      async (request) => {
        await requireMember(app, request, request.query.provider, 'manage_business')
        if (!stripe)
          throw new AppError(501, 'billing_not_configured', messages.billing.notConfigured)
        try {
          return { url: await billingUrl(stripe, app.config, app.db, request.query.provider) }
        } catch (err) {
          request.log.error({ err }, 'Stripe refused or could not be reached')
          throw new AppError(502, 'billing_unavailable', messages.billing.failed)
        }
      },
    )
  }

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/plans', { schema: { tags: ['billing'], response: { 200: PlansInfo } } }, async () => ({
    enforced: app.plans.enforced,
  }))
}

export const billingWebhookRoutes =
  (stripe: Stripe | null): FastifyPluginAsync =>
  async (app) => {
    // The signature covers the exact bytes Stripe sent, so the body stays raw here.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    app.post('/billing/webhook', { schema: { hide: true } }, async (request, reply) => {
      if (!stripe) throw new AppError(404, 'not_found', messages.billing.notConfigured)
      const signature = request.headers['stripe-signature']
      const event = verifyEvent(
        stripe,
        app.config,
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      )
      const applied = await applyEvent(app.db, event)
      return reply.send({ received: true, duplicate: !applied })
    })
  }
