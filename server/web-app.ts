// Serves the built web app: hashed assets, the landing page at "/" and index.html for every
// other app route. The build ships each text file with .br and .gz siblings (vite.config.ts),
// so nothing is compressed per request.
import { existsSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Serves the single-page app; any non-API GET that is not a file gets an HTML document. */
export async function registerWebApp(app: FastifyInstance, webDir: string) {
  if (!existsSync(resolve(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'web app not built: run `npm run build` to serve it')
    return
  }
  // "/" has a document of its own that needs neither the router nor the data layer
  // (web/landing.tsx); an older build without it still works, as the app has a route for "/".
  const landing = existsSync(resolve(webDir, 'landing.html')) ? 'landing.html' : 'index.html'
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // Picks the .br or .gz sibling the client accepts (else the plain file) and answers with
    // `vary: accept-encoding`, also for the documents sent through reply.sendFile below.
    preCompressed: true,
    // Vite puts a content hash in every file name under assets/, so those never change.
    setHeaders: (response, path) => {
      if (path.includes(`${sep}assets${sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable')
      }
    },
  })
  // A catch-all route rather than a second not-found handler: the error handler already owns
  // that (http/error-handler.ts), and Fastify allows one per prefix.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (path.startsWith('/api/') || path === '/api') return reply.callNotFound()
    return reply
      .header('cache-control', 'no-cache')
      .sendFile(path === '/' ? landing : 'index.html', { cacheControl: false })
  })
}
