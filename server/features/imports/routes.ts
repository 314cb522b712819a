// POST /api/provider/{provider_id}/import/{products|clients|stock} (issue #20): a multipart `file`,
// read as a stream, checked row by row; `?dry_run=true` answers the report without writing. The
// fields `mapping` and `skip_rows` before the file say how to read it (ImportOptions).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MultipartFields } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  IMPORT_MAX_BYTES,
  IMPORT_PERMISSION,
  ImportOptions,
  ImportQuery,
  ImportReport,
} from '../../../common/imports'
import { messages } from '../../../common/messages'
import { ProviderParams } from '../../../common/schemas'
import { AppError, badRequest } from '../../http/errors'
import { importClients } from './clients'
import { importProducts } from './products'
import { readCsv, withOptions, type CsvTable } from './read-csv'
import { importStock } from './stock'

const m = messages.imports

/** A multipart field's JSON, checked by `schema`; undefined when the field was not sent. */
function jsonField<T>(
  fields: MultipartFields,
  name: string,
  schema: z.ZodType<T>,
  message: string,
) {
  const part = fields[name]
  if (part === undefined) return undefined
  const value = Array.isArray(part) || part.type !== 'field' ? undefined : part.value
  let parsed: unknown
  try {
    parsed = JSON.parse(String(value))
  } catch {
    throw badRequest(`invalid_${name}`, message)
  }
  const checked = schema.safeParse(parsed)
  if (!checked.success) throw badRequest(`invalid_${name}`, message)
  return checked.data
}

/**
 * The uploaded file's rows, as the fields sent before it (ImportOptions) say to read them; a file
 * over the import's limit is a 413, as any upload over its own.
 */
async function uploadedTable(request: FastifyRequest): Promise<CsvTable> {
  if (!request.isMultipart()) throw badRequest('no_file', m.noFile)
  try {
    const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })
    if (!file) throw badRequest('no_file', m.noFile)
    // A file over the limit arrives cut short (its last row often unreadable) rather than failing.
    const tooLarge = () => new AppError(413, 'file_too_large', m.tooLarge)
    const table = await readCsv(file.file).catch((error: unknown) => {
      throw file.file.truncated ? tooLarge() : error
    })
    if (file.file.truncated) throw tooLarge()
    const { shape } = ImportOptions
    return withOptions(table, {
      mapping: jsonField(file.fields, 'mapping', shape.mapping, m.badMapping),
      skip_rows: jsonField(file.fields, 'skip_rows', shape.skip_rows, m.badSkipRows),
    })
  } catch (error) {
    if (error instanceof AppError) throw error
    const { code, statusCode } = error as { code?: string; statusCode?: number }
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large', m.tooLarge)
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error
    throw badRequest('invalid_multipart', m.unreadable)
  }
}

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (description: string) => ({
    tags: ['imports'],
    description: `${description} Answers the report; a file with any error writes nothing, and neither does a dry run. Multipart fields before the file, as JSON: \`mapping\`, what each column of the file is read as, in order (a column name, or null to leave it out); \`skip_rows\`, row numbers to leave out (the header is row 1).`,
    params: ProviderParams,
    querystring: ImportQuery,
    consumes: ['multipart/form-data'],
    response: { 200: ImportReport },
  })

  const products = schema(
    'Products from CSV (the products export’s columns): matched by product_id, else by name.',
  )
  app.post(
    '/import/products',
    { config: { permission: IMPORT_PERMISSION.products }, schema: products },
    async (request) => {
      const table = await uploadedTable(request)
      return importProducts(
        app.db,
        app.storage,
        request.params.providerId,
        table,
        request.query.dry_run === 'true',
        request.userId,
      )
    },
  )

  const clients = schema(
    'Clients from CSV (the clients export’s columns): matched by client_id, else by email.',
  )
  app.post(
    '/import/clients',
    { config: { permission: IMPORT_PERMISSION.clients }, schema: clients },
    async (request) => {
      const table = await uploadedTable(request)
      return importClients(
        app.db,
        request.params.providerId,
        table,
        request.query.dry_run === 'true',
      )
    },
  )

  const stock = schema(
    'Stock counts from CSV (the inventory export’s columns): product_id or product, location_id or location, and the counted quantity; one ADJUST per location with the differences from the stock on hand.',
  )
  app.post(
    '/import/stock',
    { config: { permission: IMPORT_PERMISSION.stock }, schema: stock },
    async (request) => {
      const table = await uploadedTable(request)
      return importStock(
        app.db,
        request.params.providerId,
        table,
        request.query.dry_run === 'true',
        request.userId,
      )
    },
  )
}
