// `npm start` runs the server bundle: it must build, start on a new embedded database (the
// migrations beside it) and serve the API as the TypeScript server does.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startServer } from '../server/reliability/server-process'
import { buildServer } from './build-server.mjs'

// The bundle is the same whichever database the API tests run on: built and tried once.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the server bundle', () => {
  it('starts on a new PGlite database and serves a sign-up and a location', async () => {
    // Inside the checkout, so that the bundle finds the packages it leaves out.
    mkdirSync('dist', { recursive: true })
    const dir = mkdtempSync('dist/test-server-')
    try {
      await buildServer(join(dir, 'main.js'))
      const server = await startServer(
        { DATA_DIR: mkdtempSync(join(tmpdir(), 'stockline-bundle-')) },
        undefined,
        [join(dir, 'main.js')],
      )
      try {
        const signup = await fetch(`${server.url}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'bundle@example.com', password: 'correct-horse-42' }),
        })
        expect(signup.status).toBe(201)
        const session = (await signup.json()) as {
          access_token: string
          user: { providers: { provider: { id: string } }[] }
        }
        const providerId = session.user.providers[0]!.provider.id
        const location = await fetch(`${server.url}/api/provider/${providerId}/location`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${session.access_token}`,
          },
          body: JSON.stringify({ name: 'Main' }),
        })
        expect(location.status).toBe(201)
      } finally {
        server.child.kill('SIGTERM')
        await server.exited
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
