// Members of a provider and their roles (issue #19). Every change that could leave a business
// without an owner runs with the provider's row locked, so two owners demoting each other at
// once cannot both succeed; every change is announced to all instances (memberships.changed).
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { MemberRole } from '../../../common/constants'
import { roleNeededMessage } from '../../../common/permissions'
import { teamMessages as m, type Member } from '../../../common/team'
import type { Memberships } from '../../auth/memberships'
import type { Db } from '../../db/client'
import { memberInvitations, providerMembers, providers, users } from '../../db/schema'
import { conflict, forbidden, notFound } from '../../http/errors'

export interface Actor {
  userId: string
  role: MemberRole
}

export interface TeamDeps {
  db: Db
  memberships: Memberships
}

const memberNotFound = () => notFound(m.memberNotFound)

/** A manager may not touch an owner, nor make anyone one. */
function checkOwnersRule(actor: Actor, ...roles: MemberRole[]) {
  if (actor.role !== 'owner' && roles.includes('owner')) throw forbidden(m.managerAndOwners)
}

export async function listMembers(db: Db, providerId: string): Promise<Member[]> {
  const [joined, pending] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        role: providerMembers.role,
        invitedAt: providerMembers.invitedAt,
        joinedAt: providerMembers.createdAt,
      })
      .from(providerMembers)
      .innerJoin(users, eq(users.id, providerMembers.userId))
      .where(eq(providerMembers.providerId, providerId))
      .orderBy(asc(providerMembers.createdAt), asc(users.id)),
    db
      .select()
      .from(memberInvitations)
      .where(
        and(eq(memberInvitations.providerId, providerId), isNull(memberInvitations.acceptedAt)),
      )
      .orderBy(asc(memberInvitations.createdAt)),
  ])
  return [
    ...joined.map((row) => ({
      user: { id: row.id, email: row.email },
      role: row.role,
      invited_at: row.invitedAt.toISOString(),
      joined_at: row.joinedAt.toISOString(),
      invitation_id: null,
      expires_at: null,
    })),
    ...pending.map(pendingMember),
  ]
}

/** A pending invitation as the members list shows it. */
export function pendingMember(row: typeof memberInvitations.$inferSelect): Member {
  return {
    user: { id: null, email: row.email },
    role: row.role,
    invited_at: row.createdAt.toISOString(),
    joined_at: null,
    invitation_id: row.id,
    expires_at: row.expiresAt.toISOString(),
  }
}

export async function getMember(db: Db, providerId: string, userId: string): Promise<Member> {
  const member = (await listMembers(db, providerId)).find((m) => m.user.id === userId)
  if (!member) throw memberNotFound()
  return member
}

/** Locks the provider's row: changes to its owners wait for each other. */
async function lockProvider(tx: Db, providerId: string) {
  await tx.execute(sql`select 1 from ${providers} where ${providers.id} = ${providerId} for update`)
}

async function roleOfMember(tx: Db, providerId: string, userId: string) {
  const [row] = await tx
    .select({ role: providerMembers.role })
    .from(providerMembers)
    .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, userId)))
  if (!row) throw memberNotFound()
  return row.role
}

async function ownerCount(tx: Db, providerId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(providerMembers)
    .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.role, 'owner')))
  return row!.count
}

export async function changeRole(
  { db, memberships }: TeamDeps,
  providerId: string,
  actor: Actor,
  userId: string,
  role: MemberRole,
) {
  await db.transaction(async (tx) => {
    await lockProvider(tx, providerId)
    const current = await roleOfMember(tx, providerId, userId)
    checkOwnersRule(actor, current, role)
    if (current === role) return
    if (current === 'owner' && (await ownerCount(tx, providerId)) === 1) {
      throw conflict('last_owner', m.lastOwner)
    }
    await tx
      .update(providerMembers)
      .set({ role })
      .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, userId)))
    await memberships.changed(tx, providerId, userId)
  })
}

/** Removes a member; anyone may remove themselves (leave), otherwise it takes manage_team. */
export async function removeMember(
  { db, memberships }: TeamDeps,
  providerId: string,
  actor: Actor,
  userId: string,
) {
  const leaving = actor.userId === userId
  if (!leaving && actor.role !== 'owner' && actor.role !== 'manager') {
    throw forbidden(roleNeededMessage('manage_team'))
  }
  await db.transaction(async (tx) => {
    await lockProvider(tx, providerId)
    const current = await roleOfMember(tx, providerId, userId)
    if (!leaving) checkOwnersRule(actor, current)
    if (current === 'owner' && (await ownerCount(tx, providerId)) === 1) {
      throw conflict('last_owner', m.lastOwner)
    }
    await tx
      .delete(providerMembers)
      .where(and(eq(providerMembers.providerId, providerId), eq(providerMembers.userId, userId)))
    await memberships.changed(tx, providerId, userId)
  })
}

export async function withdrawInvitation(
  db: Db,
  providerId: string,
  actor: Actor,
  invitationId: string,
) {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select({ role: memberInvitations.role })
      .from(memberInvitations)
      .where(
        and(
          eq(memberInvitations.providerId, providerId),
          eq(memberInvitations.id, invitationId),
          isNull(memberInvitations.acceptedAt),
        ),
      )
      .for('update')
    if (!invitation) throw notFound(m.invitationInvalid)
    checkOwnersRule(actor, invitation.role)
    await tx.delete(memberInvitations).where(eq(memberInvitations.id, invitationId))
  })
}
