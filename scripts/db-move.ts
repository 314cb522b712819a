// npm run db:move -- --to postgres://… [--from ./data] [--files s3] — moves a shop from its PGlite
// folder to an empty PostgreSQL database (server/db/move.ts) and prints what to set afterwards.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../server/config'
import { MoveRefused, moveToPostgres } from '../server/db/move'
import { s3Storage } from '../server/features/files/s3-storage'

const usage = 'usage: npm run db:move -- --to postgres://user@host/db [--from ./data] [--files s3]'

try {
  const config = loadConfig()
  const { values } = parseArgs({
    options: { to: { type: 'string' }, from: { type: 'string' }, files: { type: 'string' } },
  })
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new MoveRefused(usage)
  if (values.files !== undefined && values.files !== 's3') throw new MoveRefused(usage)
  if (values.files && !config.S3_BUCKET) {
    throw new MoveRefused('--files s3 uploads to the bucket of S3_BUCKET (and S3_*): set them.')
  }
  const from = resolve(values.from ?? config.DATA_DIR)
  console.log(`Moving ${from} to ${values.to}`)
  const report = await moveToPostgres({
    from,
    to: values.to,
    ...(values.files && { files: s3Storage(config) }),
    onProgress: (line) => console.log(`  ${line}`),
  })

  console.log(
    `\nMoved and checked in ${report.seconds.toFixed(1)} s: every row count equal, stock levels agree with the ledger on both sides.\n`,
  )
  const width = Math.max(...report.tables.map((t) => t.name.length))
  console.log(`${'table'.padEnd(width)}  ${'source'.padStart(9)}  ${'target'.padStart(9)}`)
  for (const t of report.tables) {
    console.log(
      `${t.name.padEnd(width)}  ${String(t.source).padStart(9)}  ${String(t.target).padStart(9)}`,
    )
  }
  console.log('\nStart the server with:\n')
  console.log(`  DATABASE_URL=${values.to}`)
  if (report.filesUploaded !== undefined) {
    console.log('  STORAGE=s3')
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_PUBLIC_URL'] as const) {
      if (config[name]) console.log(`  ${name}=${config[name]}`)
    }
    console.log('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as for this run')
    console.log(`\n${report.filesUploaded} uploaded files are in the bucket.`)
  } else {
    console.log(`  DATA_DIR=${from}`)
    console.log(
      `\nUploaded files stay in ${resolve(from, 'uploads')} (STORAGE=local): keep DATA_DIR, or ` +
        'move them to S3 with --files s3.',
    )
  }
  console.log(
    `The PGlite database in ${from} is unchanged: keep it as a backup until the new one serves.`,
  )
} catch (error) {
  if (!(error instanceof MoveRefused || error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
