// A database of its own for each test file: an in-memory PGlite, or a freshly created database
// with a random name on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped (see database-templates.setup.ts). */
    pgliteTemplateFile?: string
    /** A migrated PostgreSQL database to copy (see database-templates.setup.ts). */
    postgresTemplateName?: string
  }
}

export interface TestDatabase extends Database {
  /** The connection URL of the PostgreSQL test database; undefined on PGlite. */
  url?: string
  /** Drops what was created for the test. */
  destroy(): Promise<void>
}

export interface TestDatabaseOptions {
  /**
   * Migrate with these migrations only (an older schema). The database is then kept on disk
   * under PGlite too, so that `reopen` can apply the rest, as a start of the server would.
   */
  migrationsFolder?: string
}

export interface UpgradableTestDatabase extends TestDatabase {
  /** Opens the same database again with every migration applied; the caller closes it. */
  reopen(): Promise<Database>
}

export async function createTestDatabase(): Promise<TestDatabase>
export async function createTestDatabase(
  options: Required<TestDatabaseOptions>,
): Promise<UpgradableTestDatabase>
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<UpgradableTestDatabase> {
  const { migrationsFolder } = options
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const dataDir = migrationsFolder && mkdtempSync(join(tmpdir(), 'stockline-db-'))
    const templateFile = migrationsFolder ? undefined : inject('pgliteTemplateFile')
    const pgliteTemplate = templateFile ? new Blob([readFileSync(templateFile)]) : undefined
    const database = await openDatabase({ dataDir, migrationsFolder, pgliteTemplate })
    return {
      ...database,
      reopen: () => openDatabase({ dataDir }),
      async destroy() {
        await database.close().catch(() => undefined)
        if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const template = migrationsFolder ? undefined : inject('postgresTemplateName')
  const empty = await createPostgresDatabase(template)
  const database = await openDatabase({ databaseUrl: empty.url, poolSize: 5, migrationsFolder })
  return {
    ...database,
    url: empty.url,
    reopen: () => openDatabase({ databaseUrl: empty.url, poolSize: 5 }),
    async destroy() {
      await database.close().catch(() => undefined)
      await empty.destroy()
    },
  }
}

/** A database with nothing in it, not even the migrations, on the server of TEST_DATABASE_URL. */
export const createEmptyPostgresDatabase = () => createPostgresDatabase()

/** A database on the server of TEST_DATABASE_URL: a copy of `template`, or empty. */
async function createPostgresDatabase(template?: string) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `stockline_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    destroy: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
