// A business's API keys: created with a random secret whose SHA-256 alone is kept, listed with
// their last use, revoked (kept, refused from then on). Authentication is server/auth/api-keys.ts.
import { and, desc, eq, sql } from 'drizzle-orm'
import { apiKeyMessages, type ApiKey, type ApiKeyCreate } from '../../../common/api-keys'
import type { MemberRole } from '../../../common/constants'
import { assignableRoles } from '../../../common/permissions'
import { newApiKeySecret } from '../../auth/api-keys'
import type { Db } from '../../db/client'
import { apiKeys, users } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'

const iso = (date: Date | null) => date?.toISOString() ?? null

async function listRows(db: Db, providerId: string, keyId?: string): Promise<ApiKey[]> {
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      role: apiKeys.role,
      lastFour: apiKeys.lastFour,
      createdAt: apiKeys.createdAt,
      createdById: users.id,
      createdByEmail: users.email,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.providerId, providerId), keyId ? eq(apiKeys.id, keyId) : undefined))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    last_four: row.lastFour,
    created_at: row.createdAt.toISOString(),
    created_by:
      row.createdById && row.createdByEmail
        ? { id: row.createdById, email: row.createdByEmail }
        : null,
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt),
    last_used_at: iso(row.lastUsedAt),
  }))
}

/** Every key of the provider, newest first, revoked ones too. */
export const listApiKeys = (db: Db, providerId: string) => listRows(db, providerId)

export async function getApiKey(db: Db, providerId: string, keyId: string): Promise<ApiKey> {
  const [key] = await listRows(db, providerId, keyId)
  if (!key) throw notFound(apiKeyMessages.notFound)
  return key
}

/** Creates a key with a role no higher than its creator's; answers its id and its secret. */
export async function createApiKey(
  tx: Db,
  providerId: string,
  creator: { userId: string; role: MemberRole },
  body: ApiKeyCreate,
) {
  if (!assignableRoles(creator.role).includes(body.role)) {
    throw badRequest('validation_failed', apiKeyMessages.roleAboveYours, {
      role: apiKeyMessages.roleAboveYours,
    })
  }
  const { secret, hash, lastFour } = newApiKeySecret()
  const [row] = await tx
    .insert(apiKeys)
    .values({
      providerId,
      name: body.name,
      role: body.role,
      secretHash: hash,
      lastFour,
      createdBy: creator.userId,
      expiresAt: body.expires_at ? new Date(body.expires_at) : null,
    })
    .returning({ id: apiKeys.id })
  return { id: row!.id, secret }
}

/** Revokes the key (a second revoke keeps the first time); 404 for another provider's key. */
export async function revokeApiKey(db: Db, providerId: string, keyId: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.providerId, providerId), eq(apiKeys.id, keyId)))
    .returning({ id: apiKeys.id })
  if (!row) throw notFound(apiKeyMessages.notFound)
}
