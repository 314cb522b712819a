// Uploads (POST /api/provider/{id}/file), deletion (DELETE /api/file?file=) and, for local
// storage, serving the files themselves under /files/.
import { createHash } from 'node:crypto'
import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FileQuery, UploadedFile, ownerOfPath } from '../../../common/files'
import { PHOTO_MAX_BYTES } from '../../../common/constants'
import { ProviderParams } from '../../../common/schemas'
import { requireMember, requireUser } from '../../auth/guard'
import { AppError, badRequest, notFound } from '../../http/errors'
import { IdempotencyHeaders, createOnceAsProvider } from '../../http/idempotency'
import { mimeOfExtension } from './image-type'
import { fileUrl } from './storage'
import { deletePhoto, noFile, photoTooLarge, storePhoto } from './service'

const STORED_PATH = /^[0-9a-f-]{36}\/[0-9a-f]{32}\.(png|jpe?g|gif|webp)$/i

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/file',
    {
      config: { permission: 'manage_catalog' },
      schema: {
        tags: ['files'],
        params: ProviderParams,
        headers: IdempotencyHeaders,
        consumes: ['multipart/form-data'],
        response: { 201: UploadedFile },
      },
    },
    async (request, reply) => {
      await app.plans.requireFeature(app.db, request.params.providerId, 'photos')
      if (!request.isMultipart()) throw noFile()
      let filename: string
      let bytes: Buffer
      try {
        const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } })
        if (!file) throw noFile()
        filename = file.filename
        bytes = await file.toBuffer()
      } catch (error) {
        throw unreadableUpload(error)
      }
      const { providerId } = request.params
      const digest = createHash('sha256').update(bytes).digest('base64url')
      const path = await createOnceAsProvider(
        app.db,
        reply,
        {
          providerId,
          key: request.headers['idempotency-key'],
          action: 'file',
          request: { filename, digest },
        },
        async () => (await storePhoto(app.storage, providerId, filename, bytes)).path,
      )
      return reply.code(201).send({ path, url: fileUrl(app.storage, path) })
    },
  )
}

/**
 * Reading a multipart body fails on the client's bytes (a missing boundary, a body cut short),
 * so such a failure is a 400, never a 500; a file over the limit is the spec's 413.
 */
function unreadableUpload(error: unknown) {
  if (error instanceof AppError) return error
  const { code, statusCode } = error as { code?: string; statusCode?: number }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return photoTooLarge()
  if (statusCode && statusCode >= 400 && statusCode < 500) return error
  return badRequest('invalid_multipart', 'The upload could not be read, please try again.')
}

export const fileDeleteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/file',
    { schema: { tags: ['files'], querystring: FileQuery } },
    async (request, reply) => {
      await requireUser(app, request)
      const path = request.query.file
      // Anyone who is not a member of the owning provider learns nothing about the file.
      if (!STORED_PATH.test(path)) throw notFound()
      await requireMember(app, request, ownerOfPath(path)).catch((error: unknown) => {
        throw error instanceof AppError && error.statusCode === 403 ? notFound() : error
      })
      // A member learns the file exists; whether their role may delete it is the next answer.
      await requireMember(app, request, ownerOfPath(path), 'manage_catalog')
      await deletePhoto(app.db, app.storage, ownerOfPath(path), path)
      return reply.code(204).send()
    },
  )
}

export const localFileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*']
    const bytes = STORED_PATH.test(path) ? await app.storage.read?.(path) : null
    if (!bytes) throw notFound()
    return reply
      .header('content-type', mimeOfExtension(path.split('.').pop()!) ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes)
  })
}
