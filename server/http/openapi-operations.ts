// The name and one-line summary of every operation of the OpenAPI document, keyed by method and
// path as the document writes them. operationIds are what generated clients call their methods,
// so they never change once published; a route missing here fails the lint of `npm run check`.
// Extra statuses are those a route answers beyond what server/http/openapi.ts derives from it.

export interface OperationInfo {
  id: string
  summary: string
  /** Error statuses beyond the derived ones (402 plan limits, 409 conflicts, 413 sizes). */
  errors?: number[]
  /** Said once in the description, after the route's own. */
  note?: string
}

const op = (id: string, summary: string, extra: Omit<OperationInfo, 'id' | 'summary'> = {}) => ({
  id,
  summary,
  ...extra,
})

const P = '/api/provider/{providerId}'

export const OPERATIONS: Record<string, OperationInfo> = {
  'GET /api/health': op('getHealth', 'Whether the server and its database answer'),
  'POST /api/auth/signup': op(
    'signUp',
    'Create an account and its business (or join by invitation)',
    {
      errors: [409],
    },
  ),
  'POST /api/auth/login': op('logIn', 'Sign in with e-mail and password'),
  'POST /api/auth/refresh': op('refreshSession', 'Exchange a refresh token for a new session'),
  'POST /api/auth/logout': op('logOut', 'End the session of a refresh token'),
  'POST /api/auth/send_reset': op('sendPasswordReset', 'Mail a password reset link'),
  'POST /api/auth/reset': op('resetPassword', 'Set a new password with a reset link'),
  'PUT /api/auth/me/locale': op(
    'setUserLocale',
    "Sets the signed-in user's language (en or es), kept with their account",
  ),
  'GET /api/auth/billing': op(
    'getBillingUrl',
    'The Stripe page where the owner subscribes or manages Pro',
  ),
  'GET /api/plans': op('getPlans', 'Whether plans are enforced on this server'),
  'DELETE /api/file': op('deleteFile', 'Delete an uploaded file of one of your businesses'),
  'POST /api/order': op(
    'createOrder',
    'Create an order or a stock movement (In, Out, Adjust, Transfer)',
    {
      errors: [402, 409],
    },
  ),
  'GET /api/client/{clientId}/orders': op('listClientOrders', "The client's orders (portal)"),
  'GET /api/client/{clientId}/order/{orderId}': op(
    'getClientOrder',
    'One order of the client (portal)',
  ),
  'PUT /api/client/{clientId}/order/{orderId}': op(
    'cancelClientOrder',
    'Cancel an order (portal)',
    {
      errors: [409],
    },
  ),
  'GET /api/client/{clientId}/provider_client': op(
    'listClientProviders',
    "The client's provider and its products (portal)",
  ),
  'GET /api/unsubscribe/{clientId}/{token}': op(
    'getUnsubscribe',
    'The page of an unsubscribe link',
  ),
  'POST /api/unsubscribe/{clientId}/{token}': op('unsubscribe', 'Stop order e-mails (one click)'),
  'GET /api/invitation/{token}': op('getInvitation', 'What an invitation link offers'),
  'POST /api/invitation/{token}/accept': op(
    'acceptInvitation',
    'Join the provider with an invitation (signed in with the invited address)',
  ),
  [`GET ${P}`]: op('getProvider', 'The business'),
  [`PUT ${P}/locale`]: op(
    'setProviderLocale',
    "Sets the business's language (en or es): its client portal's and its client e-mails'",
  ),
  [`GET ${P}/locations`]: op('listLocations', 'The locations, by name'),
  [`POST ${P}/location`]: op('createLocation', 'Create a location', { errors: [409] }),
  [`GET ${P}/location/{locationId}`]: op('getLocation', 'One location'),
  [`PUT ${P}/location/{locationId}`]: op(
    'updateLocation',
    'Rename a location, make it active or default',
  ),
  [`GET ${P}/products`]: op('listProducts', 'The products, a page at a time'),
  [`POST ${P}/product`]: op('createProduct', 'Create a product', {
    errors: [402, 409],
    note: 'The spec writes this path with a trailing slash: `POST /api/provider/{providerId}/product/` answers the same.',
  }),
  [`GET ${P}/product/{productId}`]: op('getProduct', 'One product'),
  [`PUT ${P}/product/{productId}`]: op(
    'updateProduct',
    'Change a product (name, price, photo, active, custom fields)',
    {
      errors: [402],
    },
  ),
  [`GET ${P}/product/{productId}/price_changes`]: op(
    'listPriceChanges',
    'Every price the product was given, newest first, and who gave it',
  ),
  [`GET ${P}/provider_clients`]: op('listProviderClients', 'The clients, a page at a time'),
  [`POST ${P}/client`]: op('createClient', 'Create a client', { errors: [409] }),
  [`GET ${P}/client/{clientId}`]: op('getClient', 'One client'),
  [`PUT ${P}/client/{clientId}`]: op('updateClient', 'Change a client', { errors: [409] }),
  [`GET ${P}/provider_client`]: op(
    'getProviderClient',
    "A client's relation (active flag, custom fields)",
  ),
  [`PUT ${P}/provider_client/{relationId}`]: op(
    'updateProviderClient',
    "Turn a client's portal link on or off",
  ),
  [`GET ${P}/metadata/fields`]: op('listCustomFields', 'The custom fields'),
  [`POST ${P}/metadata/fields`]: op('createCustomField', 'Create a custom field', {
    errors: [409],
  }),
  [`PUT ${P}/metadata/fields/{fieldId}`]: op('updateCustomField', 'Change a custom field'),
  [`POST ${P}/file`]: op(
    'uploadFile',
    'Upload a product photo (PNG, JPEG, WebP or GIF, at most 2 MB)',
    {
      errors: [402, 409, 413],
    },
  ),
  [`GET ${P}/orders`]: op('listOrders', 'The orders and stock movements, a page at a time'),
  [`GET ${P}/product/{productId}/orders`]: op('listProductOrders', "A product's recent orders"),
  [`GET ${P}/order/{orderId}`]: op('getOrder', 'One order or stock movement'),
  [`PUT ${P}/order/{orderId}`]: op('updateOrder', 'Fulfil or cancel an order', { errors: [409] }),
  [`GET ${P}/inventory`]: op('getInventory', 'Stock per product and location'),
  [`GET ${P}/export/orders.csv`]: op('exportOrders', 'Orders as CSV'),
  [`GET ${P}/export/order_lines.csv`]: op('exportOrderLines', 'Order lines as CSV'),
  [`GET ${P}/export/transactions.csv`]: op('exportTransactions', 'Stock movements as CSV'),
  [`GET ${P}/export/products.csv`]: op('exportProducts', 'Products as CSV'),
  [`GET ${P}/export/clients.csv`]: op('exportClients', 'Clients as CSV'),
  [`GET ${P}/export/inventory.csv`]: op('exportInventory', 'Stock per product and location as CSV'),
  [`GET ${P}/export/all.zip`]: op('exportAll', 'Every export in one ZIP (owner only)'),
  [`POST ${P}/import/products`]: op(
    'importProducts',
    'Import products from CSV (or check a file)',
    {
      errors: [413],
    },
  ),
  [`POST ${P}/import/clients`]: op('importClients', 'Import clients from CSV (or check a file)', {
    errors: [413],
  }),
  [`POST ${P}/import/stock`]: op('importStock', 'Import a stock count from CSV (or check a file)', {
    errors: [413],
  }),
  [`GET ${P}/reorder_rules`]: op('listReorderRules', 'Reorder rules of the products'),
  [`PUT ${P}/product/{productId}/reorder_rules`]: op(
    'replaceReorderRules',
    "Replace a product's reorder rules",
  ),
  [`GET ${P}/low_stock`]: op('listLowStock', 'What is at or below its reorder minimum'),
  [`POST ${P}/llm-query-2`]: op('askAssistant', 'Ask the assistant a question about your data'),
  [`GET ${P}/notifications`]: op('getNotificationSettings', 'Notification settings'),
  [`PUT ${P}/notifications`]: op('updateNotificationSettings', 'Change notification settings'),
  [`GET ${P}/members`]: op('listMembers', 'Members and pending invitations'),
  [`POST ${P}/member`]: op(
    'inviteMember',
    'Invite someone by e-mail (a single-use link, valid for 7 days)',
    {
      errors: [409],
    },
  ),
  [`PUT ${P}/member/{userId}`]: op('changeMemberRole', "Change a member's role", { errors: [409] }),
  [`DELETE ${P}/member/{userId}`]: op('removeMember', 'Remove a member (or leave)', {
    errors: [409],
  }),
  [`GET ${P}/dashboard`]: op(
    'getDashboard',
    "Today's and this month's figures, with the period before",
  ),
  [`GET ${P}/api_keys`]: op('listApiKeys', 'The API keys, newest first (revoked ones too)'),
  [`POST ${P}/api_keys`]: op(
    'createApiKey',
    'Create an API key (its secret is in this answer only)',
    {
      errors: [409],
    },
  ),
  [`DELETE ${P}/api_keys/{keyId}`]: op(
    'revokeApiKey',
    'Revoke an API key: refused from its next request',
  ),
  [`GET ${P}/webhooks`]: op('listWebhooks', 'The webhooks'),
  [`POST ${P}/webhooks`]: op(
    'createWebhook',
    'Subscribe an endpoint to events (its signing secret is in this answer)',
    {
      errors: [409],
    },
  ),
  [`PUT ${P}/webhooks/{webhookId}`]: op(
    'updateWebhook',
    'Change its URL or events, enable or disable it',
  ),
  [`POST ${P}/webhooks/{webhookId}/rotate_secret`]: op(
    'rotateWebhookSecret',
    'Replace the signing secret',
  ),
  [`DELETE ${P}/webhooks/{webhookId}`]: op(
    'deleteWebhook',
    'Delete a webhook and its delivery log',
  ),
  [`GET ${P}/webhooks/{webhookId}/deliveries`]: op(
    'listWebhookDeliveries',
    'The delivery log, newest first',
  ),
  [`POST ${P}/webhooks/{webhookId}/deliveries/{deliveryId}/resend`]: op(
    'resendWebhookDelivery',
    'Send a delivered or failed event again',
  ),
  [`DELETE ${P}/invitation/{invitationId}`]: op(
    'withdrawInvitation',
    'Withdraw a pending invitation',
  ),
}
