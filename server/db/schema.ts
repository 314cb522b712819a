// Every table of the data model (DESIGN.md). Tenant-owned tables carry provider_id and are
// indexed on it first, since every query filters on it.
//
// Indexes that serve "newest first" lists are DESC NULLS FIRST, which is what `ORDER BY … DESC`
// means in PostgreSQL. Drizzle's `.desc()` alone builds DESC NULLS LAST, an order such a query
// cannot read off the index (even on NOT NULL columns), so PostgreSQL would read every row of the
// tenant and sort them to return one page.
import { sql } from 'drizzle-orm'
import { MAX_STOCK, MEMBER_ROLES } from '../../common/constants'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const id = () => uuid('id').primaryKey().defaultRandom()
const providerRef = () =>
  uuid('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' })

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    // The language of the screens they chose; null until they choose (the browser's is used).
    locale: text('locale', { enum: ['en', 'es'] }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
)

export const providers = pgTable('providers', {
  id: id(),
  name: text('name').notNull(),
  email: text('email'),
  plan: text('plan', { enum: ['free', 'pro'] })
    .notNull()
    .default('free'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  // The business's language: the client portal's and the e-mails to its clients, unless the
  // client's browser asks for the other one.
  locale: text('locale', { enum: ['en', 'es'] })
    .notNull()
    .default('en'),
  createdAt: createdAt(),
})

export const providerMembers = pgTable(
  'provider_members',
  {
    providerId: providerRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    // When the member was asked to join (for the founder, when the business was created);
    // created_at is when they joined.
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.userId] }),
    index('provider_members_user_idx').on(t.userId),
    check('provider_members_role', sql`${t.role} in ('owner', 'manager', 'staff', 'viewer')`),
  ],
)

