// /api/provider/{provider_id}/location(s) (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  LocationCreate,
  LocationEnvelope,
  LocationParams,
  LocationUpdate,
  LocationsEnvelope,
} from '../../../common/locations'
import { ProviderParams } from '../../../common/schemas'
import { IdempotencyHeaders, createOnceAsProvider } from '../../http/idempotency'
import * as locations from './service'

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['locations']

  app.get(
    '/locations',
    { schema: { tags, params: ProviderParams, response: { 200: LocationsEnvelope } } },
    async (request) => ({
      locations: await locations.listLocations(app.db, request.params.providerId),
    }),
  )

  app.post(
    '/location',
    {
      config: { permission: 'manage_catalog' },
      schema: {
        tags,
        params: ProviderParams,
        headers: IdempotencyHeaders,
        body: LocationCreate,
        response: { 201: LocationEnvelope },
      },
    },
    async ({ params: { providerId }, headers, body }, reply) => {
      const id = await createOnceAsProvider(
        app.db,
        reply,
        { providerId, key: headers['idempotency-key'], action: 'location', request: body },
        async (tx) => (await locations.createLocation(tx, providerId, body)).id,
      )
      return reply.code(201).send({ location: await locations.getLocation(app.db, providerId, id) })
    },
  )

  app.get(
    '/location/:locationId',
    { schema: { tags, params: LocationParams, response: { 200: LocationEnvelope } } },
    async ({ params }) => ({
      location: await locations.getLocation(app.db, params.providerId, params.locationId),
    }),
  )

  app.put(
    '/location/:locationId',
    {
      config: { permission: 'manage_catalog' },
      schema: {
        tags,
        params: LocationParams,
        body: LocationUpdate,
        response: { 200: LocationEnvelope },
      },
    },
    async ({ params, body }) => ({
      location: await locations.updateLocation(app.db, params.providerId, params.locationId, body),
    }),
  )
}
