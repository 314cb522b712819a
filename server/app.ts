// Builds the Fastify app: plugins, error handling, routes and the web app. main.ts starts it;
// tests build it the same way against their own database.
import { randomUUID } from 'node:crypto'
import { resolve } from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import multipart from '@fastify/multipart'
import websocket from '@fastify/websocket'
import compress from '@fastify/compress'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { trustedProxies, type Config } from './config'
import type { Database, Db } from './db/client'
import { accessTokens, loadJwtSecret, type AccessTokens } from './auth/tokens'
import { providerScope, registerRequestIdentity } from './auth/guard'
import { registerApiKeyAuth } from './auth/api-keys'
import { memberships, type Memberships } from './auth/memberships'
import { invitationRoutes, teamRoutes } from './features/team/routes'
import { sessionRevocations, type SessionRevocations } from './auth/revoked-sessions'
import { authRoutes } from './auth/routes'
import { registerErrorHandler } from './http/error-handler'
import { registerOpenApi } from './http/openapi'
import { RequestLog } from './http/request-log'
import { rateLimitStore } from './http/rate-limit-store'
import { registerSecurityHeaders } from './http/security-headers'
import { serializerCompiler } from './http/serializer'
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer'
import { billingRoutes, billingWebhookRoutes, plansRoutes } from './features/billing/routes'
import { createStripe } from './features/billing/stripe-billing'
import { plans, type Plans } from './features/billing/plans'
import { healthRoutes } from './features/health/routes'
import { apiKeyRoutes } from './features/api-keys/routes'
import { webhookRoutes } from './features/webhooks/routes'
import { createWebhookWorker, type WebhookWorkerOptions } from './features/webhooks/worker'
import { providerRoutes } from './features/providers/routes'
import { locationRoutes } from './features/locations/routes'
import { productRoutes } from './features/products/routes'
import { clientRoutes } from './features/clients/routes'
import { customFieldRoutes } from './features/custom-fields/routes'
import { createStorage, type Storage } from './features/files/storage'
import { fileDeleteRoutes, localFileRoutes, uploadRoutes } from './features/files/routes'
import { orderCreateRoutes, orderRoutes } from './features/orders/routes'
import { inventoryRoutes } from './features/inventory/routes'
import { exportRoutes } from './features/exports/routes'
import { importRoutes } from './features/imports/routes'
import { reorderRoutes } from './features/reorder/routes'
import { dashboardRoutes } from './features/dashboard/routes'
import { createRealtimeHub } from './features/realtime/hub'
import { realtimeRoutes } from './features/realtime/routes'
import { clientPortalRoutes } from './features/client-portal/routes'
import { assistantRoutes } from './features/assistant/routes'
import { notificationRoutes, unsubscribeRoutes } from './features/notifications/routes'
import { createNotifier, type SenderOptions } from './features/notifications/sender'
import { scheduleHousekeeping } from './reliability/housekeeping'
import { registerWebApp } from './web-app'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    db: Db
    tokens: AccessTokens
    sessions: SessionRevocations
    memberships: Memberships
    mailer: Mailer
    storage: Storage
    plans: Plans
  }
}

export interface AppOptions {
  config: Config
  database: Database
  mailer?: Mailer
  storage?: Storage
  logger?: FastifyServerOptions['logger']
  notifications?: SenderOptions
  webhooks?: WebhookWorkerOptions
}

export async function buildApp(options: AppOptions) {
  const { config, database, mailer, storage, logger } = options
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    logController: new RequestLog(),
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID()
    },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // Errors the router raises before any route runs (a malformed URL, an oversized path
    // segment) get the same error body as everything else.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
      return (reply as FastifyReply)
        .code(status)
        .send({ error: { code: 'bad_url', message: 'This address is not valid.' } })
    },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerRequestIdentity(app)

  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  const sessions = sessionRevocations(database)
  await sessions.start()
  app.addHook('onClose', () => sessions.stop())
  app.decorate('sessions', sessions)
  app.decorate(
    'tokens',
    accessTokens(await loadJwtSecret(database.db, config.JWT_SECRET), sessions),
  )
  const members = memberships(database)
  await members.start()
  app.addHook('onClose', () => members.stop())
  app.decorate('memberships', members)
  app.decorate(
    'mailer',
    mailer ??
      (config.SMTP_URL
        ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : outboxMailer(config.DATA_DIR, app.log)),
  )
  app.decorate('storage', storage ?? (await createStorage(config)))
  const stripe = await createStripe(config)
  app.decorate('plans', plans(stripe !== null))

  registerSecurityHeaders(app, config)
  const limits = rateLimitStore(config, database, app.log)
  app.addHook('onClose', () => limits.close())
  await app.register(rateLimit, { global: false, ...limits.options })
  registerApiKeyAuth(app)
  await app.register(multipart, { limits: { fileSize: 2_097_152, files: 1, fields: 10 } })
  await app.register(websocket, { options: { maxPayload: 16_384 } })
  const hub = createRealtimeHub(database, app.log)
  app.addHook('onReady', () => hub.start())
  app.addHook('onClose', () => hub.stop())
  const notifier = await createNotifier(app, options.notifications)
  app.addHook('onReady', () => notifier.start())
  app.addHook('onClose', () => notifier.stop())
  const webhookWorker = createWebhookWorker(app, options.webhooks)
  app.addHook('onReady', () => webhookWorker.start())
  app.addHook('onClose', () => webhookWorker.stop())
  let stopHousekeeping: (() => void) | undefined
  app.addHook('onReady', async () => {
    stopHousekeeping = scheduleHousekeeping(database.db, app.log)
  })
  app.addHook('onClose', async () => stopHousekeeping?.())

  await registerOpenApi(app)

  await app.register(
    async (api) => {
      // JSON answers only (the web app's files are compressed at build time). Cheap settings,
      // as this runs on every request: brotli at quality 1 is both faster and smaller than gzip
      // at level 1 on our lists. No request decompression: no client of ours sends it, and a
      // signed webhook must reach its route byte for byte.
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
        zlibOptions: { level: 1 },
        globalDecompression: false,
      })
      await api.register(healthRoutes)
      await api.register(authRoutes, { prefix: '/auth' })
      await api.register(billingRoutes(stripe), { prefix: '/auth' })
      await api.register(billingWebhookRoutes(stripe))
      await api.register(plansRoutes)
      await api.register(fileDeleteRoutes)
      await api.register(orderCreateRoutes)
      await api.register(realtimeRoutes(hub))
      await api.register(clientPortalRoutes, { prefix: '/client/:clientId' })
      await api.register(unsubscribeRoutes)
      await api.register(invitationRoutes)
      await api.register(
        providerScope(async (provider) => {
          await provider.register(providerRoutes)
          await provider.register(locationRoutes)
          await provider.register(productRoutes)
          await provider.register(clientRoutes)
          await provider.register(customFieldRoutes)
          await provider.register(uploadRoutes)
          await provider.register(orderRoutes)
          await provider.register(inventoryRoutes)
          await provider.register(exportRoutes)
          await provider.register(importRoutes)
          await provider.register(reorderRoutes)
          await provider.register(assistantRoutes)
          await provider.register(notificationRoutes)
          await provider.register(teamRoutes)
          await provider.register(apiKeyRoutes)
          await provider.register(webhookRoutes)
          await provider.register(dashboardRoutes)
        }),
        { prefix: '/provider/:providerId' },
      )
    },
    { prefix: '/api' },
  )
  if (config.STORAGE === 'local') await app.register(localFileRoutes)

  await registerWebApp(app, resolve(config.WEB_DIR))
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
