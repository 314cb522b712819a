// /api/provider/{provider_id}/product(s) (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ProductCreate,
  PriceChangesEnvelope,
  ProductEnvelope,
  ProductParams,
  ProductQuery,
  ProductUpdate,
  ProductsEnvelope,
  ProductsQuery,
} from '../../../common/products'
import { ProviderParams } from '../../../common/schemas'
import { IdempotencyHeaders, createOnceAsProvider } from '../../http/idempotency'
import { sendJson } from '../../http/json-answer'
import { listPriceChanges } from './price-changes'
import * as products from './service'

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['products']
  const present = (row: Parameters<typeof products.presentProduct>[1]) =>
    products.presentProduct(app.storage, row)
  const requirePhoto = async (providerId: string, photo: string) => {
    await app.plans.requireFeature(app.db, providerId, 'photos')
    await products.checkPhoto(app.storage, providerId, photo)
  }

  app.get(
    '/products',
    {
      schema: {
        tags,
        params: ProviderParams,
        querystring: ProductsQuery,
        response: { 200: ProductsEnvelope },
      },
    },
    async ({ params, query }, reply) => {
      const page = await products.listProducts(app.db, app.storage, params.providerId, {
        limit: query.limit,
        offset: query.offset,
        active: query.active === undefined ? undefined : query.active === 'true',
        withMetadata: query.include_metadata === 'true',
        search: query.search,
        sort: query.sort,
        direction: query.direction,
      })
      return sendJson(reply, {
        products: page.products,
        pagination: { total: page.total, limit: query.limit, offset: query.offset },
      })
    },
  )

  // The spec writes this path with a trailing slash; both spellings are accepted.
  for (const url of ['/product', '/product/']) {
    app.post(
      url,
      {
        config: { permission: 'manage_catalog' },
        schema: {
          tags,
          params: ProviderParams,
          headers: IdempotencyHeaders,
          body: ProductCreate,
          response: { 201: ProductEnvelope },
        },
      },
      async ({ params: { providerId }, headers, body, userId }, reply) => {
        if (body.photo) await requirePhoto(providerId, body.photo)
        const id = await createOnceAsProvider(
          app.db,
          reply,
          { providerId, key: headers['idempotency-key'], action: 'product', request: body },
          async (tx) => (await products.createProduct(tx, providerId, body, userId)).id,
        )
        return reply
          .code(201)
          .send({ product: present(await products.getProduct(app.db, providerId, id)) })
      },
    )
  }

  app.get(
    '/product/:productId',
    {
      schema: {
        tags,
        params: ProductParams,
        querystring: ProductQuery,
        response: { 200: ProductEnvelope },
      },
    },
    async ({ params }) => ({
      product: present(await products.getProduct(app.db, params.providerId, params.productId)),
    }),
  )

  app.put(
    '/product/:productId',
    {
      config: { permission: 'manage_catalog' },
      schema: {
        tags,
        params: ProductParams,
        body: ProductUpdate,
        response: { 200: ProductEnvelope },
      },
    },
    async ({ params, body, userId }) => {
      if (body.photo) await requirePhoto(params.providerId, body.photo)
      return {
        product: present(
          await products.updateProduct(app.db, params.providerId, params.productId, body, userId),
        ),
      }
    },
  )

  app.get(
    '/product/:productId/price_changes',
    {
      schema: {
        tags,
        summary: 'Every price the product was given, newest first, and who gave it',
        params: ProductParams,
        response: { 200: PriceChangesEnvelope },
      },
    },
    async ({ params }) => {
      await products.getProduct(app.db, params.providerId, params.productId)
      return {
        price_changes: await listPriceChanges(app.db, params.providerId, params.productId),
      }
    },
  )
}
