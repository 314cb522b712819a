// GET /api/provider/{provider_id}/export/{name}.csv and /export/all.zip (issue #20). Each CSV
// takes the query parameters of its list (limit and offset aside: an export holds every row).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply } from 'fastify'
import { ZipFile } from 'yazl'
import { ProviderClientsQuery } from '../../../common/clients'
import type { CsvExport } from '../../../common/exports'
import { InventoryQuery } from '../../../common/inventory'
import { OrdersQuery } from '../../../common/orders'
import { ProductsQuery } from '../../../common/products'
import { ProviderParams } from '../../../common/schemas'
import { csvStream, type CsvSource } from './csv'
import {
  clientsCsv,
  inventoryCsv,
  orderLinesCsv,
  ordersCsv,
  productsCsv,
  transactionsCsv,
} from './sources'

/** orders-2026-11-23.csv: the day in the name, so that two exports do not overwrite each other. */
const fileName = (name: string, extension: string) =>
  `${name}-${new Date().toISOString().slice(0, 10)}.${extension}`

function sendCsv(reply: FastifyReply, name: CsvExport, source: CsvSource) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName(name, 'csv')}"`)
    .send(csvStream(source))
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exports']
  const description = (list: string) =>
    `Every row of the ${list} list that the filters find, as CSV (UTF-8 with BOM), streamed; limit and offset are ignored.`

  app.get(
    '/export/orders.csv',
    {
      schema: {
        tags,
        description: description('Orders'),
        params: ProviderParams,
        querystring: OrdersQuery,
      },
    },
    async ({ params, query }, reply) =>
      sendCsv(reply, 'orders', ordersCsv(app.db, params.providerId, query)),
  )

  app.get(
    '/export/order_lines.csv',
    {
      schema: {
        tags,
        description: `${description('Orders')} A row per line of each order.`,
        params: ProviderParams,
        querystring: OrdersQuery,
      },
    },
    async ({ params, query }, reply) =>
      sendCsv(reply, 'order_lines', orderLinesCsv(app.db, params.providerId, query)),
  )

  app.get(
    '/export/transactions.csv',
    {
      schema: {
        tags,
        description: description('Transactions'),
        params: ProviderParams,
        querystring: OrdersQuery,
      },
    },
    async ({ params, query }, reply) =>
      sendCsv(reply, 'transactions', transactionsCsv(app.db, params.providerId, query)),
  )

  app.get(
    '/export/products.csv',
    {
      schema: {
        tags,
        description: description('Products'),
        params: ProviderParams,
        querystring: ProductsQuery,
      },
    },
    async ({ params, query }, reply) =>
      sendCsv(reply, 'products', productsCsv(app.db, app.storage, params.providerId, query)),
  )

  app.get(
    '/export/clients.csv',
    {
      schema: {
        tags,
        description: description('Clients'),
        params: ProviderParams,
        querystring: ProviderClientsQuery,
      },
    },
    async ({ params, query }, reply) =>
      sendCsv(reply, 'clients', clientsCsv(app.db, params.providerId, query)),
  )

  app.get(
    '/export/inventory.csv',
    {
      schema: {
        tags,
        description: `${description('Inventory')} A row per product and location.`,
        params: ProviderParams,
        querystring: InventoryQuery,
      },
    },
    async ({ params, query }, reply) =>
      sendCsv(reply, 'inventory', inventoryCsv(app.db, params.providerId, query)),
  )

  app.get(
    '/export/all.zip',
    {
      schema: {
        tags,
        description:
          'A backup of the provider: every export above, unfiltered, in one zip, streamed.',
        params: ProviderParams,
      },
    },
    async ({ params: { providerId } }, reply) => {
      const sources: Record<CsvExport, CsvSource> = {
        orders: ordersCsv(app.db, providerId, {}),
        order_lines: orderLinesCsv(app.db, providerId, {}),
        transactions: transactionsCsv(app.db, providerId, {}),
        products: productsCsv(app.db, app.storage, providerId, {}),
        clients: clientsCsv(app.db, providerId, {}),
        inventory: inventoryCsv(app.db, providerId, {}),
      }
      // Entries are written one after the other: each file is read from the database only when
      // the zip reaches it.
      const zip = new ZipFile()
      for (const [name, source] of Object.entries(sources)) {
        zip.addReadStream(csvStream(source), `${name}.csv`)
      }
      zip.end()
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName('stockline', 'zip')}"`)
        .send(zip.outputStream)
    },
  )
}
