// /api/provider/{provider_id}/metadata/fields (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FieldCreate,
  FieldEnvelope,
  FieldParams,
  FieldUpdate,
  FieldsEnvelope,
  FieldsQuery,
} from '../../../common/custom-fields'
import { ProviderParams } from '../../../common/schemas'
import { IdempotencyHeaders, createOnceAsProvider } from '../../http/idempotency'
import * as fields from './service'

export const customFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['custom fields']

  app.get(
    '/metadata/fields',
    {
      schema: {
        tags,
        params: ProviderParams,
        querystring: FieldsQuery,
        response: { 200: FieldsEnvelope },
      },
    },
    async ({ params, query }) => ({
      fields: await fields.listFields(app.db, params.providerId, query.entity_type),
    }),
  )

  app.post(
    '/metadata/fields',
    {
      config: { permission: 'manage_catalog' },
      schema: {
        tags,
        params: ProviderParams,
        headers: IdempotencyHeaders,
        body: FieldCreate,
        response: { 201: FieldEnvelope },
      },
    },
    async ({ params: { providerId }, headers, body }, reply) => {
      const id = await createOnceAsProvider(
        app.db,
        reply,
        { providerId, key: headers['idempotency-key'], action: 'field', request: body },
        async (tx) => (await fields.createField(tx, providerId, body)).id,
      )
      return reply.code(201).send({ field: await fields.getField(app.db, providerId, id) })
    },
  )

  app.put(
    '/metadata/fields/:fieldId',
    {
      config: { permission: 'manage_catalog' },
      schema: { tags, params: FieldParams, body: FieldUpdate, response: { 200: FieldEnvelope } },
    },
    async ({ params, body }) => ({
      field: await fields.updateField(app.db, params.providerId, params.fieldId, body),
    }),
  )
}
