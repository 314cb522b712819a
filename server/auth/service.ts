// Sign-up, sign-in, refresh-token rotation, sign-out and password reset.
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import {
  REFRESH_TOKEN_TTL_DAYS,
  RESET_TOKEN_TTL_MINUTES,
  type MemberRole,
  type Plan,
} from '../../common/constants'
import type { Session, SignupBody } from '../../common/auth'
import { messages } from '../../common/messages'
import type { Db } from '../db/client'
import { passwordResetTokens, providerMembers, providers, refreshTokens, users } from '../db/schema'
import { AppError, conflict, unauthorized } from '../http/errors'
import { hashPassword, verifyPassword } from './passwords'
import { hashToken, randomToken, type AccessTokens } from './tokens'

export interface AuthDeps {
  db: Db
  tokens: AccessTokens
}

const DAY_MS = 86_400_000
const lowerEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', messages.auth.invalidCredentials)
const invalidRefresh = () => unauthorized(messages.auth.sessionExpired, 'invalid_refresh_token')
const invalidReset = () => new AppError(400, 'invalid_reset_token', messages.auth.resetLinkInvalid)

async function providersOf(db: Db, userId: string) {
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      plan: providers.plan,
      role: providerMembers.role,
    })
    .from(providerMembers)
    .innerJoin(providers, eq(providers.id, providerMembers.providerId))
    .where(eq(providerMembers.userId, userId))
    .orderBy(providerMembers.createdAt)
  return rows.map(({ role, ...provider }) => ({
    provider: provider as { id: string; name: string; plan: Plan },
    role: role as MemberRole,
  }))
}

async function issueRefreshToken(db: Db, userId: string, familyId: string) {
  const token = randomToken()
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  })
  return token
}

async function sessionFor(
  { db, tokens }: AuthDeps,
  user: { id: string; email: string },
  familyId: string = randomUUID(),
): Promise<Session> {
  const [access, refreshToken, memberships] = await Promise.all([
    tokens.sign(user.id),
    issueRefreshToken(db, user.id, familyId),
    providersOf(db, user.id),
  ])
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    expires_in: access.expiresAt - Math.floor(Date.now() / 1000),
    expires_at: access.expiresAt,
    token_type: 'bearer',
    user: { id: user.id, email: user.email, providers: memberships },
  }
}

export async function signup(deps: AuthDeps, body: SignupBody): Promise<Session> {
  const email = body.email.trim()
  const passwordHash = await hashPassword(body.password)
  const user = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email })
    if (!created) throw conflict('email_taken', messages.auth.emailTaken)
    const businessName = body.name?.trim() || email.split('@')[0] || email
    const [provider] = await tx
      .insert(providers)
      .values({ name: businessName, email })
      .returning({ id: providers.id })
    await tx
      .insert(providerMembers)
      .values({ providerId: provider!.id, userId: created.id, role: 'owner' })
    return created
  })
  return sessionFor(deps, user)
}

export async function login(deps: AuthDeps, email: string, password: string): Promise<Session> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(lowerEmail(email.trim()))
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw invalidCredentials()
  return sessionFor(deps, user)
}

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it leaked (or was
 * replayed): the whole family is revoked and the holder must sign in again.
 */
export async function refresh(deps: AuthDeps, token: string): Promise<Session> {
  const tokenHash = hashToken(token)
  const rotated = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    return current
  })
  if (!rotated) {
    await revokeFamilyOf(deps.db, tokenHash)
    throw invalidRefresh()
  }
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, rotated.userId))
  if (!user) throw invalidRefresh()
  return sessionFor(deps, user, rotated.familyId)
}

async function revokeFamilyOf(db: Db, tokenHash: string) {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
  if (!known) return
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)))
}

export async function logout(db: Db, token: string): Promise<void> {
  await revokeFamilyOf(db, hashToken(token))
}

/** Creates a single-use reset token for the email, or null when no account has it. */
export async function createResetToken(db: Db, email: string): Promise<string | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(lowerEmail(email.trim()))
  if (!user) return null
  const token = randomToken()
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  })
  return token
}

/**
 * Sets a new password with a reset token. The token is spent, and every session of the user is
 * revoked, since a reset usually means the old password can no longer be trusted.
 */
export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password)
  const user = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId })
    if (!spent) throw invalidReset()
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, spent.userId), isNull(refreshTokens.revokedAt)))
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email })
    return updated!
  })
  return sessionFor(deps, user)
}
