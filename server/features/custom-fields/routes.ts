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
      schema: { tags, params: ProviderParams, body: FieldCreate, response: { 201: FieldEnvelope } },
    },
    async ({ params, body }, reply) =>
      reply.code(201).send({ field: await fields.createField(app.db, params.providerId, body) }),
  )

  app.put(
    '/metadata/fields/:fieldId',
    { schema: { tags, params: FieldParams, body: FieldUpdate, response: { 200: FieldEnvelope } } },
    async ({ params, body }) => ({
      field: await fields.updateField(app.db, params.providerId, params.fieldId, body),
    }),
  )
}
