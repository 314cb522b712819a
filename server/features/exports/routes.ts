// GET /api/provider/{provider_id}/export/{name}.csv and /export/all.zip (issue #20). Each CSV
// takes the query parameters of its list (limit and offset aside: an export holds every row).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { z } from 'zod'
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

const description = (list: string) =>
  `Every row of the ${list} list that the filters find, as CSV (UTF-8 with BOM), streamed; limit and offset are ignored.`

interface CsvRoute<Query extends z.ZodType> {
  name: CsvExport
  description: string
  /** The query parameters of the list it exports. */
  query: Query
  source: (app: FastifyInstance, providerId: string, query: Partial<z.output<Query>>) => CsvSource
}

const csvRoute = <Query extends z.ZodType>(route: CsvRoute<Query>) => route

// In the order all.zip holds them.
const CSV_ROUTES = [
  csvRoute({
    name: 'orders',
    description: description('Orders'),
    query: OrdersQuery,
    source: (app, providerId, query) => ordersCsv(app.db, providerId, query),
  }),
  csvRoute({
    name: 'order_lines',
    description: `${description('Orders')} A row per line of each order.`,
    query: OrdersQuery,
    source: (app, providerId, query) => orderLinesCsv(app.db, providerId, query),
  }),
  csvRoute({
    name: 'transactions',
    description: description('Transactions'),
    query: OrdersQuery,
    source: (app, providerId, query) => transactionsCsv(app.db, providerId, query),
  }),
  csvRoute({
    name: 'products',
    description: description('Products'),
    query: ProductsQuery,
    source: (app, providerId, query) => productsCsv(app.db, app.storage, providerId, query),
  }),
  csvRoute({
    name: 'clients',
    description: description('Clients'),
    query: ProviderClientsQuery,
    source: (app, providerId, query) => clientsCsv(app.db, providerId, query),
  }),
  csvRoute({
    name: 'inventory',
    description: `${description('Inventory')} A row per product and location.`,
    query: InventoryQuery,
    source: (app, providerId, query) => inventoryCsv(app.db, providerId, query),
  }),
]

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['exports']

  for (const route of CSV_ROUTES as CsvRoute<z.ZodType<object>>[]) {
    app.get(
      `/export/${route.name}.csv`,
      {
        schema: {
          tags,
          description: route.description,
          params: ProviderParams,
          querystring: route.query,
        },
      },
      async ({ params, query }, reply) =>
        sendCsv(reply, route.name, route.source(app, params.providerId, query)),
    )
  }

  app.get(
    '/export/all.zip',
    {
      // A backup of everything, customers and their addresses included: the owner's alone.
      config: { permission: 'manage_business' },
      schema: {
        tags,
        description:
          'A backup of the provider: every export above, unfiltered, in one zip, streamed.',
        params: ProviderParams,
      },
    },
    async ({ params: { providerId } }, reply) => {
      // Entries are written one after the other: each file is read from the database only when
      // the zip reaches it.
      const zip = new ZipFile()
      for (const route of CSV_ROUTES as CsvRoute<z.ZodType<object>>[]) {
        zip.addReadStream(csvStream(route.source(app, providerId, {})), `${route.name}.csv`)
      }
      zip.end()
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName('stockline', 'zip')}"`)
        .send(zip.outputStream)
    },
  )
}
