// The API keys contract (issue #25): named keys a business gives its integrations, each acting
// with one role and only on that business. The secret (`sk_…`) is shown once, when it is created.
import { z } from 'zod'
import { MEMBER_ROLES } from './constants'
import { Uuid } from './schemas'

export const API_KEY_PREFIX = 'sk_'
export const API_KEY_NAME_MAX = 80

export const apiKeyMessages = {
  nameRequired: 'A name is required for an API key.',
  roleAboveYours: 'A key cannot have a role above yours.',
  expiryInPast: 'The expiry must be in the future.',
  keysCannot: 'An API key cannot manage the team or the integrations: sign in to do this.',
  notFound: 'This API key does not exist.',
  created: 'The API key has been created.',
  revoked: 'The API key has been revoked.',
} as const

export const ApiKey = z.object({
  id: Uuid,
  name: z.string(),
  role: z.enum(MEMBER_ROLES),
  /** The secret's last four characters, to tell keys apart. */
  last_four: z.string(),
  created_at: z.string(),
  /** The member who created it (null once their account is gone). */
  created_by: z.object({ id: Uuid, email: z.string() }).nullable(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** When a request last used it, to the minute. */
  last_used_at: z.string().nullable(),
})
export type ApiKey = z.infer<typeof ApiKey>

export const ApiKeysEnvelope = z.object({ api_keys: z.array(ApiKey) })

export const ApiKeyCreate = z.strictObject({
  name: z
    .string({ error: apiKeyMessages.nameRequired })
    .trim()
    .min(1, { error: apiKeyMessages.nameRequired })
    .max(API_KEY_NAME_MAX),
  role: z.enum(MEMBER_ROLES, { error: `The role must be one of ${MEMBER_ROLES.join(', ')}.` }),
  /** ISO 8601; null or absent: the key never expires. */
  expires_at: z.iso
    .datetime({ offset: true, error: 'The expiry must be a date and time (ISO 8601).' })
    .nullable()
    .optional()
    .refine((value) => value == null || Date.parse(value) > Date.now(), {
      error: apiKeyMessages.expiryInPast,
    }),
})
export type ApiKeyCreate = z.infer<typeof ApiKeyCreate>

/**
 * The created key and its secret. `secret` is null when an Idempotency-Key replays a creation:
 * only its hash is kept, so it can be shown once only.
 */
export const ApiKeyCreated = z.object({ api_key: ApiKey, secret: z.string().nullable() })
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>

export const ApiKeyEnvelope = z.object({ api_key: ApiKey })

export const ApiKeyParams = z.object({ providerId: Uuid, keyId: Uuid })
