// The provider (the seller's business) as the API returns it.
import { z } from 'zod'
import { PLANS } from './constants'
import { LocaleValue } from './locale-schemas'

export const Provider = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  plan: z.enum(PLANS),
  /** The business's language: its client portal's and its client e-mails'. */
  locale: LocaleValue,
  /** False on a server without billing, where every provider has every feature. */
  plans_enforced: z.boolean(),
})
export type Provider = z.infer<typeof Provider>

export const ProviderEnvelope = z.object({ provider: Provider })

/** GET /api/plans: whether this server sells plans, for pages shown before signing in. */
export const PlansInfo = z.object({ enforced: z.boolean() })
