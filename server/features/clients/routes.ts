// /api/provider/{provider_id}/client(s) and provider_client(s) (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ClientCreate,
  ClientEnvelope,
  ClientParams,
  ClientUpdate,
  ProviderClient,
  ProviderClientParams,
  ProviderClientQuery,
  ProviderClientUpdate,
  ProviderClientsEnvelope,
  ProviderClientsQuery,
} from '../../../common/clients'
import { ProviderParams } from '../../../common/schemas'
import { IdempotencyHeaders, createOnceAsProvider } from '../../http/idempotency'
import { sendJson } from '../../http/json-answer'
import * as clients from './service'

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['clients']

  app.get(
    '/provider_clients',
    {
      schema: {
        tags,
        params: ProviderParams,
        querystring: ProviderClientsQuery,
        response: { 200: ProviderClientsEnvelope },
      },
    },
    async ({ params, query }, reply) => {
      const { relations, total } = await clients.listProviderClients(app.db, params.providerId, {
        limit: query.limit,
        offset: query.offset,
        active: query.active === undefined ? undefined : query.active === 'true',
        search: query.search,
        sort: query.sort,
        direction: query.direction,
      })
      return sendJson(reply, {
        provider_clients: relations,
        pagination: { total, limit: query.limit, offset: query.offset },
      })
    },
  )

  app.post(
    '/client',
    {
      config: { permission: 'manage_catalog' },
      schema: {
        tags,
        params: ProviderParams,
        headers: IdempotencyHeaders,
        body: ClientCreate,
        response: { 201: ClientEnvelope },
      },
    },
    async ({ params: { providerId }, headers, body }, reply) => {
      const id = await createOnceAsProvider(
        app.db,
        reply,
        { providerId, key: headers['idempotency-key'], action: 'client', request: body },
        (tx) => clients.createClient(tx, providerId, body),
      )
      return reply.code(201).send({ client: await clients.getClient(app.db, providerId, id) })
    },
  )

  app.get(
    '/client/:clientId',
    { schema: { tags, params: ClientParams, response: { 200: ClientEnvelope } } },
    async ({ params }) => ({
      client: await clients.getClient(app.db, params.providerId, params.clientId),
    }),
  )

  app.put(
    '/client/:clientId',
    {
      config: { permission: 'manage_catalog' },
      schema: { tags, params: ClientParams, body: ClientUpdate, response: { 200: ClientEnvelope } },
    },
    async ({ params, body }) => ({
      client: await clients.updateClient(app.db, params.providerId, params.clientId, body),
    }),
  )

  app.get(
    '/provider_client',
    {
      schema: {
        tags,
        params: ProviderParams,
        querystring: ProviderClientQuery,
        response: { 200: z.object({ provider_client: ProviderClient }) },
      },
    },
    async ({ params, query }) => ({
      provider_client: await clients.getProviderClient(app.db, params.providerId, query.client_id),
    }),
  )

  app.put(
    '/provider_client/:relationId',
    {
      config: { permission: 'manage_catalog' },
      schema: {
        tags,
        params: ProviderClientParams,
        body: ProviderClientUpdate,
        response: { 200: z.object({ providerClient: ProviderClient }) },
      },
    },
    async ({ params, body }) => ({
      providerClient: await clients.setProviderClientActive(
        app.db,
        params.providerId,
        params.relationId,
        body.active,
      ),
    }),
  )
}
