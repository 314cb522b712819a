// Access tokens are short-lived JWTs; refresh and reset tokens are opaque random strings
// stored only as SHA-256 hashes, so a database leak does not hand out sessions.
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { LRUCache } from 'lru-cache'
import { eq } from 'drizzle-orm'
import { ACCESS_TOKEN_TTL_SECONDS } from '../../common/constants'
import type { Db } from '../db/client'
import { appSettings } from '../db/schema'
import { noRevocations, type SessionRevocations } from './revoked-sessions'

const ISSUER = 'stockline'

export const randomToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface AccessTokens {
  /**
   * An access token of the user's session. The same user, session and issue time (seconds)
   * always sign the same token, so a refresh answered twice answers the same pair.
   */
  sign(
    userId: string,
    sessionId: string,
    issuedAt?: number,
  ): Promise<{ token: string; expiresAt: number }>
  /** The user id of a valid token of a session still open, or null. */
  verify(token: string): Promise<string | null>
  /**
   * The refresh token that replaces this one: derived from it with the secret, so a second
   * refresh of the same token within the reuse window can answer the same new token.
   */
  successorOf(refreshToken: string): string
}

interface Verified {
  userId: string
  sessionId: string
}

export function accessTokens(
  secret: string,
  revocations: SessionRevocations = noRevocations,
): AccessTokens {
  const key = new TextEncoder().encode(secret)
  // A token's text verifies the same way every time until it expires, and checking its HMAC
  // through WebCrypto costs more than the rest of a small request's work (a quarter of a
  // millisecond), so a token already verified is remembered until its expiry. Whether its
  // session was ended since is asked every time.
  const verified = new LRUCache<string, Verified>({ max: 10_000 })
  const check = async (token: string): Promise<Verified | null> => {
    const known = verified.get(token)
    if (known) return known
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'sid'],
      })
      if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null
      if (typeof payload.sid !== 'string') return null
      const found = { userId: payload.sub, sessionId: payload.sid }
      const lifeLeftMs = payload.exp! * 1000 - Date.now()
      if (lifeLeftMs > 0) verified.set(token, found, { ttl: lifeLeftMs })
      return found
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null
      throw error
    }
  }
  return {
    async sign(userId, sessionId, issuedAt = Math.floor(Date.now() / 1000)) {
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS
      const token = await new SignJWT({ typ: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key)
      return { token, expiresAt }
    },
    async verify(token) {
      const found = await check(token)
      return found && !revocations.isRevoked(found.sessionId) ? found.userId : null
    },
    successorOf: (refreshToken) =>
      createHmac('sha256', secret).update(`refresh:${refreshToken}`).digest('base64url'),
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
