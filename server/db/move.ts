// Moves a shop from its PGlite folder (DATA_DIR) to an empty PostgreSQL database: every table in
// one transaction on the target, each sequence where the source left it, and the checks of both
// sides before that transaction commits. `npm run db:move` (scripts/db-move.ts) runs it.
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import pg from 'pg'
import { migrationsFolder, openDatabase } from './client'
import * as schema from './schema'
import { stockMismatches, type StockMismatch } from '../features/inventory/ledger'
import { mimeOfExtension } from '../features/files/image-type'
import type { Storage } from '../features/files/storage'

export interface MoveOptions {
  /** The DATA_DIR whose PGlite database and uploaded files are moved. */
  from: string
  /** postgres:// URL of an empty database. */
  to: string
  /** Where to upload the files of `from`/uploads; without it they stay where they are. */
  files?: Storage
  onProgress?: (line: string) => void
}

export interface MoveReport {
  tables: { name: string; source: number; target: number }[]
  /** Files uploaded to `files`; undefined when they stayed in `from`/uploads. */
  filesUploaded?: number
  seconds: number
}

/** The move stopped before writing a row: the message says why and what to do. */
export class MoveRefused extends Error {}

const BATCH_ROWS = 1000
const UPLOADS_AT_ONCE = 8

export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const started = performance.now()
  const progress = options.onProgress ?? (() => undefined)
  const copy = await privateCopy(options.from)
  try {
    const source = await PGlite.create(copy)
    try {
      // Rows travel as text, dates in ISO form, which the target reads whatever its DateStyle.
      await source.exec('set datestyle = iso')
      await refuseOutdated(source, options.from)
      const tables = await inForeignKeyOrder(source)
      const broken = await stockMismatches(drizzlePglite(source, { schema }))
      if (broken.length) throw new MoveRefused(mismatchMessage('The source', broken))
      await refuseNonEmpty(options.to, tables)

      let filesUploaded: number | undefined
      if (options.files) {
        filesUploaded = await uploadFiles(join(options.from, 'uploads'), options.files, progress)
      }
      progress('migrating the target')
      await (await openDatabase({ databaseUrl: options.to, poolSize: 1 })).close()
      const counts = await copyTables(source, options.to, tables, progress)
      return {
        tables: counts,
        ...(filesUploaded !== undefined && { filesUploaded }),
        seconds: (performance.now() - started) / 1000,
      }
    } finally {
      await source.close()
    }
  } finally {
    await rm(copy, { recursive: true, force: true })
  }
}

/**
 * Opening a PGlite folder writes to it (its lock file, the log, a checkpoint at close), so the
 * database is read through a copy of its files: the source does not change by a byte.
 */
async function privateCopy(dataDir: string) {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new MoveRefused(`${dataDir} holds no Stockline database (no PG_VERSION file).`)
  }
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new MoveRefused(
      `The database in ${dataDir} is open (postmaster.pid): stop the server first. If it is ` +
        'not running, it stopped without closing the database: start it once and stop it, then ' +
        'move again.',
    )
  }
  const copy = await mkdtemp(join(tmpdir(), 'stockline-move-'))
  const isDatabaseFile = (name: string) =>
    name === 'PG_VERSION' ||
    name === 'base' ||
    name === 'global' ||
    name.startsWith('pg_') ||
    name.startsWith('postgresql')
  for (const name of (await readdir(dataDir)).filter(isDatabaseFile)) {
    await cp(join(dataDir, name), join(copy, name), { recursive: true })
  }
  return copy
}

async function refuseOutdated(source: PGlite, dataDir: string) {
  const latest = readMigrationFiles({ migrationsFolder }).at(-1)!.folderMillis
  const [applied] = (
    await source.query<{ last: string | null }>(
      `select case when to_regclass('drizzle.__drizzle_migrations') is not null
         then (select max(created_at)::text from drizzle.__drizzle_migrations) end as last`,
    )
  ).rows
  const last = applied?.last ? Number(applied.last) : null
  if (last === null) throw new MoveRefused(`${dataDir} holds no Stockline database.`)
  if (last < latest) {
    throw new MoveRefused(
      `The database in ${dataDir} is older than this version of Stockline: start the server on ` +
        'it once (npm start) so that it upgrades, stop it, then move again.',
    )
  }
  if (last > latest) {
    throw new MoveRefused(
      `The database in ${dataDir} was written by a newer version of Stockline: update this ` +
        'copy of Stockline first.',
    )
  }
}

