// Invitations to join a provider (issue #19): a single-use link, mailed to the address, valid
// for INVITATION_TTL_DAYS, that the holder signs up or signs in with and joins. Only its hash
// is stored. Joining needs the invited address: a forwarded link does not let another account in.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { MemberRole, Plan } from '../../../common/constants'
import {
  INVITATION_TTL_DAYS,
  teamMessages as m,
  type InvitationPreview,
  type InviteBody,
  type Member,
} from '../../../common/team'
import { providersOf, type Memberships } from '../../auth/memberships'
import { hashToken, randomToken } from '../../auth/tokens'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { memberInvitations, providerMembers, providers, users } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../http/errors'
import { createOnce, type Idempotency } from '../../http/idempotency'
import { pendingMember, type Actor } from './service'

const DAY_MS = 86_400_000

const invalid = () => notFound(m.invitationInvalid)

const sameAddress = (column: typeof users.email | typeof memberInvitations.email, email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`

export interface Invited {
  member: Member
  /** The link's token, for the e-mail; undefined when the request was a replay. */
  token: string | undefined
}

/**
 * Invites an address, or sends a fresh link to one already invited (the old link stops working).
 * A repeated Idempotency-Key answers the first invitation and sends nothing more.
 */
export async function invite(
  db: Db,
  providerId: string,
  actor: Actor,
  body: InviteBody,
  idempotency: Idempotency | undefined,
): Promise<Invited> {
  if (body.role === 'owner' && actor.role !== 'owner') throw forbidden(m.managerAndOwners)
  let token: string | undefined
  const { id } = await createOnce(db, idempotency, async (tx) => {
    const [member] = await tx
      .select({ userId: providerMembers.userId })
      .from(providerMembers)
      .innerJoin(users, eq(users.id, providerMembers.userId))
      .where(and(eq(providerMembers.providerId, providerId), sameAddress(users.email, body.email)))
    if (member) throw conflict('already_member', m.alreadyMember)
    token = randomToken()
    const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS)
    // One pending invitation per address: inviting it again gives it a new link and role.
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into ${memberInvitations} (provider_id, email, role, token_hash, invited_by, expires_at)
        values (${providerId}, ${body.email}, ${body.role}, ${hashToken(token)}, ${actor.userId}, ${expiresAt.toISOString()}::timestamptz)
        on conflict (provider_id, lower(email)) where accepted_at is null
        do update set role = excluded.role, token_hash = excluded.token_hash,
          invited_by = excluded.invited_by, expires_at = excluded.expires_at, created_at = now()
        returning id`,
    )
    return row!.id
  })
  const [row] = await db.select().from(memberInvitations).where(eq(memberInvitations.id, id))
  if (!row) throw invalid()
  return { member: pendingMember(row), token }
}

const live = (token: string) =>
  and(
    eq(memberInvitations.tokenHash, hashToken(token)),
    isNull(memberInvitations.acceptedAt),
    gt(memberInvitations.expiresAt, new Date()),
  )

export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const [row] = await db
    .select({
      providerId: providers.id,
      providerName: providers.name,
      email: memberInvitations.email,
      role: memberInvitations.role,
      expiresAt: memberInvitations.expiresAt,
      accountExists: sql<boolean>`exists (select 1 from ${users} where lower(${users.email}) = lower(${memberInvitations.email}))`,
    })
    .from(memberInvitations)
    .innerJoin(providers, eq(providers.id, memberInvitations.providerId))
    .where(live(token))
  if (!row) throw invalid()
  return {
    invitation: {
      provider: { id: row.providerId, name: row.providerName },
      email: row.email,
      role: row.role,
      expires_at: row.expiresAt.toISOString(),
      account_exists: row.accountExists,
    },
  }
}

export interface Joined {
  provider: { id: string; name: string; plan: Plan }
  role: MemberRole
}

/**
 * Spends the invitation and makes the user a member, inside the caller's transaction. Someone
 * who is already a member keeps the role they have.
 */
export async function joinWithInvitation(
  tx: Db,
  memberships: Memberships,
  token: string,
  user: { id: string; email: string },
): Promise<Joined> {
  const [invitation] = await tx.select().from(memberInvitations).where(live(token)).for('update')
  if (!invitation) throw invalid()
  if (invitation.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
    throw forbidden(m.invitationOtherEmail)
  }
  await tx
    .update(memberInvitations)
    .set({ acceptedAt: new Date() })
    .where(eq(memberInvitations.id, invitation.id))
  await tx
    .insert(providerMembers)
    .values({
      providerId: invitation.providerId,
      userId: user.id,
      role: invitation.role,
      invitedAt: invitation.createdAt,
    })
    .onConflictDoNothing()
  await memberships.changed(tx, invitation.providerId, user.id)
  const [joined] = await providersOf(tx, user.id, invitation.providerId)
  return joined!
}

export async function acceptInvitation(
  db: Db,
  memberships: Memberships,
  token: string,
  userId: string,
): Promise<Joined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
    if (!user) throw invalid()
    return joinWithInvitation(tx, memberships, token, user)
  })
}
