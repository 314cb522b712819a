// The location contract (spec §3, §5, §7).
import { z } from 'zod'
import { messages } from './messages'

const m = messages.location

const Name = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, { error: m.nameRequired })
  .max(120, { error: 'A location name must be at most 120 characters.' })

export const Location = z.object({
  id: z.uuid(),
  name: z.string(),
  provider: z.uuid(),
  active: z.boolean(),
  default: z.boolean(),
})
export type Location = z.infer<typeof Location>

export const LocationCreate = z.strictObject({
  name: Name,
  provider: z.uuid().optional(),
  active: z.boolean().default(true),
  default: z.boolean().optional(),
})
export type LocationCreate = z.infer<typeof LocationCreate>

export const LocationUpdate = z.strictObject({
  name: Name.optional(),
  provider: z.uuid().optional(),
  active: z.boolean().optional(),
  default: z.boolean().optional(),
})
export type LocationUpdate = z.infer<typeof LocationUpdate>

export const LocationParams = z.object({ providerId: z.uuid(), locationId: z.uuid() })
export const LocationEnvelope = z.object({ location: Location })
export const LocationsEnvelope = z.object({ locations: z.array(Location) })
