// The team contract (issue #19): the members and invitations routes. What each role may do is in
// permissions.ts.
import { z } from 'zod'
import { MEMBER_ROLES } from './constants'
import { Uuid } from './schemas'

export const teamMessages = {
  lastOwner: 'A business always keeps at least one owner.',
  managerAndOwners: 'Only an owner can invite, change or remove an owner.',
  alreadyMember: 'This person is already a member of the business.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  invitationOtherEmail: 'This invitation was sent to another e-mail address: sign in with it.',
  invited: 'The invitation has been sent.',
  roleChanged: 'The role has been changed.',
  removed: 'The member has been removed.',
  invitationRevoked: 'The invitation has been withdrawn.',
  memberNotFound: 'This person is not a member of the business.',
  emailRequired: 'An e-mail address is required to invite someone.',
  emailInvalid: 'Please enter a valid email address.',
} as const

const Role = z.enum(MEMBER_ROLES, { error: `The role must be one of ${MEMBER_ROLES.join(', ')}.` })

export const Member = z.object({
  /** `id` is null while the invitation is pending and no account has joined. */
  user: z.object({ id: Uuid.nullable(), email: z.string() }),
  role: z.enum(MEMBER_ROLES),
  invited_at: z.string(),
  joined_at: z.string().nullable(),
  /** Set while the invitation is pending: DELETE …/invitation/{id} withdraws it. */
  invitation_id: Uuid.nullable(),
  /** When a pending invitation's link stops working. */
  expires_at: z.string().nullable(),
})
export type Member = z.infer<typeof Member>

export const MembersEnvelope = z.object({ members: z.array(Member) })

export const InviteBody = z.strictObject({
  email: z
    .string({ error: teamMessages.emailRequired })
    .trim()
    .min(1, { error: teamMessages.emailRequired })
    .max(254)
    .pipe(z.email({ error: teamMessages.emailInvalid })),
  role: Role,
})
export type InviteBody = z.infer<typeof InviteBody>

export const RoleBody = z.strictObject({ role: Role })

export const MemberParams = z.object({ providerId: Uuid, userId: Uuid })
export const InvitationParams = z.object({ providerId: Uuid, invitationId: Uuid })
export const MemberEnvelope = z.object({ member: Member })

/** What the holder of an invitation link learns before joining. */
export const InvitationPreview = z.object({
  invitation: z.object({
    provider: z.object({ id: Uuid, name: z.string() }),
    email: z.string(),
    role: z.enum(MEMBER_ROLES),
    expires_at: z.string(),
    /** Whether the invited address already has an account: sign in rather than sign up. */
    account_exists: z.boolean(),
  }),
})
export type InvitationPreview = z.infer<typeof InvitationPreview>

export const InvitationTokenParams = z.object({ token: z.string().min(1).max(200) })

export const INVITATION_TTL_DAYS = 7
