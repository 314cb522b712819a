// Two instances of the app on one PostgreSQL database count one login limit between them: with
// the database as the store, and with Redis (TEST_REDIS_URL). PGlite is one process and counts in
// memory.
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../app'
import { openDatabase, type Database } from '../db/client'
import { createTestDatabase, type TestDatabase } from '../test/test-database'
import { freshIp, testConfig, uniqueEmail } from '../test/harness'

const LOGINS_PER_ADDRESS = 60

describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'two instances share one login limit',
  () => {
    let opened: { apps: App[]; databases: Database[]; test?: TestDatabase } = {
      apps: [],
      databases: [],
    }
    afterEach(async () => {
      for (const app of opened.apps) await app.close()
      for (const database of opened.databases) await database.close()
      await opened.test?.destroy()
      opened = { apps: [], databases: [] }
    })

    // Each instance with a connection pool of its own, as two processes would have.
    const twoInstances = async (env: Record<string, string>) => {
      opened.test = await createTestDatabase()
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ databaseUrl: opened.test.url, poolSize: 3 })
        opened.databases.push(database)
        const app = await buildApp({
          config: testConfig(env),
          database,
          mailer: { send: async () => {} },
        })
        await app.ready()
        opened.apps.push(app)
      }
      return opened.apps
    }

    const login = (app: App, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('nobody'), password: 'not-a-password' },
        remoteAddress,
      })

    const spendOneLimitOverBoth = async ([a, b]: App[]) => {
      const ip = freshIp()
      const statuses: number[] = []
      for (let i = 0; i < LOGINS_PER_ADDRESS; i++) {
        statuses.push((await login(i % 2 ? b! : a!, ip)).statusCode)
      }
      expect(statuses.every((status) => status === 401)).toBe(true)
      expect((await login(a!, ip)).statusCode).toBe(429)
      expect((await login(b!, ip)).statusCode).toBe(429)
      // Another address has a limit of its own.
      expect((await login(b!, freshIp())).statusCode).toBe(401)
    }

    // Each login costs a password hash: time to spare on a loaded machine.
    const timeout = 120_000

    it('counted in PostgreSQL', { timeout }, async () => {
      await spendOneLimitOverBoth(await twoInstances({}))
    })

    it.runIf(process.env.TEST_REDIS_URL)('counted in Redis', { timeout }, async () => {
      const apps = await twoInstances({ REDIS_URL: process.env.TEST_REDIS_URL! })
      await spendOneLimitOverBoth(apps)
    })
  },
)
