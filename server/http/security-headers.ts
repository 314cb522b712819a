// Security headers on every answer (helmet), and the request id. Helmet's headers depend on the
// configuration only (no nonce, nothing read from the request), so its middleware runs once, at
// start, and every answer gets the headers it wrote: running it per request (a chain of a dozen
// middlewares, each validating its header through Node's setHeader) was a tenth of a small API
// request's CPU, and @fastify/helmet even built it anew for every request.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import type { Config } from '../config'

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void

/** The headers a middleware sets when it runs, on a response that records them. */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let done = false
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error))
    done = true
  })
  if (!done) throw new Error('the security headers are not known at start')
  return headers
}

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
  const headers = headersOf(applyHelmet)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    reply.header('x-request-id', request.id)
    done()
  })
}
