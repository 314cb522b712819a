// Sign-up, sign-in, refresh-token rotation, sign-out and password reset.
import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { REFRESH_TOKEN_TTL_DAYS, RESET_TOKEN_TTL_MINUTES } from '../../common/constants'
import type { Session, SignupBody } from '../../common/auth'
import type { Locale } from '../../common/locales'
import { messages } from '../../common/messages'
import type { Db } from '../db/client'
import { passwordResetTokens, providerMembers, providers, refreshTokens, users } from '../db/schema'
import { AppError, conflict, unauthorized } from '../http/errors'
import { joinWithInvitation } from '../features/team/invitations'
import { providersOf, type Memberships } from './memberships'
import { hashPassword, verifyPassword } from './passwords'
import type { SessionRevocations } from './revoked-sessions'
import { hashToken, randomToken, type AccessTokens } from './tokens'

export interface AuthDeps {
  db: Db
  tokens: AccessTokens
  sessions: SessionRevocations
  memberships: Memberships
}

const DAY_MS = 86_400_000
// Two tabs refreshing the same token at once: the second, within this window, gets the pair the
// first got instead of tripping reuse detection (GoTrue's refresh token reuse interval).
const REFRESH_REUSE_WINDOW_MS = 10_000

/**
 * Emails are stored as the contract's email rule allows: ASCII. A typed address with other
 * characters (a Kelvin sign for a K, a dotted capital I) is another mailbox, so it matches no
 * account; only ASCII letters fold case, which never merges two mailboxes.
 */
const sameEmail = (email: string) => {
  const typed = email.trim()
  return /^[\x21-\x7e]+$/.test(typed) ? sql`lower(${users.email}) = lower(${typed})` : sql`false`
}

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', messages.auth.invalidCredentials)
const invalidRefresh = () => unauthorized(messages.auth.sessionExpired, 'invalid_refresh_token')
const invalidReset = () => new AppError(400, 'invalid_reset_token', messages.auth.resetLinkInvalid)

async function issueRefreshToken(
  db: Db,
  userId: string,
  familyId: string,
  token: string,
  issuedAt: number,
) {
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY_MS),
    createdAt: new Date(issuedAt * 1000),
  })
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The session answered for a refresh token: its access token is signed at the token's issue time. */
async function sessionOf(
  { db, tokens }: AuthDeps,
  user: { id: string; email: string },
  grant: { familyId: string; refreshToken: string; issuedAt: number },
): Promise<Session> {
  const [access, memberships, [account]] = await Promise.all([
    tokens.sign(user.id, grant.familyId, grant.issuedAt),
    providersOf(db, user.id),
    db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id)),
  ])
  return {
    access_token: access.token,
    refresh_token: grant.refreshToken,
    expires_in: access.expiresAt - Math.floor(Date.now() / 1000),
    expires_at: access.expiresAt,
    token_type: 'bearer',
    user: {
      id: user.id,
      email: user.email,
      locale: account?.locale ?? null,
      providers: memberships,
    },
  }
}

/** A new sign-in session: a new refresh token family. */
async function sessionFor(deps: AuthDeps, user: { id: string; email: string }) {
  const grant = { familyId: randomUUID(), refreshToken: randomToken(), issuedAt: nowSeconds() }
  await issueRefreshToken(deps.db, user.id, grant.familyId, grant.refreshToken, grant.issuedAt)
  return sessionOf(deps, user, grant)
}

export async function signup(deps: AuthDeps, body: SignupBody): Promise<Session> {
  const email = body.email.trim()
  const passwordHash = await hashPassword(body.password)
  const user = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, locale: body.locale ?? null })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email })
    if (!created) throw conflict('email_taken', messages.auth.emailTaken)
    if (body.invitation) {
      await joinWithInvitation(tx, deps.memberships, body.invitation, created)
      return created
    }
    const businessName = body.name?.trim() || email.split('@')[0] || email
    const [provider] = await tx
      .insert(providers)
      .values({ name: businessName, email, ...(body.locale && { locale: body.locale }) })
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
    .where(sameEmail(email))
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw invalidCredentials()
  return sessionFor(deps, user)
}

/**
 * Rotates a refresh token. Presenting a token that was already rotated means it leaked (or was
 * replayed): the whole family is revoked and the holder must sign in again — unless it was
 * rotated a moment ago (two tabs at once), when the same new pair is answered again.
 */
export async function refresh(deps: AuthDeps, token: string): Promise<Session> {
  const tokenHash = hashToken(token)
  const successor = deps.tokens.successorOf(token)
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
    if (!current) return undefined
    const issuedAt = nowSeconds()
    await issueRefreshToken(tx, current.userId, current.familyId, successor, issuedAt)
    return { ...current, issuedAt }
  })
  const grant = rotated ?? (await recentlyRotated(deps.db, tokenHash, successor))
  if (!grant) {
    await revokeFamilyOf(deps, tokenHash)
    throw invalidRefresh()
  }
  if (grant === 'refused') throw invalidRefresh()
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, grant.userId))
  if (!user) throw invalidRefresh()
  return sessionOf(deps, user, { ...grant, refreshToken: successor })
}

/**
 * The successor of a token rotated within the reuse window, while it is still the session's
 * live token; 'refused' (without ending the session) when it was rotated on in the meantime;
 * undefined when this is a real reuse.
 */
async function recentlyRotated(db: Db, tokenHash: string, successor: string) {
  const [spent] = await db
    .select({ revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
  if (!spent?.revokedAt || Date.now() - spent.revokedAt.getTime() > REFRESH_REUSE_WINDOW_MS) {
    return undefined
  }
  const [next] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      createdAt: refreshTokens.createdAt,
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, hashToken(successor)),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
  if (!next) return 'refused' as const
  return { userId: next.userId, familyId: next.familyId, issuedAt: next.createdAt.getTime() / 1000 }
}

/** Ends the session a refresh token belongs to: its refresh tokens and its access tokens. */
async function revokeFamilyOf({ db, sessions }: AuthDeps, tokenHash: string) {
  const [known] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
  if (!known) return
  await db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, known.familyId), isNull(refreshTokens.revokedAt)))
    await sessions.revoke(tx, [known.familyId])
  })
}

export async function logout(deps: AuthDeps, token: string): Promise<void> {
  await revokeFamilyOf(deps, hashToken(token))
}

/** The account a reset is asked for, by the email as typed; undefined when there is none. */
export async function accountOf(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sameEmail(email))
  return user
}

/** A single-use reset token for the account. */
export async function createResetToken(db: Db, userId: string): Promise<string> {
  const token = randomToken()
  await db.insert(passwordResetTokens).values({
    userId,
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
    // Every session of the user ends: its refresh tokens, and the access tokens still alive.
    const families = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, spent.userId), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId })
    await deps.sessions.revoke(tx, [...new Set(families.map((f) => f.familyId))])
    const [updated] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email })
    return updated!
  })
  return sessionFor(deps, user)
}

/** Keeps the language a user chose for their screens. */
export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<Locale> {
  await db.update(users).set({ locale }).where(eq(users.id, userId))
  return locale
}
