// Products of a provider: paged list, detail, create and update with custom values.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { ownerOfPath } from '../../../common/files'
import type { ProductCreate, ProductUpdate } from '../../../common/products'
import type { Db } from '../../db/client'
import { products } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import { mergeMetadata, validateMetadata } from '../custom-fields/service'
import type { Storage } from '../files/storage'

const columns = {
  id: products.id,
  name: products.name,
  price: products.price,
  photo: products.photo,
  provider: products.providerId,
  active: products.active,
  metadata: products.metadata,
}

export type ProductRow = Awaited<ReturnType<typeof getProduct>>

export function presentProduct(storage: Storage, row: ProductRow, includeMetadata = true) {
  return {
    ...row,
    price: Number(row.price),
    photo: row.photo ? storage.url(row.photo) : null,
    photo_path: row.photo,
    metadata: includeMetadata ? row.metadata : {},
  }
}

export interface ProductFilter {
  limit: number
  offset: number
  active?: boolean | undefined
}

/**
 * `pagination.total` counts at most this many rows past the page: exact up to that size, "at
 * least offset + COUNT_CAP" beyond, which is all the pager needs. It walks the page's index in
 * the page's order, so it reads index entries, not the table. A plain count(*) reads every
 * product of the tenant on every page view (16 ms for 100,000 products).
 */
const COUNT_CAP = 10_000

export async function listProducts(db: Db, providerId: string, filter: ProductFilter) {
  const where: SQL | undefined = and(
    eq(products.providerId, providerId),
    filter.active === undefined ? undefined : eq(products.active, filter.active),
  )
  const counted = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), products.id)
    .limit(filter.offset + COUNT_CAP)
    .as('counted')
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), products.id)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(counted),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function getProduct(db: Db, providerId: string, productId: string) {
  const [row] = await db
    .select(columns)
    .from(products)
    .where(and(eq(products.providerId, providerId), eq(products.id, productId)))
  if (!row) throw notFound('This product does not exist.')
  return row
}

function checkPhotoOwner(providerId: string, photo: string | null | undefined) {
  if (photo && ownerOfPath(photo) !== providerId) {
    throw badRequest('validation_failed', 'Unknown photo.', { photo: 'Unknown photo.' })
  }
}

export async function createProduct(db: Db, providerId: string, body: ProductCreate) {
  checkPhotoOwner(providerId, body.photo)
  const metadata = await validateMetadata(db, providerId, 'PRODUCTS', body.metadata)
  const [row] = await db
    .insert(products)
    .values({
      providerId,
      name: body.name,
      price: body.price,
      photo: body.photo ?? null,
      active: body.active,
      metadata: mergeMetadata({}, metadata),
    })
    .returning(columns)
  return row!
}

export function updateProduct(db: Db, providerId: string, productId: string, body: ProductUpdate) {
  checkPhotoOwner(providerId, body.photo)
  return db.transaction(async (tx) => {
    const current = await getProduct(tx, providerId, productId)
    const metadata = body.metadata
      ? mergeMetadata(
          current.metadata,
          await validateMetadata(tx, providerId, 'PRODUCTS', body.metadata),
        )
      : undefined
    const changes = {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.price !== undefined && { price: body.price }),
      ...(body.photo !== undefined && { photo: body.photo }),
      ...(body.active !== undefined && { active: body.active }),
      ...(metadata && { metadata }),
    }
    // An update with nothing to change (e.g. `{}`) is not an error; Drizzle refuses an empty SET.
    if (Object.keys(changes).length === 0) return current
    const [row] = await tx
      .update(products)
      .set(changes)
      .where(and(eq(products.providerId, providerId), eq(products.id, productId)))
      .returning(columns)
    return row!
  })
}
