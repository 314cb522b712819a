// Security headers on every answer (helmet), and the request id. The helmet middleware is built
// once here: @fastify/helmet builds it anew for every request, which cost about a tenth of a
// small API request's CPU.
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import type { Config } from '../config'

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : []),
        ],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    applyHelmet(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    )
  })
}