/** The source's tables, each after the tables its foreign keys point to. */
async function inForeignKeyOrder(source: PGlite) {
  const { rows: tables } = await source.query<{ name: string }>(
    `select relname as name from pg_class
     where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  )
  const { rows: keys } = await source.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace and c.oid <> p.oid`,
  )
  const ordered: string[] = []
  let left = tables.map((t) => t.name)
  while (left.length) {
    const ready = left.filter((name) =>
      keys.every((k) => k.child !== name || ordered.includes(k.parent)),
    )
    if (!ready.length) throw new Error(`foreign keys form a cycle among ${left.join(', ')}`)
    ordered.push(...ready)
    left = left.filter((name) => !ready.includes(name))
  }
  return ordered
}

/**
 * The target may be a database with nothing in it, or one where our migrations ran and nothing
 * was written since. Anything else may be another shop's or another program's data.
 */
async function refuseNonEmpty(url: string, tables: string[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_'`,
    )
    const ours = (r: { schema: string; name: string }) =>
      (r.schema === 'public' && tables.includes(r.name)) ||
      (r.schema === 'drizzle' && r.name === '__drizzle_migrations')
    const foreign = rows.filter((r) => !ours(r)).map((r) => `${r.schema}.${r.name}`)
    if (foreign.length) {
      throw new MoveRefused(
        `The target database is not empty: it has tables that are not Stockline's ` +
          `(${foreign.join(', ')}). Move into a new, empty database (createdb).`,
      )
    }
    const present = rows.filter((r) => r.schema === 'public').map((r) => r.name)
    await refuseRows(client, present)
  } finally {
    await client.end()
  }
}

async function refuseRows(client: pg.ClientBase, tables: string[]) {
  if (!tables.length) return
  const { rows } = await client.query<{ name: string }>(
    tables
      .map((t) => `select ${pg.escapeLiteral(t)} as name where exists (select from ${ident(t)})`)
      .join(' union all '),
  )
  if (rows.length) {
    throw new MoveRefused(
      `The target database already holds data (in ${rows.map((r) => r.name).join(', ')}): ` +
        'move into a new, empty database (createdb), never over a shop.',
    )
  }
}

/**
 * Copies every table in one transaction on the target, with the target's own triggers off (the
 * source's rows already hold what they wrote: notification settings, the outbox, the sales
 * rollup), then sets the sequences and checks both sides before committing.
 */
async function copyTables(
  source: PGlite,
  url: string,
  tables: string[],
  progress: (line: string) => void,
) {
  const target = new pg.Client({ connectionString: url })
  await target.connect()
  try {
    await target.query('begin')
    // A server started on the target meanwhile would write its signing secret: it waits instead.
    await target.query(`lock table ${tables.map(ident).join(', ')} in access exclusive mode`)
    await refuseRows(target, tables)
    await refuseOtherColumns(source, target)
    for (const table of tables)
      await target.query(`alter table ${ident(table)} disable trigger user`)

    await source.transaction(async (tx) => {
      for (const table of tables) {
        await tx.query(`declare moving no scroll cursor for select t::text from ${ident(table)} t`)
        const fetch = async () =>
          (
            await tx.query<[string]>(`fetch ${BATCH_ROWS} from moving`, [], { rowMode: 'array' })
          ).rows.map((row) => row[0])
        // Each row travels as its own text form, which the target reads back as a row of the same
        // table: every value arrives exactly (timestamps to the microsecond, numerics, JSON).
        const insert = (rows: string[]) =>
          target.query(
            `insert into ${ident(table)} overriding system value
             select * from unnest($1::${ident(table)}[])`,
            [rows],
          )
        let moved = 0
        let batch = await fetch()
        while (batch.length) {
          const [, next] = await Promise.all([
            insert(batch),
            batch.length === BATCH_ROWS ? fetch() : [],
          ])
          moved += batch.length
          batch = next
        }
        await tx.query('close moving')
        progress(`${table}: ${moved} rows`)
      }
    })

    // Orders number on from the source's last, and so do the other identities.
    const { rows: sequences } = await source.query<{ name: string }>(
      `select relname as name from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'S'`,
    )
    for (const { name } of sequences) {
      const [at] = (
        await source.query<{ last: string; called: boolean }>(
          `select last_value::text as last, is_called as called from ${ident(name)}`,
        )
      ).rows
      await target.query('select setval($1::regclass, $2::bigint, $3)', [
        ident(name),
        at!.last,
        at!.called,
      ])
    }
    for (const table of tables)
      await target.query(`alter table ${ident(table)} enable trigger user`)

    const counts = await verify(source, target, tables)
    await target.query('commit')
    return counts
  } catch (error) {
    await target.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await target.end()
  }
}

