// npm run seed:demo — creates a demo provider full of data and prints how to sign in.
// Uses the same configuration as the server (DATABASE_URL, or PGlite in DATA_DIR).
import { randomBytes } from 'node:crypto'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { signup } from '../server/auth/service'
import { noRevocations } from '../server/auth/revoked-sessions'
import { memberships } from '../server/auth/memberships'
import { accessTokens, loadJwtSecret } from '../server/auth/tokens'
import { DEMO_SIZE, seedDemo } from './demo-data'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR })
const email = process.env.DEMO_EMAIL ?? `demo-${randomBytes(3).toString('hex')}@stockline.local`
const password = process.env.DEMO_PASSWORD ?? 'demo-password'
const started = Date.now()
try {
  const tokens = accessTokens(await loadJwtSecret(database.db, config.JWT_SECRET))
  const session = await signup(
    { db: database.db, tokens, sessions: noRevocations, memberships: memberships(database) },
    { email, password, name: 'Demo Corner Shop' },
  )
  const providerId = session.user.providers[0]!.provider.id
  const counts = await seedDemo(database.db, providerId, DEMO_SIZE)
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts)
  console.log(`Sign in at ${config.publicUrl}/login with ${email} / ${password}`)
} finally {
  await database.close()
}
