// The team (issue #19): GET …/members, POST …/member (invite), PUT and DELETE …/member/{user_id},
// DELETE …/invitation/{id}; and, outside any provider, GET /api/invitation/{token} and
// POST /api/invitation/{token}/accept for the person who holds the link.
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ProviderSummary } from '../../../common/auth'
import { MEMBER_ROLES } from '../../../common/constants'
import { ProviderParams } from '../../../common/schemas'
import { ROLE_LABELS } from '../../../common/permissions'
import {
  InvitationParams,
  InvitationPreview,
  InvitationTokenParams,
  InviteBody,
  MemberEnvelope,
  MemberParams,
  MembersEnvelope,
  RoleBody,
  INVITATION_TTL_DAYS,
} from '../../../common/team'
import { requireUser } from '../../auth/guard'
import { getProvider } from '../providers/service'
import { IdempotencyHeaders, idempotencyOf, scopeOfProvider } from '../../http/idempotency'
import { acceptInvitation, invite, previewInvitation } from './invitations'
import { changeRole, getMember, listMembers, removeMember, withdrawInvitation } from './service'

const tags = ['team']

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, memberships: app.memberships }
  const actorOf = (request: FastifyRequest) => ({
    userId: request.userId!,
    role: request.member!.role,
  })

  app.get(
    '/members',
    { schema: { tags, params: ProviderParams, response: { 200: MembersEnvelope } } },
    async ({ params }) => ({ members: await listMembers(app.db, params.providerId) }),
  )

  app.post(
    '/member',
    {
      // Each invitation sends an e-mail to an address someone typed.
      config: { permission: 'manage_team', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Invite someone by e-mail (a single-use link, valid for 7 days)',
        params: ProviderParams,
        headers: IdempotencyHeaders,
        body: InviteBody,
        response: { 201: MemberEnvelope },
      },
    },
    async (request, reply) => {
      const { providerId } = request.params
      const { member, token } = await invite(
        app.db,
        providerId,
        actorOf(request),
        request.body,
        idempotencyOf(
          scopeOfProvider(providerId),
          request.headers['idempotency-key'],
          'member',
          request.body,
        ),
      )
      if (token) {
        const provider = (await getProvider(app.db, providerId)).name
        const link = `${app.config.publicUrl}/invite#token=${token}`
        await app.mailer.send({
          to: member.user.email,
          subject: `Join ${provider} on Stockline`,
          text: `You are invited to join ${provider} on Stockline as ${ROLE_LABELS[member.role].toLowerCase()}.\n\nJoin here (the link works once, for ${INVITATION_TTL_DAYS} days):\n${link}\n\nIf you did not expect this, ignore this email.`,
        })
      } else reply.header('idempotent-replayed', 'true')
      return reply.code(201).send({ member })
    },
  )

  app.put(
    '/member/:userId',
    {
      config: { permission: 'manage_team' },
      schema: {
        tags,
        params: MemberParams,
        body: RoleBody,
        response: { 200: MemberEnvelope },
      },
    },
    async (request) => {
      const { providerId, userId } = request.params
      await changeRole(deps, providerId, actorOf(request), userId, request.body.role)
      return { member: await getMember(app.db, providerId, userId) }
    },
  )

  app.delete(
    '/member/:userId',
    // Any member may leave; removing someone else is checked in removeMember (manage_team).
    { config: { permission: 'read' }, schema: { tags, params: MemberParams } },
    async (request, reply) => {
      const { providerId, userId } = request.params
      await removeMember(deps, providerId, actorOf(request), userId)
      return reply.code(204).send()
    },
  )

  app.delete(
    '/invitation/:invitationId',
    { config: { permission: 'manage_team' }, schema: { tags, params: InvitationParams } },
    async (request, reply) => {
      const { providerId, invitationId } = request.params
      await withdrawInvitation(app.db, providerId, actorOf(request), invitationId)
      return reply.code(204).send()
    },
  )
}

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: 60, timeWindow: '1 minute' } }

  app.get(
    '/invitation/:token',
    {
      config,
      schema: {
        tags,
        security: [],
        params: InvitationTokenParams,
        response: { 200: InvitationPreview },
      },
    },
    async ({ params }) => previewInvitation(app.db, params.token),
  )

  app.post(
    '/invitation/:token/accept',
    {
      config,
      schema: {
        tags,
        summary: 'Join the provider with an invitation (signed in with the invited address)',
        params: InvitationTokenParams,
        response: { 200: z.object({ provider: ProviderSummary, role: z.enum(MEMBER_ROLES) }) },
      },
    },
    async (request) => {
      const userId = await requireUser(app, request)
      return acceptInvitation(app.db, app.memberships, request.params.token, userId)
    },
  )
}