// An invitation to join a provider: a single-use link mailed to an address, valid for
// INVITATION_TTL_DAYS. Only the token's hash is kept. One pending invitation per address and
// provider: inviting the address again replaces its link.
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: id(),
    providerId: providerRef(),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_invitations_token_key').on(t.tokenHash),
    uniqueIndex('member_invitations_pending_key')
      .on(t.providerId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null`),
    check('member_invitations_role', sql`${t.role} in ('owner', 'manager', 'staff', 'viewer')`),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
)

// Sign-in sessions (refresh token families) ended by a sign-out, a password reset or a detected
// token reuse. Access tokens name their session, and every instance refuses those of a session
// listed here (it learns of a new one at once through NOTIFY), so ending a session ends its
// access tokens too, not only its refresh token.
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_sessions_revoked_at_idx').on(t.revokedAt)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
)

// A business's API keys (issue #25): a request with `Authorization: Bearer sk_…` acts as the
// key's role on its provider only. Only the SHA-256 of the secret (32 random bytes) is kept; a
// revoked or expired key is refused on the next request, since every request reads its row.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    providerId: providerRef(),
    name: text('name').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    secretHash: text('secret_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_provider_created_idx').on(t.providerId, t.createdAt.desc().nullsFirst()),
    check('api_keys_role', sql`${t.role} in ('owner', 'manager', 'staff', 'viewer')`),
  ],
)

export const locations = pgTable(
  'locations',
  {
    id: id(),
    providerId: providerRef(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('locations_provider_name_idx').on(t.providerId, sql`lower(${t.name})`),
    uniqueIndex('locations_one_default_per_provider')
      .on(t.providerId)
      .where(sql`${t.isDefault}`),
  ],
)

export const products = pgTable(
  'products',
  {
    id: id(),
    providerId: providerRef(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    photo: text('photo'),
    active: boolean('active').notNull().default(true),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_provider_created_idx').on(t.providerId, t.createdAt.desc().nullsFirst(), t.id),
    // The inventory grid's order, so that a page of it reads its rows instead of sorting them all.
    index('products_provider_name_idx').on(t.providerId, sql`lower(${t.name})`, t.id),
    index('products_provider_price_idx').on(t.providerId, t.price, sql`lower(${t.name})`, t.id),
  ],
)

// Every price a product was given and who gave it: written with the product's creation and
// with each edit or import that changes its price.
export const productPriceChanges = pgTable(
  'product_price_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: providerRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_price_changes_product_idx').on(
      t.providerId,
      t.productId,
      t.changedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
)

// A client record belongs to the one provider who entered it, and its id is that provider's
// portal link for the person: nothing a provider types (an email, a name) reaches or changes a
// record of another provider. Emails are unique per provider only.
export const clients = pgTable(
  'clients',
  {
    id: id(),
    providerId: providerRef(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clients_provider_email_key').on(t.providerId, sql`lower(${t.email})`),
    // The clients list's orders: newest first, and by name.
    index('clients_provider_created_idx').on(t.providerId, t.createdAt.desc().nullsFirst(), t.id),
    index('clients_provider_name_idx').on(t.providerId, sql`lower(${t.name})`, t.id),
  ],
)

export const providerClients = pgTable(
  'provider_clients',
  {
    id: id(),
    providerId: providerRef(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_clients_provider_client_key').on(t.providerId, t.clientId),
    index('provider_clients_provider_created_idx').on(
      t.providerId,
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // One relation per client record, since the record has one owner.
    uniqueIndex('provider_clients_client_key').on(t.clientId),
  ],
)

export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    providerId: providerRef(),
    entityType: text('entity_type', { enum: ['PRODUCTS', 'CLIENTS'] }).notNull(),
    fieldLabel: text('field_label').notNull(),
    fieldType: text('field_type', {
      enum: ['TEXT', 'NUMBER', 'DATE', 'BOOLEAN', 'SELECT'],
    }).notNull(),
    fieldOptions: text('field_options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('custom_fields_provider_idx').on(t.providerId, t.entityType)],
)

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 1001 }),
    providerId: providerRef(),
    transactionType: text('transaction_type', {
      enum: ['ORDER', 'IN', 'OUT', 'ADJUST', 'TRANSFER'],
    }).notNull(),
    clientId: uuid('client_id').references(() => clients.id),
    // The customer as it was when the order was placed: renaming a client never rewrites history.
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    clientAddress: text('client_address'),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id),
    // A TRANSFER moves its lines from location_id to this location; every other type has none.
    toLocationId: uuid('to_location_id').references(() => locations.id),
    cancelled: boolean('cancelled').notNull().default(false),
    fulfilled: boolean('fulfilled').notNull().default(false),
    // Who placed it: a member of the provider, or the client through the portal (only such an
    // order is news to the provider, who gets an e-mail about it).
    origin: text('origin', { enum: ['provider', 'client'] })
      .notNull()
      .default('provider'),
    // The member who made it; null for the portal's orders and those made before it was kept.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    // The API key it was made with (its creator stays null: no person made it).
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    // What its lines add up to (quantity × price), kept by a trigger on line_items (migration
    // 0016) so that lists and the dashboard read one column instead of summing lines per order.
    total: numeric('total', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_provider_created_idx').on(
      t.providerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Ends with cancelled and total, which order nothing (id is unique) but let a day's sales be
    // summed from the index alone: the dashboard's part days (migration 0017).
    index('orders_provider_type_created_total_idx').on(
      t.providerId,
      t.transactionType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.cancelled,
      t.total,
    ),
    index('orders_provider_location_created_idx').on(
      t.providerId,
      t.locationId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('orders_provider_client_created_idx').on(
      t.providerId,
      t.clientId,
      t.createdAt.desc().nullsFirst(),
    ),
    index('orders_client_created_idx').on(t.clientId, t.createdAt.desc().nullsFirst()),
    index('orders_inbox_idx')
      .on(t.providerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.transactionType} = 'ORDER' and not ${t.cancelled} and not ${t.fulfilled}`),
    index('orders_provider_to_location_created_idx')
      .on(t.providerId, t.toLocationId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.toLocationId} is not null`),
    index('orders_provider_created_by_idx')
      .on(t.providerId, t.createdBy, t.createdAt.desc().nullsFirst())
      .where(sql`${t.createdBy} is not null`),
    check('orders_origin', sql`${t.origin} in ('provider', 'client')`),
    check(
      'orders_transfer_has_two_locations',
      sql`(${t.transactionType} = 'TRANSFER') = (${t.toLocationId} is not null)
        and ${t.toLocationId} is distinct from ${t.locationId}`,
    ),
  ],
)

export const lineItems = pgTable(
  'line_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerId: providerRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    // With the amounts in the key, an order's total is read from the index alone: the inbox and
    // the Orders screen sum every listed order's lines without visiting the table.
    index('line_items_order_idx').on(t.orderId, t.quantity, t.price),
    index('line_items_provider_product_order_idx').on(t.providerId, t.productId, t.orderId.desc()),
  ],
)

export const stockLevels = pgTable(
  'stock_levels',
  {
    providerId: providerRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.locationId] }),
    index('stock_levels_provider_idx').on(t.providerId),
    // The stock grid reads every location's quantity of a page of products: from this index alone
    // (an index-only scan) instead of one heap page per stock row, 1,000 of them for a page of 50
    // products at 20 locations (such a page read 2,221 buffers before, 322 with the count of
    // inventory/service.ts). A stock change then writes index entries instead of a HOT update:
    // five stock updates in a transaction ran 21 % slower, a few per cent of an order's work.
    index('stock_levels_product_location_quantity_idx').on(t.productId, t.locationId, t.quantity),
    // Far inside what the column holds, so that sums over every location of a product stay exact
    // and no sequence of orders can wrap a stock figure around.
    check(
      'stock_levels_quantity_range',
      sql`${t.quantity} between ${sql.raw(String(-MAX_STOCK))} and ${sql.raw(String(MAX_STOCK))}`,
    ),
  ],
)

// A product's stock goal: when on-hand at the location (or, with no location, over every active
// location) is at or below `min`, the low-stock list suggests ordering up to `max`. One rule per
// product and location, the total counting as one "location".
export const reorderRules = pgTable(
  'reorder_rules',
  {
    id: id(),
    providerId: providerRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reorder_rules_product_location_idx')
      .on(t.productId, t.locationId)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex('reorder_rules_product_total_idx')
      .on(t.productId)
      .where(sql`${t.locationId} is null`),
    index('reorder_rules_provider_idx').on(t.providerId),
    check('reorder_rules_min_below_max', sql`0 <= ${t.min} and ${t.min} < ${t.max}`),
  ],
)

// What each provider wants to be told, one row per provider (a trigger of migration 0008 adds it
// with the provider). `last_digest_on` is the provider's local date of the last low-stock digest
// run: claiming a day by moving it forward is what makes the digest go out once, however many
// instances look at the same moment.
export const notificationSettings = pgTable(
  'notification_settings',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clientOrderEmails: boolean('client_order_emails').notNull().default(true),
    newOrderEmail: boolean('new_order_email').notNull().default(true),
    lowStockDigest: boolean('low_stock_digest').notNull().default(true),
    digestHour: integer('digest_hour').notNull().default(8),
    timeZone: text('time_zone').notNull().default('UTC'),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    lastDigestOn: date('last_digest_on', { mode: 'string' }),
  },
  (t) => [
    check('notification_settings_digest_hour', sql`${t.digestHour} between 0 and 23`),
    check('notification_settings_language', sql`${t.language} in ('en', 'es')`),
  ],
)

// The transactional outbox: one row per e-mail to send, written in the same transaction as the
// change it tells of (triggers of migration 0008 on orders; the digest's claim). The sender
// claims due rows by moving next_attempt_at past a lease, and marks a row sent only once the
// mail server accepted the message.
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: providerRef(),
    kind: text('kind', {
      enum: [
        'order_received',
        'order_fulfilled',
        'order_cancelled',
        'new_order',
        'low_stock_digest',
      ],
    }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, {
      onDelete: 'cascade',
    }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: ['pending', 'sent', 'dropped', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Why the last attempt failed, or why the row was dropped (the option is off, unsubscribed).
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('notifications_provider_created_idx').on(t.providerId, t.createdAt.desc().nullsFirst()),
    index('notifications_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
)

// Clients who asked for no more order e-mails from a provider (the one-click link in each one).
export const notificationUnsubscribes = pgTable(
  'notification_unsubscribes',
  {
    providerId: providerRef(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.clientId] })],
)

// What was sold (lines of ORDERs not cancelled), summed per product and per client for each
// calendar month and year (UTC), so that the assistant answers a year of a large shop from one
// row per product instead of its million lines. Written only by the triggers of migration 0006,
// in the same transaction as every write of orders or lines; `server/db/sales-rollup.ts`
// recomputes it from the ledger. `lines` counts the lines summed: a key is part of a period when
// it has any, as in a sum over the ledger (a line's amount can be 0).
export const salesRollup = pgTable(
  'sales_rollup',
  {
    providerId: providerRef(),
    dimension: text('dimension', { enum: ['product', 'client'] }).notNull(),
    period: text('period', { enum: ['month', 'year'] }).notNull(),
    starts: date('starts', { mode: 'string' }).notNull(),
    key: uuid('key').notNull(),
    revenue: numeric('revenue').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
    lines: bigint('lines', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.dimension, t.period, t.starts, t.key] }),
    // A period's best sellers in rank order: the dashboard's and the assistant's top N read the
    // first rows of it instead of sorting every product sold in the month (55,000 on the large
    // tenant: 68 ms with a sort spilled to disk).
    index('sales_rollup_ranking_idx')
      .on(
        t.providerId,
        t.dimension,
        t.period,
        t.starts,
        t.revenue.desc().nullsFirst(),
        t.units.desc().nullsFirst(),
      )
      .where(sql`${t.lines} > 0`),
  ],
)

// What was sold each day (UTC): ORDERs not cancelled and what their lines sold, per provider, so
// the dashboard reads twelve weeks of a large shop from 84 rows instead of 300,000 lines. Written
// only by the triggers of migration 0014, in the same transaction as every write of orders or
// lines; `server/db/sales-daily.ts` recomputes it from the ledger.
export const salesDaily = pgTable(
  'sales_daily',
  {
    providerId: providerRef(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    revenue: numeric('revenue').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.day] })],
)

// Idempotency-Keys of creating requests, scoped to who sent them (`provider:{id}` for a member's
// token, `client:{id}` for a portal link), with a fingerprint of the request: a repeat answers the
// record it created, another request under the same key answers 409, another sender's key nothing.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    resourceId: text('resource_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)

export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  providerId: uuid('provider_id').references(() => providers.id, { onDelete: 'set null' }),
  type: text('type').notNull(),
  createdAt: createdAt(),
})

// Rate-limit counters that every instance on one PostgreSQL shares (server/http/rate-limit-store.ts),
// one row per limit and key, counting from the start of its window. The migration makes the table
// UNLOGGED: a crash of the database may empty it, which only restarts some windows.
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

// Outgoing webhooks (issue #25): a business's endpoints and the events each wants. The signing
// secret is kept as it is, since every delivery is signed with it; it is shown once.
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: id(),
    providerId: providerRef(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    // Failed attempts in a row, over all its deliveries; reaching the limit disables it.
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_subscriptions_provider_idx').on(t.providerId)],
)

// The transactional outbox of webhooks: an event is written by triggers (migration 0013) in the
// transaction of the change it tells of, with what it says as it was then, and only when an
// enabled subscription of the provider wants it; each subscription gets a delivery row.
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: providerRef(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_provider_created_idx').on(t.providerId, t.createdAt)],
)

// One event to one endpoint, and how its last attempt went (the delivery log). The worker claims
// due rows with FOR UPDATE SKIP LOCKED by moving next_attempt_at past a lease.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: providerRef(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'delivered', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastResponse: text('last_response'),
    lastError: text('last_error'),
    lastDurationMs: integer('last_duration_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_subscription_idx').on(
      t.subscriptionId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('webhook_deliveries_event_idx').on(t.eventId),
    check(
      'webhook_deliveries_state',
      sql`${t.state} in ('pending', 'delivered', 'failed', 'skipped')`,
    ),
  ],
)
