// /api/client/{client_id}/…: the client portal (spec §7 "Client data"). Rate limited per
// address, since these routes need no token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ClientOrderChange,
  ClientOrdersEnvelope,
  ClientPortalOrderParams,
  ClientPortalParams,
  PortalProviderClientsEnvelope,
} from '../../../common/client-portal'
import { ClientOrderEnvelope } from '../../../common/orders'
import { AppError, badRequest, notFound } from '../../http/errors'
import { getClientOrder, listClientOrders } from '../orders/queries'
import { changeOrder } from '../orders/service'
import { portalAccess, portalProviderClients } from './service'

export const clientPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['client portal']
  const config = { rateLimit: { max: 300, timeWindow: '1 minute' } }

  /** The client's order, if its link still reaches that order's provider (plans, relation). */
  const reachableOrder = async (clientId: string, orderId: number) => {
    const reachable = await portalAccess(app.db, app.plans, clientId)
    const order = await getClientOrder(app.db, app.storage, clientId, orderId)
    if (!reachable(order.provider.id)) throw notFound('This order does not exist.')
    return order
  }

  app.get(
    '/orders',
    {
      config,
      schema: { tags, params: ClientPortalParams, response: { 200: ClientOrdersEnvelope } },
    },
    async ({ params }) => {
      const reachable = await portalAccess(app.db, app.plans, params.clientId)
      const orders = await listClientOrders(app.db, params.clientId)
      return { orders: orders.filter((o) => reachable(o.provider.id)) }
    },
  )

  app.get(
    '/order/:orderId',
    {
      config,
      schema: { tags, params: ClientPortalOrderParams, response: { 200: ClientOrderEnvelope } },
    },
    async ({ params }) => ({ order: await reachableOrder(params.clientId, params.orderId) }),
  )

  app.put(
    '/order/:orderId',
    {
      config,
      schema: {
        tags,
        params: ClientPortalOrderParams,
        body: ClientOrderChange,
        response: { 200: ClientOrderEnvelope },
      },
    },
    async ({ params, body }) => {
      if (body.fulfilled)
        throw new AppError(403, 'forbidden', 'Only the provider can fulfil an order.')
      if (!body.cancelled)
        throw badRequest('validation_failed', 'Send {"cancelled": true} to cancel the order.')
      await reachableOrder(params.clientId, params.orderId)
      await changeOrder(app.db, { kind: 'client', clientId: params.clientId }, params.orderId, {
        cancelled: true,
      })
      return { order: await getClientOrder(app.db, app.storage, params.clientId, params.orderId) }
    },
  )

  app.get(
    '/provider_client',
    {
      config,
      schema: {
        tags,
        params: ClientPortalParams,
        response: { 200: PortalProviderClientsEnvelope },
      },
    },
    async ({ params }) => ({
      providerClients: await portalProviderClients(
        app.db,
        app.storage,
        params.clientId,
        await portalAccess(app.db, app.plans, params.clientId),
      ),
    }),
  )
}
