// Who is calling: the bearer token's user, and for /api/provider/{id}/… their membership and
// whether their role may do what the route does (common/team.ts). Provider routes are registered
// inside providerScope, so no route can forget the check, and a route that writes must name the
// permission it needs or the server does not start.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { MemberRole } from '../../common/constants'
import { messages } from '../../common/messages'
import { can, roleNeededMessage, type Permission } from '../../common/permissions'
import { forbidden, unauthorized } from '../http/errors'
import { isApiKey, requireApiKey } from './api-keys'

declare module 'fastify' {
  interface FastifyRequest {
    userId: string | null
    member: { providerId: string; role: MemberRole } | null
  }
  interface FastifyContextConfig {
    /** What the caller's role must allow; routes that only read need none ('read'). */
    permission?: Permission
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  const match = header && /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1]! : null
}

/** The signed-in user's id; 401 without a valid access token. */
export async function requireUser(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const token = bearerToken(request)
  const userId = token ? await app.tokens.verify(token) : null
  if (!userId) throw unauthorized(messages.http.unauthorized)
  request.userId = userId
  return userId
}

/**
 * 403 unless the signed-in user (or the API key) belongs to the provider with a role that allows
 * `permission`.
 */
export async function requireMember(
  app: FastifyInstance,
  request: FastifyRequest,
  providerId: string,
  permission: Permission = 'read',
) {
  const token = bearerToken(request)
  if (token && isApiKey(token)) return requireApiKey(app, request, token, providerId, permission)
  const userId = await requireUser(app, request)
  if (!UUID.test(providerId)) throw forbidden(messages.auth.notAMember)
  const role = await app.memberships.roleOf(providerId, userId)
  if (!role) throw forbidden(messages.auth.notAMember)
  request.member = { providerId, role }
  if (!can(role, permission)) throw forbidden(roleNeededMessage(permission))
  return request.member
}

const READS = new Set(['GET', 'HEAD'])

export const providerScope =
  (routes: FastifyPluginAsync): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('onRoute', (route) => {
      const writes = [route.method].flat().some((method) => !READS.has(method))
      if (writes && !route.config?.permission) {
        throw new Error(`${String(route.method)} ${route.url} must name the permission it needs`)
      }
    })
    scope.addHook('onRequest', async (request) => {
      const { providerId } = request.params as { providerId: string }
      await requireMember(scope, request, providerId, request.routeOptions.config.permission)
    })
    await scope.register(routes)
  }

export function registerRequestIdentity(app: FastifyInstance) {
  app.decorateRequest('userId', null)
  app.decorateRequest('member', null)
}
