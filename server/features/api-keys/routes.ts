// /api/provider/{id}/api_keys: owners and managers create, list and revoke the business's keys.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ApiKeyCreate,
  ApiKeyCreated,
  ApiKeyEnvelope,
  ApiKeyParams,
  ApiKeysEnvelope,
} from '../../../common/api-keys'
import { ProviderParams } from '../../../common/schemas'
import {
  IdempotencyHeaders,
  createOnce,
  idempotencyOf,
  scopeOfProvider,
} from '../../http/idempotency'
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from './service'

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integrations']
  const config = { permission: 'manage_integrations' as const }

  app.get(
    '/api_keys',
    { config, schema: { tags, params: ProviderParams, response: { 200: ApiKeysEnvelope } } },
    async ({ params }) => ({ api_keys: await listApiKeys(app.db, params.providerId) }),
  )

  app.post(
    '/api_keys',
    {
      config,
      schema: {
        tags,
        description:
          'The secret (`sk_…`) is in this answer only: the server keeps its SHA-256. A repeated Idempotency-Key answers the same key with `secret: null`.',
        params: ProviderParams,
        headers: IdempotencyHeaders,
        body: ApiKeyCreate,
        response: { 201: ApiKeyCreated },
      },
    },
    async (request, reply) => {
      const { providerId } = request.params
      const creator = { userId: request.userId!, role: request.member!.role }
      let secret: string | null = null
      const idempotency = idempotencyOf(
        scopeOfProvider(providerId),
        request.headers['idempotency-key'],
        'api_key',
        request.body,
      )
      const { id, replayed } = await createOnce(app.db, idempotency, async (tx) => {
        const created = await createApiKey(tx, providerId, creator, request.body)
        secret = created.secret
        return created.id
      })
      if (replayed) void reply.header('idempotent-replayed', 'true')
      return reply.code(201).send({ api_key: await getApiKey(app.db, providerId, id), secret })
    },
  )

  app.delete(
    '/api_keys/:keyId',
    { config, schema: { tags, params: ApiKeyParams, response: { 200: ApiKeyEnvelope } } },
    async ({ params }) => {
      await revokeApiKey(app.db, params.providerId, params.keyId)
      return { api_key: await getApiKey(app.db, params.providerId, params.keyId) }
    },
  )
}
