// GET /api/provider/{provider_id}/dashboard (issue #24): the shop's vital signs in one answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DashboardEnvelope } from '../../../common/dashboard'
import { ProviderParams } from '../../../common/schemas'
import { dashboard } from './service'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        description:
          "Today's and this month's orders and revenue (ORDERs not cancelled, UTC days) with the period before up to the same moment, open orders, low-stock items, revenue by week for 12 weeks, and this month's top 5 products and clients by revenue.",
        params: ProviderParams,
        response: { 200: DashboardEnvelope },
      },
    },
    async ({ params }) => ({ dashboard: await dashboard(app.db, params.providerId) }),
  )
}
