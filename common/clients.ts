// The client contract and the provider-client relation (spec §3, §5, §7).
import { z } from 'zod'
import { PAGE_SIZE } from './constants'
import { Metadata } from './custom-fields'
import { messages } from './messages'
import { PageQuery, Pagination, Search, SortDirection } from './schemas'

const m = messages.client

const Name = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(200, { error: 'A client name must be at most 200 characters.' })
  // PostgreSQL cannot store a NUL character; refuse it here rather than fail in the database.
  .refine((s) => !s.includes('\0'), { error: 'A client name cannot contain a NUL character.' })

const email = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid email address.' }))

const Address = z
  .string()
  .trim()
  .max(500)
  .refine((s) => !s.includes('\0'), { error: 'An address cannot contain a NUL character.' })
  .nullable()
  .optional()

export const Client = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
})
export type Client = z.infer<typeof Client>

export const ClientCreate = z.strictObject({
  name: Name,
  email: email(m.emailRequired),
  address: Address,
  metadata: Metadata.default({}),
})
export type ClientCreate = z.infer<typeof ClientCreate>

export const ClientUpdate = z.strictObject({
  name: Name.optional(),
  email: email(m.emailRequiredOnUpdate).optional(),
  address: Address,
  metadata: Metadata.optional(),
})
export type ClientUpdate = z.infer<typeof ClientUpdate>

export const ProviderClient = z.object({
  id: z.uuid(),
  active: z.boolean(),
  client: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  provider: z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() }),
})
export type ProviderClient = z.infer<typeof ProviderClient>

export const ProviderClientUpdate = z.strictObject({ active: z.boolean() })

export const CLIENT_SORTS = ['created_at', 'name'] as const
export type ClientSort = (typeof CLIENT_SORTS)[number]

export const ProviderClientsQuery = PageQuery(PAGE_SIZE.clients).extend({
  active: z.enum(['true', 'false']).optional(),
  /** Part of the client's name or email. */
  search: Search,
  /** Newest first unless asked otherwise. */
  sort: z.enum(CLIENT_SORTS).default('created_at'),
  direction: SortDirection.optional(),
})
export const ProviderClientQuery = z.object({ client_id: z.uuid() })
export const ClientParams = z.object({ providerId: z.uuid(), clientId: z.uuid() })
export const ProviderClientParams = z.object({ providerId: z.uuid(), relationId: z.uuid() })
export const ClientEnvelope = z.object({ client: Client })
export const ProviderClientsEnvelope = z.object({
  provider_clients: z.array(ProviderClient),
  pagination: Pagination,
})
