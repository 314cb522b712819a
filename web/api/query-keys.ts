// Every query key of the app, from this one factory. A query takes its key from here, and a
// change invalidates the keys of the data it changed (see `changed` below), so two screens that
// show the same data can neither cache it under two keys nor miss each other's changes.
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { EntityType } from '../../common/constants'

const locations = {
  all: (providerId: string) => ['locations', providerId] as const,
  list: (providerId: string) => [...locations.all(providerId), 'list'] as const,
  detail: (providerId: string, locationId: string) =>
    [...locations.all(providerId), 'detail', locationId] as const,
}

const products = {
  all: (providerId: string) => ['products', providerId] as const,
  /** `params`: the request's paging and options (get-products.ts). */
  list: (providerId: string, params: object) =>
    [...products.all(providerId), 'list', params] as const,
  detail: (providerId: string, productId: string) =>
    [...products.all(providerId), 'detail', productId] as const,
  /** Who set each of its prices and when: stale with the product, like its detail. */
  priceChanges: (providerId: string, productId: string) =>
    [...products.detail(providerId, productId), 'price-changes'] as const,
}

const clients = {
  all: (providerId: string) => ['clients', providerId] as const,
  list: (providerId: string, params: object) =>
    [...clients.all(providerId), 'list', params] as const,
  detail: (providerId: string, clientId: string) =>
    [...clients.all(providerId), 'detail', clientId] as const,
  /** The provider-client relation, which holds the client's Active flag for this provider. */
  relation: (providerId: string, clientId: string) =>
    [...clients.all(providerId), 'relation', clientId] as const,
}

const customFields = {
  all: (providerId: string) => ['custom-fields', providerId] as const,
  /** Without an entity type: every field of the provider. */
  list: (providerId: string, entityType: EntityType | undefined) =>
    [...customFields.all(providerId), 'list', entityType ?? 'ALL'] as const,
}

const orders = {
  all: (providerId: string) => ['orders', providerId] as const,
  /** Every list of orders: the inbox, orders, transactions and the Recent Orders panels. */
  lists: (providerId: string) => [...orders.all(providerId), 'list'] as const,
  list: (providerId: string, params: object) => [...orders.lists(providerId), params] as const,
  ofProduct: (providerId: string, productId: string) =>
    [...orders.lists(providerId), 'product', productId] as const,
  details: (providerId: string) => [...orders.all(providerId), 'detail'] as const,
  detail: (providerId: string, orderId: number | string) =>
    [...orders.details(providerId), String(orderId)] as const,
}

const inventory = {
  all: (providerId: string) => ['inventory', providerId] as const,
  page: (providerId: string, query: object) => [...inventory.all(providerId), query] as const,
}

const reorder = {
  all: (providerId: string) => ['reorder', providerId] as const,
  /** Without product ids: every rule of the provider. */
  rules: (providerId: string, productIds?: readonly string[]) =>
    [...reorder.all(providerId), 'rules', productIds ?? 'ALL'] as const,
  /** The low-stock list's pages and its count (the navigation's badge). */
  lowStock: (providerId: string) => [...reorder.all(providerId), 'low-stock'] as const,
  lowStockPage: (providerId: string, params: object) =>
    [...reorder.lowStock(providerId), params] as const,
}

const dashboard = {
  detail: (providerId: string) => ['dashboard', providerId] as const,
}

const providers = {
  detail: (providerId: string) => ['providers', providerId] as const,
}

const team = {
  /** The business's members and pending invitations (Team, the Transactions' User filter). */
  members: (providerId: string) => ['team', providerId, 'members'] as const,
  /** What an invitation link offers, read before signing in. */
  invitation: (token: string) => ['team', 'invitation', token] as const,
}

/** The business's API keys and webhooks, with each webhook's delivery log (Integrations). */
const integrations = {
  all: (providerId: string) => ['integrations', providerId] as const,
  apiKeys: (providerId: string) => [...integrations.all(providerId), 'api-keys'] as const,
  webhooks: (providerId: string) => [...integrations.all(providerId), 'webhooks'] as const,
  webhook: (providerId: string, webhookId: string) =>
    [...integrations.webhooks(providerId), webhookId] as const,
  /** `page`: the log's page, from 1. Stale with its webhook. */
  deliveries: (providerId: string, webhookId: string, page: number) =>
    [...integrations.webhook(providerId, webhookId), 'deliveries', page] as const,
}

/** The client portal's reads, keyed by the client link they go through. */
const clientPortal = {
  all: (clientId: string) => ['client-portal', clientId] as const,
  orders: (clientId: string) => [...clientPortal.all(clientId), 'orders'] as const,
  order: (clientId: string, orderId: string) =>
    [...clientPortal.all(clientId), 'order', orderId] as const,
  providers: (clientId: string) => [...clientPortal.all(clientId), 'providers'] as const,
}

export const queryKeys = {
  locations,
  products,
  clients,
  customFields,
  orders,
  inventory,
  reorder,
  dashboard,
  providers,
  team,
  integrations,
  clientPortal,
}

/**
 * What each change of a provider's data makes stale: the keys its mutation invalidates once it
 * succeeded. Some lists show names of other records (an order row its location, an inventory row
 * its product, an order's lines their products), so a change also reaches the screens showing them.
 */
export const changed = {
  locationCreated: (providerId: string) => [locations.all(providerId)],
  /**
   * A rename shows in the orders, which name their location; an inactive location's rules leave
   * the low-stock list and its stock leaves the totals.
   */
  locationUpdated: (providerId: string) => [
    locations.all(providerId),
    orders.all(providerId),
    reorder.all(providerId),
  ],
  /** A new product is a new row of the stock grid. */
  productCreated: (providerId: string) => [products.all(providerId), inventory.all(providerId)],
  /**
   * Name, photo and Active flag show in the stock grid, in orders' lines and in the reorder rules
   * and low-stock list (an inactive product leaves it).
   */
  productUpdated: (providerId: string) => [
    products.all(providerId),
    inventory.all(providerId),
    orders.details(providerId),
    reorder.all(providerId),
    dashboard.detail(providerId),
  ],
  /** Orders keep the customer as placed: a client change stays among the clients. */
  client: (providerId: string) => [clients.all(providerId), dashboard.detail(providerId)],
  customField: (providerId: string) => [customFields.all(providerId)],
  /**
   * An order or a stock movement created, fulfilled or cancelled: lists and stock move, and with
   * the stock what is low.
   */
  order: (providerId: string) => [
    orders.lists(providerId),
    inventory.all(providerId),
    reorder.lowStock(providerId),
    dashboard.detail(providerId),
  ],
  /** A product's rules: its rules, every rule list, and what is low. */
  reorderRules: (providerId: string) => [reorder.all(providerId), dashboard.detail(providerId)],
  /** An invitation sent or withdrawn, a role changed, a member removed. */
  team: (providerId: string) => [team.members(providerId)],
  apiKeys: (providerId: string) => [integrations.apiKeys(providerId)],
  /** A webhook created, changed or deleted, or a delivery sent again: the list and its log. */
  webhooks: (providerId: string) => [integrations.webhooks(providerId)],
}

/** Marks every query under these keys stale; the ones on screen are fetched again at once. */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
