// GET /api/provider/{provider_id}: the provider's profile (the web app's "pro" object).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProviderEnvelope } from '../../../common/providers'
import { ProviderParams } from '../../../common/schemas'
import { getProvider } from './service'

export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { tags: ['providers'], params: ProviderParams, response: { 200: ProviderEnvelope } },
    },
    async (request) => ({
      provider: {
        ...(await getProvider(app.db, request.params.providerId)),
        plans_enforced: app.plans.enforced,
      },
    }),
  )
}
