// /api/provider/{id}/webhooks: owners and managers subscribe endpoints to events, see each
// delivery and send one again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProviderParams } from '../../../common/schemas'
import {
  DeliveriesEnvelope,
  DeliveriesQuery,
  DeliveryEnvelope,
  DeliveryParams,
  WebhookCreate,
  WebhookEnvelope,
  WebhookParams,
  WebhookUpdate,
  WebhookWithSecret,
  WebhooksEnvelope,
} from '../../../common/webhooks'
import { IdempotencyHeaders, createOnceAsProvider } from '../../http/idempotency'
import * as webhooks from './service'

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integrations']
  const config = { permission: 'manage_integrations' as const }
  const allowPrivate = app.config.WEBHOOKS_ALLOW_PRIVATE

  app.get(
    '/webhooks',
    { config, schema: { tags, params: ProviderParams, response: { 200: WebhooksEnvelope } } },
    async ({ params }) => ({ webhooks: await webhooks.listWebhooks(app.db, params.providerId) }),
  )

  app.post(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        description:
          'Answers the signing secret (`whsec_…`) once; a repeated Idempotency-Key answers it again.',
        params: ProviderParams,
        headers: IdempotencyHeaders,
        body: WebhookCreate,
        response: { 201: WebhookWithSecret },
      },
    },
    async (request, reply) => {
      const { providerId } = request.params
      await webhooks.checkUrl(request.body.url, allowPrivate)
      const id = await createOnceAsProvider(
        app.db,
        reply,
        {
          providerId,
          key: request.headers['idempotency-key'],
          action: 'webhook',
          request: request.body,
        },
        (tx) => webhooks.createWebhook(tx, providerId, request.userId, request.body),
      )
      return reply.code(201).send({
        webhook: await webhooks.getWebhook(app.db, providerId, id),
        secret: await webhooks.secretOf(app.db, providerId, id),
      })
    },
  )

  app.put(
    '/webhooks/:webhookId',
    {
      config,
      schema: {
        tags,
        params: WebhookParams,
        body: WebhookUpdate,
        response: { 200: WebhookEnvelope },
      },
    },
    async ({ params, body }) => {
      if (body.url !== undefined) await webhooks.checkUrl(body.url, allowPrivate)
      await webhooks.updateWebhook(app.db, params.providerId, params.webhookId, body)
      return { webhook: await webhooks.getWebhook(app.db, params.providerId, params.webhookId) }
    },
  )

  app.post(
    '/webhooks/:webhookId/rotate_secret',
    { config, schema: { tags, params: WebhookParams, response: { 200: WebhookWithSecret } } },
    async ({ params }) => {
      const secret = await webhooks.rotateSecret(app.db, params.providerId, params.webhookId)
      return {
        webhook: await webhooks.getWebhook(app.db, params.providerId, params.webhookId),
        secret,
      }
    },
  )

  app.delete(
    '/webhooks/:webhookId',
    { config, schema: { tags, params: WebhookParams, response: { 200: WebhookEnvelope } } },
    async ({ params }) => {
      const webhook = await webhooks.getWebhook(app.db, params.providerId, params.webhookId)
      await webhooks.deleteWebhook(app.db, params.providerId, params.webhookId)
      return { webhook }
    },
  )

  app.get(
    '/webhooks/:webhookId/deliveries',
    {
      config,
      schema: {
        tags,
        params: WebhookParams,
        querystring: DeliveriesQuery,
        response: { 200: DeliveriesEnvelope },
      },
    },
    async ({ params, query }) => {
      const page = { limit: query.limit, offset: query.offset }
      const { deliveries, total } = await webhooks.listDeliveries(
        app.db,
        params.providerId,
        params.webhookId,
        page,
      )
      return { deliveries, pagination: { total, ...page } }
    },
  )

  app.post(
    '/webhooks/:webhookId/deliveries/:deliveryId/resend',
    { config, schema: { tags, params: DeliveryParams, response: { 201: DeliveryEnvelope } } },
    async ({ params }, reply) =>
      reply.code(201).send({
        delivery: await webhooks.resendDelivery(
          app.db,
          params.providerId,
          params.webhookId,
          params.deliveryId,
        ),
      }),
  )
}
