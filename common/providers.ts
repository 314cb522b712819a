// The provider (the seller's business) as the API returns it.
import { z } from 'zod'
import { PLANS } from './constants'

export const Provider = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  plan: z.enum(PLANS),
})
export type Provider = z.infer<typeof Provider>

export const ProviderEnvelope = z.object({ provider: Provider })
