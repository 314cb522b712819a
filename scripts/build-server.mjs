// The server as one JavaScript file for `npm start`: run through tsx, every start would wait
// for each TypeScript module to be resolved and compiled by its loader (about 5 s of a 9 s
// start on this machine); bundled, it starts in under 4. Packages stay outside the bundle, and
// the migrations are copied beside it, where server/db/client.ts looks for them.
import { cpSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'

/** @param {string} outfile e.g. dist/server/main.js */
export async function buildServer(outfile) {
  await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  })
  const migrations = join(dirname(outfile), 'migrations')
  rmSync(migrations, { recursive: true, force: true })
  cpSync('server/db/migrations', migrations, { recursive: true })
}
