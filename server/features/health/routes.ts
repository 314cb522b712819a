// GET /api/health: is the server up and can it reach its database.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { z } from 'zod'

const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: Health, 503: Health } } },
    async (request, reply) => {
      const database = app.database.kind
      try {
        await app.db.execute(sql`select 1`)
        return { status: 'ok' as const, database }
      } catch (err) {
        request.log.error({ err }, 'database unreachable')
        return reply.code(503).send({ status: 'unavailable' as const, database })
      }
    },
  )
}
