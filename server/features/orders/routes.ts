// Orders and stock movements: POST /api/order (API.md), and the provider's order routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  OrderChange,
  OrderCreateBody,
  OrderEnvelope,
  OrderParams,
  OrderPayload,
  OrdersEnvelope,
  OrdersQuery,
  ordersPageSize,
} from '../../../common/orders'
import { messages } from '../../../common/messages'
import { ProductParams } from '../../../common/products'
import { ProviderParams } from '../../../common/schemas'
import { bearerToken, requireMember } from '../../auth/guard'
import { AppError, badRequest } from '../../http/errors'
import {
  IdempotencyHeaders,
  idempotencyOf,
  scopeOfClient,
  scopeOfProvider,
} from '../../http/idempotency'
import { sendJson } from '../../http/json-answer'
import { planOf } from '../billing/plans'
import { getProduct } from '../products/service'
import { getOrder, listOrders } from './queries'
import { createOrder } from './create-order'
import { changeOrder } from './service'

/** The `order` field is JSON text (spec §3); both its syntax and its content are checked. */
function parseOrderText(text: string): OrderPayload {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('invalid_order', 'The order is not valid JSON.')
  }
  const parsed = OrderPayload.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const message =
      issue?.path[0] === 'products' && issue.path.length === 1
        ? messages.order.atLeastOneProduct
        : (issue?.message ?? messages.http.badRequest)
    throw badRequest('validation_failed', message, { [issue?.path.join('.') || 'order']: message })
  }
  return parsed.data
}

// The OpenAPI description of POST /api/order: its payload is JSON text, which the document
// cannot describe as a schema.
const orderCreateDescription = `The \`order\` field is JSON text (spec §3) of \`{providerId,
locationId, transaction_type, products: [{id, quantity}], clientId?, toLocationId?}\`.

- \`ORDER\` needs \`clientId\`, a client linked to the provider; without a bearer token (the
  client portal) it is the only type, at the provider's default location.
- \`IN\` and \`OUT\` take positive quantities; \`ADJUST\` takes signed differences.
- \`TRANSFER\` moves positive quantities from \`locationId\` to \`toLocationId\`, another active
  location of the same provider, in one transaction (the source may go below zero, as with
  \`OUT\`); cancelling it moves them back. A transfer is never an order: not in the inbox, the
  free plan's monthly orders or the sales figures. \`toLocationId\` is refused on other types.

Prices come from the products. A repeated \`Idempotency-Key\` answers the first result.`

export const orderCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order',
    {
      schema: {
        tags: ['orders'],
        summary: 'Create an order or a stock movement (In, Out, Adjust, Transfer)',
        description: orderCreateDescription,
        body: OrderCreateBody,
        headers: IdempotencyHeaders,
        response: { 201: OrderEnvelope },
      },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const payload = parseOrderText(request.body.order)
      // With a token the caller is a provider member; without one, a client of the portal.
      const origin = bearerToken(request) ? 'provider' : 'client'
      if (origin === 'provider') await requireMember(app, request, payload.providerId, 'move_stock')
      else if (!payload.clientId) throw badRequest('validation_failed', messages.order.selectClient)
      else if (app.plans.enforced && (await planOf(app.db, payload.providerId)) !== 'pro') {
        throw new AppError(402, 'portal_unavailable', messages.billing.portalUnavailable)
      }
      // A key belongs to its sender: the provider for a member's token, the link for a client.
      const scope =
        origin === 'provider'
          ? scopeOfProvider(payload.providerId)
          : scopeOfClient(payload.clientId!)
      const { id, replayed } = await createOrder(app.db, {
        payload,
        origin,
        createdBy: request.userId,
        apiKeyId: request.apiKey?.id ?? null,
        idempotency: idempotencyOf(scope, request.headers['idempotency-key'], 'order', payload),
        plans: app.plans,
      })
      if (replayed) reply.header('idempotent-replayed', 'true')
      return sendJson(
        reply,
        { order: await getOrder(app.db, app.storage, payload.providerId, id) },
        201,
      )
    },
  )
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders']

  app.get(
    '/orders',
    {
      schema: {
        tags,
        params: ProviderParams,
        querystring: OrdersQuery,
        response: { 200: OrdersEnvelope },
      },
    },
    async ({ params, query }, reply) => {
      const limit = ordersPageSize(query)
      const { orders, total } = await listOrders(app.db, params.providerId, { ...query, limit })
      return sendJson(reply, { orders, pagination: { total, limit, offset: query.offset } })
    },
  )

  app.get(
    '/product/:productId/orders',
    {
      schema: {
        tags,
        params: ProductParams,
        querystring: OrdersQuery,
        response: { 200: OrdersEnvelope },
      },
    },
    async ({ params, query }, reply) => {
      await getProduct(app.db, params.providerId, params.productId)
      const limit = ordersPageSize(query)
      const { orders, total } = await listOrders(app.db, params.providerId, {
        ...query,
        limit,
        product_id: params.productId,
      })
      return sendJson(reply, { orders, pagination: { total, limit, offset: query.offset } })
    },
  )

  app.get(
    '/order/:orderId',
    { schema: { tags, params: OrderParams, response: { 200: OrderEnvelope } } },
    async ({ params }, reply) =>
      sendJson(reply, {
        order: await getOrder(app.db, app.storage, params.providerId, params.orderId),
      }),
  )

  app.put(
    '/order/:orderId',
    {
      config: { permission: 'move_stock' },
      schema: { tags, params: OrderParams, body: OrderChange, response: { 200: OrderEnvelope } },
    },
    async ({ params, body }, reply) => {
      await changeOrder(
        app.db,
        { kind: 'provider', providerId: params.providerId },
        params.orderId,
        body,
      )
      return sendJson(reply, {
        order: await getOrder(app.db, app.storage, params.providerId, params.orderId),
      })
    },
  )
}
