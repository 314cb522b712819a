// Replicas of a deployment start together on an empty PostgreSQL database: the migrations run
// once, every instance comes up, and all of them sign with the one secret they generated.
// PostgreSQL only: PGlite has one process and one writer, so it has no such race.
import { afterAll, describe, expect, it } from 'vitest'
import { createEmptyPostgresDatabase } from '../test/test-database'
import { startServer, type ServerProcess } from '../reliability/server-process'

const INSTANCES = 4

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('instances starting together', () => {
  const servers: ServerProcess[] = []
  let destroyDatabase: (() => Promise<void>) | undefined
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(servers.map((server) => server.exited))
    await destroyDatabase?.()
  })

  it('all come up on an empty database and accept each other’s tokens', async () => {
    const database = await createEmptyPostgresDatabase()
    destroyDatabase = database.destroy
    const started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () => startServer({ DATABASE_URL: database.url })),
    )
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    expect(started.filter((r) => r.status === 'rejected').map((r) => String(r.reason))).toEqual([])

    const signup = await fetch(`${servers[0]!.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'first@example.com', password: 'correct-horse' }),
    })
    expect(signup.status).toBe(201)
    const session = (await signup.json()) as {
      access_token: string
      user: { providers: { provider: { id: string } }[] }
    }
    const providerId = session.user.providers[0]!.provider.id
    const statuses = await Promise.all(
      servers.map(
        async (server) =>
          (
            await fetch(`${server.url}/api/provider/${providerId}`, {
              headers: { authorization: `Bearer ${session.access_token}` },
            })
          ).status,
      ),
    )
    expect(statuses).toEqual(Array(INSTANCES).fill(200))
  }, 240_000)
})
