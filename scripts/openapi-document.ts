// Writes the OpenAPI document the server serves at /api/docs/json, built from the app without
// listening (an in-memory database), to dist/openapi.json or the path given; with --lint, lints
// it with Redocly's recommended rules (redocly.yaml), as `npm run check` does.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'

export async function openapiDocument(): Promise<object> {
  const database = await openDatabase({})
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'stockline-openapi-')),
    WEB_DIR: join(tmpdir(), 'stockline-no-web'),
  })
  const app = await buildApp({ config, database })
  try {
    await app.ready()
    return app.swagger() as object
  } finally {
    await app.close()
    await database.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lint = process.argv.includes('--lint')
  const out = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist/openapi.json'
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, JSON.stringify(await openapiDocument(), null, 2))
  if (lint) {
    execFileSync(
      'node_modules/.bin/redocly',
      ['lint', out, '--format=stylish', '--max-problems=1000'],
      {
        stdio: 'inherit',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    )
  }
}
