// A real server process killed with SIGKILL after an order committed, while its e-mail is on its
// way to a mail server that holds it (accepted by no one yet): after a restart the e-mail is sent,
// once. On PGlite (the server's own data folder) and on PostgreSQL.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { openShop, startServer, type ServerProcess } from '../../reliability/server-process'
import { createTestDatabase } from '../../test/test-database'
import { startTestSmtp } from './test-smtp'

describe('a crash between the order and its e-mail', () => {
  let server: ServerProcess | undefined
  afterAll(() => void server?.child.kill('SIGKILL'))

  it('sends the e-mail once after a restart', async () => {
    const smtp = await startTestSmtp()
    const pgDatabase = process.env.TEST_DB_KIND === 'postgres' ? await createTestDatabase() : null
    await pgDatabase?.close()
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'stockline-notify-crash-')),
      SMTP_URL: smtp.url,
      ...(pgDatabase?.url && { DATABASE_URL: pgDatabase.url }),
    }
    try {
      server = await startServer(env)
      const shop = await openShop(server.url)
      smtp.hold(true)
      const order = await shop.order()
      expect(order).not.toBeNull()
      // The message reached the mail server, which has not answered: the row is claimed, not sent.
      await vi.waitFor(() => expect(smtp.turnedAway()).toBe(1), { timeout: 20_000 })
      server.child.kill('SIGKILL')
      await server.exited
      smtp.hold(false)

      server = await startServer(env)
      // The dead instance's claim runs out (30 s at most), then the row is claimed again.
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 60_000 })
      await new Promise((r) => setTimeout(r, 2_000))
      expect(smtp.mails).toHaveLength(1)
      expect(smtp.mails[0]!.subject).toMatch(new RegExp(`^Order ${order!.id} received — `))
      expect(smtp.mails[0]!.to).toEqual([shop.email])
      server.child.kill('SIGTERM')
      await server.exited

      const database = await openDatabase(
        pgDatabase?.url ? { databaseUrl: pgDatabase.url } : { dataDir: env.DATA_DIR },
      )
      try {
        const rows = await rowsOf<{ state: string; attempts: number }>(
          database.db,
          sql`select state, attempts from notifications where order_id = ${order!.id}`,
        )
        expect(rows).toEqual([{ state: 'sent', attempts: 2 }])
      } finally {
        await database.close()
      }
    } finally {
      await smtp.close()
      await pgDatabase?.destroy().catch(() => undefined)
    }
  }, 240_000)
})
