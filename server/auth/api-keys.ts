// Requests made with an API key (`Authorization: Bearer sk_…`): the key acts as its role on its
// own provider only. Every request reads the key's row (one indexed statement that also notes the
// use, at most once a minute), so a revoked or expired key is refused at once by every instance
// without a cache to invalidate. Each key has its own rate limit, counted in the shared store.
import { createHash, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_KEY_PREFIX, apiKeyMessages } from '../../common/api-keys'
import type { MemberRole } from '../../common/constants'
import { messages } from '../../common/messages'
import { can, roleNeededMessage, type Permission } from '../../common/permissions'
import type { Db } from '../db/client'
import { firstRow } from '../db/rows'
import { AppError, forbidden, unauthorized } from '../http/errors'

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request was made with; null for a member's token or no token. */
    apiKey: { id: string } | null
  }
  interface FastifyInstance {
    apiKeyLimit: (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean }>
  }
}

/** What people never do with a key: mint keys and webhooks, change the team. */
const PEOPLE_ONLY: Permission[] = ['manage_team', 'manage_integrations']

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX)

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** A new secret: 32 random bytes, so one SHA-256 is enough to keep it (no slow hash needed). */
export function newApiKeySecret() {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  return { secret, hash: hashApiKey(secret), lastFour: secret.slice(-4) }
}

interface KeyRow {
  id: string
  provider_id: string
  role: MemberRole
}

/** The usable key with this secret (not revoked, not expired), noting its use; null otherwise. */
export async function verifyApiKey(db: Db, secret: string): Promise<KeyRow | null> {
  const row = await firstRow<KeyRow>(
    db,
    sql`with found as (
        select id, provider_id, role, last_used_at from api_keys
        where secret_hash = ${hashApiKey(secret)} and revoked_at is null
          and (expires_at is null or expires_at > now())),
      used as (
        update api_keys set last_used_at = now()
        where id = (select id from found)
          and (last_used_at is null or last_used_at < now() - interval '1 minute'))
      select id, provider_id, role from found`,
  )
  return row ?? null
}

export function registerApiKeyAuth(app: FastifyInstance) {
  app.decorateRequest('apiKey', null)
  app.decorate(
    'apiKeyLimit',
    app.createRateLimit({
      max: app.config.API_KEY_RATE_LIMIT,
      timeWindow: '1 minute',
      keyGenerator: (request) => `api-key|${request.apiKey?.id ?? ''}`,
    }),
  )
}

/**
 * The guard for a request made with an API key: 401 for an unknown, revoked or expired key, 403
 * for another provider (as for a non-member) or a permission its role or a key cannot have, 429
 * past the key's rate limit.
 */
export async function requireApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
  secret: string,
  providerId: string,
  permission: Permission,
) {
  const key = await verifyApiKey(app.db, secret)
  if (!key) throw unauthorized(messages.http.unauthorized)
  request.apiKey = { id: key.id }
  const counted = await app.apiKeyLimit(request)
  if (!counted.isAllowed && counted.isExceeded) {
    throw new AppError(429, 'rate_limited', messages.http.rateLimited)
  }
  if (key.provider_id !== providerId.toLowerCase()) throw forbidden(messages.auth.notAMember)
  request.member = { providerId: key.provider_id, role: key.role }
  if (PEOPLE_ONLY.includes(permission)) throw forbidden(apiKeyMessages.keysCannot)
  if (!can(key.role, permission)) throw forbidden(roleNeededMessage(permission))
  return request.member
}
