// GET /api/provider/{provider_id}/inventory (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { InventoryEnvelope, InventoryQuery } from '../../../common/inventory'
import { ProviderParams } from '../../../common/schemas'
import { sendJson } from '../../http/json-answer'
import { getInventory } from './service'

export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inventory',
    {
      schema: {
        tags: ['inventory'],
        params: ProviderParams,
        querystring: InventoryQuery,
        response: { 200: InventoryEnvelope },
      },
    },
    async ({ params, query }, reply) => {
      const { inventory, total, offset } = await getInventory(
        app.db,
        app.storage,
        params.providerId,
        query,
      )
      const { limit } = query
      return sendJson(reply, {
        inventory,
        ...(limit !== undefined && { pagination: { total, limit, offset } }),
      })
    },
  )
}
