// Photo uploads: images only (checked by content), at most 2 MB, stored under a random name
// with the original extension.
import { randomBytes } from 'node:crypto'
import { extname } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { PHOTO_MAX_BYTES } from '../../../common/constants'
import { messages } from '../../../common/messages'
import type { Db } from '../../db/client'
import { products } from '../../db/schema'
import { AppError, badRequest, conflict } from '../../http/errors'
import { detectImageType } from './image-type'
import { fileUrl, type Storage } from './storage'

export const photoTooLarge = () => new AppError(413, 'file_too_large', messages.file.photoTooLarge)
export const noFile = () => badRequest('file_required', messages.file.noFile)

export async function storePhoto(
  storage: Storage,
  providerId: string,
  filename: string,
  bytes: Buffer,
) {
  if (bytes.length === 0) throw noFile()
  if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge()
  const type = detectImageType(bytes)
  if (!type) {
    throw new AppError(
      415,
      'not_an_image',
      'This file is not an image. Please choose a PNG, JPEG, WebP or GIF photo.',
    )
  }
  const original = extname(filename).slice(1).toLowerCase()
  const extension = type.extensions.includes(original) ? original : type.extensions[0]!
  const path = `${providerId}/${randomBytes(16).toString('hex')}.${extension}`
  await storage.put(path, bytes, type.mime)
  return { path, url: fileUrl(storage, path) }
}

/** A photo still shown on a product is not deleted; the product must drop it first. */
export async function deletePhoto(db: Db, storage: Storage, providerId: string, path: string) {
  const [inUse] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.providerId, providerId), eq(products.photo, path)))
    .limit(1)
  if (inUse) throw conflict('file_in_use', 'This photo is still used by a product.')
  await storage.delete(path)
}