/** Each row is read back as a row of the target's table, so both must have the same columns. */
async function refuseOtherColumns(source: PGlite, target: pg.Client) {
  const columns = `select c.relname || '(' || string_agg(
      a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum) || ')' as t
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      and a.attnum > 0 and not a.attisdropped
    group by c.relname order by c.relname`
  const there = new Set((await target.query<{ t: string }>(columns)).rows.map((r) => r.t))
  const differ = (await source.query<{ t: string }>(columns)).rows.filter((r) => !there.has(r.t))
  if (differ.length) {
    throw new Error(`the target's tables differ from the source's: ${differ.map((r) => r.t)}`)
  }
}

async function verify(source: PGlite, target: pg.Client, tables: string[]) {
  const counting = tables
    .map((t) => `select ${pg.escapeLiteral(t)} as name, count(*)::int as rows from ${ident(t)}`)
    .join(' union all ')
  const before = (await source.query<{ name: string; rows: number }>(counting)).rows
  const after = new Map(
    (await target.query<{ name: string; rows: number }>(counting)).rows.map((r) => [
      r.name,
      r.rows,
    ]),
  )
  const counts = before.map((r) => ({
    name: r.name,
    source: r.rows,
    target: after.get(r.name) ?? 0,
  }))
  const unequal = counts.filter((c) => c.source !== c.target)
  if (unequal.length) {
    throw new MoveRefused(
      `Row counts differ, nothing was moved: ${unequal.map((c) => `${c.name} ${c.source} → ${c.target}`).join(', ')}`,
    )
  }
  const broken = await stockMismatches(drizzlePg(target, { schema }))
  if (broken.length) throw new MoveRefused(mismatchMessage('The target', broken))
  return counts
}

function mismatchMessage(side: string, broken: StockMismatch[]) {
  const first = broken
    .slice(0, 5)
    .map(
      (m) => `product ${m.product_id} at ${m.location_id}: ledger ${m.ledger}, stored ${m.stored}`,
    )
  return `${side}'s stock levels disagree with its ledger, nothing was moved: ${first.join('; ')}`
}

async function uploadFiles(folder: string, storage: Storage, progress: (line: string) => void) {
  const paths = existsSync(folder) ? await filesUnder(folder) : []
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!
      const contentType = mimeOfExtension(path.split('.').pop() ?? '') ?? 'application/octet-stream'
      await storage.put(path, await readFile(join(folder, path)), contentType)
    }
  }
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker))
  progress(`files: ${paths.length} uploaded`)
  return paths.length
}

/** Every file under the folder, as the storage names it ("{providerId}/{name}"). */
async function filesUnder(folder: string) {
  const entries = await readdir(folder, { recursive: true })
  const files: string[] = []
  for (const entry of entries) {
    if ((await stat(join(folder, entry))).isFile()) {
      files.push(relative(folder, join(folder, entry)).split(sep).join('/'))
    }
  }
  return files.sort()
}

const ident = (name: string) => pg.escapeIdentifier(name)
