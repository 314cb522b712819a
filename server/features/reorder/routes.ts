// /api/provider/{provider_id}/reorder_rules, …/product/{product_id}/reorder_rules and
// …/low_stock (issue #17).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProductParams } from '../../../common/products'
import {
  LowStockEnvelope,
  LowStockQuery,
  ReorderRulesEnvelope,
  ReorderRulesPut,
  ReorderRulesQuery,
} from '../../../common/reorder'
import { ProviderParams } from '../../../common/schemas'
import { sendJson } from '../../http/json-answer'
import * as reorder from './service'

export const reorderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reorder']

  app.get(
    '/reorder_rules',
    {
      schema: {
        tags,
        params: ProviderParams,
        querystring: ReorderRulesQuery,
        response: { 200: ReorderRulesEnvelope },
      },
    },
    async ({ params, query }) => ({
      reorder_rules: await reorder.listRules(app.db, params.providerId, query.product_id),
    }),
  )

  app.put(
    '/product/:productId/reorder_rules',
    {
      config: { permission: 'manage_catalog' },
      schema: {
        tags,
        description: "Replaces the product's rules with these, in one transaction.",
        params: ProductParams,
        body: ReorderRulesPut,
        response: { 200: ReorderRulesEnvelope },
      },
    },
    async ({ params, body }) => ({
      reorder_rules: await reorder.replaceRules(
        app.db,
        params.providerId,
        params.productId,
        body.reorder_rules,
      ),
    }),
  )

  app.get(
    '/low_stock',
    {
      schema: {
        tags,
        description:
          'Every rule whose stock is at or below its minimum, most urgent first; suggested = max − on_hand.',
        params: ProviderParams,
        querystring: LowStockQuery,
        response: { 200: LowStockEnvelope },
      },
    },
    async ({ params, query }, reply) => {
      const page = await reorder.lowStock(app.db, params.providerId, query)
      return sendJson(reply, {
        low_stock: page.items,
        pagination: { total: page.total, limit: query.limit, offset: query.offset },
      })
    },
  )
}
