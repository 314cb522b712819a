// GET /api/auth/billing: where the provider manages their plan. Without Stripe configured the
// instance is self-hosted and every provider has every feature, so there is nothing to pay.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireMember } from '../../auth/guard'
import { AppError } from '../../http/errors'

const BillingQuery = z.object({ user_id: z.uuid().optional(), provider: z.uuid() })

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
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
      await requireMember(app, request, request.query.provider)
      throw new AppError(
        501,
        'billing_not_configured',
        'Billing is not configured on this server: every feature is already included.',
      )
    },
  )
}
