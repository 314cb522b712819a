// /api/provider/{provider_id}/notifications (the settings) and /api/unsubscribe/{client_id}/{token}
// (the link in every client e-mail: GET asks, POST unsubscribes — also RFC 8058's one-click POST
// that mail programs send, whatever its body).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messages } from '../../../common/messages'
import { NotificationSettingsUpdate, NotificationsEnvelope } from '../../../common/notifications'
import { ProviderParams } from '../../../common/schemas'
import { loadJwtSecret } from '../../auth/tokens'
import { notFound } from '../../http/errors'
import { getSettings, updateSettings } from './settings'
import { unsubscribePage } from './templates'
import { findSubscription, isUnsubscribed, unsubscribe } from './unsubscribe'

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications']

  app.get(
    '/notifications',
    { schema: { tags, params: ProviderParams, response: { 200: NotificationsEnvelope } } },
    async ({ params }) => ({ notifications: await getSettings(app.db, params.providerId) }),
  )

  app.put(
    '/notifications',
    {
      config: { permission: 'manage_business' },
      schema: {
        tags,
        params: ProviderParams,
        body: NotificationSettingsUpdate,
        response: { 200: NotificationsEnvelope },
      },
    },
    async ({ params, body }) => ({
      notifications: await updateSettings(app.db, params.providerId, body),
    }),
  )
}

const UnsubscribeParams = z.object({
  clientId: z.uuid({ error: messages.notifications.unsubscribeLinkInvalid }),
  token: z.string().regex(/^[\w-]{43}$/, { error: messages.notifications.unsubscribeLinkInvalid }),
})

export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications']
  const secret = await loadJwtSecret(app.db, app.config.JWT_SECRET)
  const config = { rateLimit: { max: 60, timeWindow: '1 minute' } }
  // What a one-click POST carries (List-Unsubscribe=One-Click, as a form or as multipart) says
  // nothing the link does not: it is read and set aside, whatever its type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  )

  const subscriptionOf = async (params: z.infer<typeof UnsubscribeParams>) => {
    const found = await findSubscription(app.db, secret, params.clientId, params.token)
    if (!found) throw notFound(messages.notifications.unsubscribeLinkInvalid)
    return found
  }

  app.get(
    '/unsubscribe/:clientId/:token',
    { config, schema: { tags, params: UnsubscribeParams } },
    async ({ params }, reply) => {
      const found = await subscriptionOf(params)
      const done = await isUnsubscribed(app.db, found.providerId, params.clientId)
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(found.language, found.providerName, done))
    },
  )

  app.post(
    '/unsubscribe/:clientId/:token',
    { config, schema: { tags, params: UnsubscribeParams } },
    async ({ params }, reply) => {
      const found = await subscriptionOf(params)
      await unsubscribe(app.db, found.providerId, params.clientId)
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(found.language, found.providerName, true))
    },
  )
}
