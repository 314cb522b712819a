// Access tokens are short-lived JWTs; refresh and reset tokens are opaque random strings
// stored only as SHA-256 hashes, so a database leak does not hand out sessions.
import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { LRUCache } from 'lru-cache'
import { eq } from 'drizzle-orm'
import { ACCESS_TOKEN_TTL_SECONDS } from '../../common/constants'
import type { Db } from '../db/client'
import { appSettings } from '../db/schema'

const ISSUER = 'stockline'

export const randomToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface AccessTokens {
  sign(userId: string): Promise<{ token: string; expiresAt: number }>
  /** The user id of a valid token, or null. */
  verify(token: string): Promise<string | null>
}

export function accessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret)
  // A token's text verifies the same way every time until it expires, and checking its HMAC
  // through WebCrypto costs more than the rest of a small request's work (a quarter of a
  // millisecond), so a token already verified is remembered until its expiry.
  const verified = new LRUCache<string, string>({ max: 10_000 })
  return {
    async sign(userId) {
      const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS
      const token = await new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key)
      return { token, expiresAt }
    },
    async verify(token) {
      const known = verified.get(token)
      if (known) return known
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] })
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null
        const lifeLeftMs = (payload.exp ?? 0) * 1000 - Date.now()
        if (lifeLeftMs > 0) verified.set(token, payload.sub, { ttl: lifeLeftMs })
        return payload.sub
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null
        throw error
      }
    },
  }
}

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in
 * the database, so every instance behind a load balancer signs with the same key.
 */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'))
  if (!row) throw new Error('JWT secret could not be stored')
  return row.value
}
