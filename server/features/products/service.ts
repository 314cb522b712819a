// Products of a provider: paged list, detail, create and update with custom values.
import { and, eq, sql } from 'drizzle-orm'
import { ownerOfPath } from '../../../common/files'
import { messages } from '../../../common/messages'
import type { ProductCreate, ProductSort, ProductUpdate } from '../../../common/products'
import type { SortDirection } from '../../../common/schemas'
import type { Db } from '../../db/client'
import { listFilter, type ListFilter, type ListShape } from '../../db/list-filter'
import { matchesSearch } from '../../db/search'
import { products } from '../../db/schema'
import { jsonNumber, jsonPages } from '../../db/json'
import { badRequest, notFound } from '../../http/errors'
import { mergeMetadata, validateMetadata } from '../custom-fields/service'
import { fileUrl, type Storage } from '../files/storage'
import { recordPriceChanges } from './price-changes'

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
    photo: row.photo ? fileUrl(storage, row.photo) : null,
    photo_path: row.photo,
    metadata: includeMetadata ? row.metadata : {},
  }
}

export type ProductFilter = ListFilter<ProductSort>

// Each sort with its tie-breaker, in the order an index of products reads it.
const productOrder: Record<ProductSort, (direction: SortDirection) => string[]> = {
  created_at: (d) => [`created_at ${d}`, 'id'],
  name: (d) => [`lower({t}name) ${d}`, 'id'],
  price: (d) => [`price ${d}`, `lower({t}name)`, 'id'],
}

type ProductsShape = ListShape<ProductSort> & { withMetadata: boolean }

// Written by PostgreSQL as JSON (db/json.ts), keys in the order of the contract.
const productPages = jsonPages<ProductsShape>({
  table: products,
  where: (shape, bind) =>
    and(
      eq(products.providerId, bind('providerId')),
      shape.active ? eq(products.active, bind('active')) : undefined,
      shape.search ? matchesSearch(products.name, bind('search')) : undefined,
    ),
  orderBy: (shape) => productOrder[shape.sort](shape.direction),
  alias: 'page',
  item: (shape, bind) => sql`json_build_object(
    'id', page.id,
    'name', page.name,
    'price', ${jsonNumber(sql`page.price`)},
    'photo', ${bind('urlPrefix')} || page.photo,
    'photo_path', page.photo,
    'provider', page.provider_id,
    'active', page.active,
    'metadata', ${shape.withMetadata ? sql`page.metadata` : sql`'{}'::jsonb`})`,
})

export async function listProducts(
  db: Db,
  storage: Storage,
  providerId: string,
  filter: ProductFilter & { withMetadata: boolean },
) {
  const { shape, values } = listFilter(providerId, filter)
  const { items, total } = await productPages(
    db,
    { ...shape, withMetadata: filter.withMetadata },
    { ...values, urlPrefix: storage.urlPrefix },
  )
  return { products: items, total }
}

export async function getProduct(db: Db, providerId: string, productId: string) {
  const [row] = await db
    .select(columns)
    .from(products)
    .where(and(eq(products.providerId, providerId), eq(products.id, productId)))
  if (!row) throw notFound('This product does not exist.')
  return row
}

/**
 * A product's photo is one of the provider's own uploads that is still stored: a path typed by
 * hand, or one whose file was deleted, would show a broken image everywhere the product is.
 * Checked before any transaction, as asking S3 takes a round trip.
 */
export async function checkPhoto(storage: Storage, providerId: string, photo: string) {
  if (ownerOfPath(photo) !== providerId) {
    throw badRequest('validation_failed', 'Unknown photo.', { photo: 'Unknown photo.' })
  }
  if (!(await storage.exists(photo))) {
    throw badRequest('photo_missing', messages.file.photoMissing, {
      photo: messages.file.photoMissing,
    })
  }
}

/** `by`: the member who creates it, kept as who set its first price. */
export async function createProduct(
  db: Db,
  providerId: string,
  body: ProductCreate,
  by: string | null,
) {
  const metadata = await validateMetadata(db, providerId, 'PRODUCTS', body.metadata)
  return db.transaction(async (tx) => {
    const [row] = await tx
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
    await recordPriceChanges(tx, providerId, by, [
      { productId: row!.id, oldPrice: null, newPrice: body.price },
    ])
    return row!
  })
}

export function updateProduct(
  db: Db,
  providerId: string,
  productId: string,
  body: ProductUpdate,
  by: string | null,
) {
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
    if (body.price !== undefined) {
      await recordPriceChanges(tx, providerId, by, [
        { productId, oldPrice: current.price, newPrice: body.price },
      ])
    }
    return row!
  })
}
