// Starts Stockline: config from the environment, the database, the HTTP server, and a
// graceful shutdown that finishes in-flight requests before closing the database.
import { loadConfig, ConfigError } from './config'
import { openDatabase } from './db/client'
import { buildApp } from './app'

async function main() {
  const config = loadConfig()
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  })
  const app = await buildApp({ config, database })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting')
      process.exit(1)
    }, 10_000)
    timer.unref()
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`Stockline is running on ${config.publicUrl} (database: ${database.kind})`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
