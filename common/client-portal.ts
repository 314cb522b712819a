// The client portal's contract (spec §7 "Client data"): no token, the client id is the capability.
import { z } from 'zod'
import { LocaleValue } from './locale-schemas'
import { ClientOrderSummary } from './orders'
import { Product } from './products'

export const ClientPortalParams = z.object({ clientId: z.uuid() })
export const ClientPortalOrderParams = z.object({
  clientId: z.uuid(),
  orderId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

export const PortalProviderClient = z.object({
  id: z.uuid(),
  active: z.boolean(),
  client: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  provider: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    /** The business's language, the portal's unless the client's browser asks for the other. */
    locale: LocaleValue,
    default_location: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    products: z.array(Product),
  }),
})
export type PortalProviderClient = z.infer<typeof PortalProviderClient>

export const PortalProviderClientsEnvelope = z.object({
  providerClients: z.array(PortalProviderClient),
})
export const ClientOrdersEnvelope = z.object({ orders: z.array(ClientOrderSummary) })
export const ClientOrderChange = z.strictObject({
  cancelled: z.literal(true).optional(),
  fulfilled: z.literal(true).optional(),
})
