// GET /api/provider/{provider_id}: the provider's profile (the web app's "pro" object); PUT …/locale
// its language.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProviderLocaleBody, ProviderLocaleEnvelope } from '../../../common/locale-schemas'
import { ProviderEnvelope } from '../../../common/providers'
import { ProviderParams } from '../../../common/schemas'
import { getProvider, setProviderLocale } from './service'

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

  app.put(
    '/locale',
    {
      schema: {
        tags: ['providers'],
        summary:
          "Sets the business's language (en or es): its client portal's and its client e-mails'",
        params: ProviderParams,
        body: ProviderLocaleBody,
        response: { 200: ProviderLocaleEnvelope },
      },
      config: { permission: 'manage_business' },
    },
    async (request) => ({
      locale: await setProviderLocale(app.db, request.params.providerId, request.body.locale),
    }),
  )
}
