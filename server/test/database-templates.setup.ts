// Vitest global setup of the API projects: one migrated database per run that every test file
// copies, instead of each file creating and migrating its own. Creating a PGlite cluster from
// nothing takes 2–12 s on this machine (initdb in WebAssembly), loading a dump of one under 2 s;
// PostgreSQL copies a template database faster than it runs the migrations.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { migrationsFolder, openDatabase } from '../db/client'
import { adminQuery } from './test-database'

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB_KIND === 'postgres') return postgresTemplate(project)
  return pgliteTemplate(project)
}

async function pgliteTemplate(project: TestProject) {
  const client = await PGlite.create()
  await migrate(drizzle(client), { migrationsFolder })
  const dump = await client.dumpDataDir('none')
  await client.close()
  const folder = mkdtempSync(join(tmpdir(), 'stockline-template-'))
  const file = join(folder, 'pglite.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplateFile', file)
  return () => rmSync(folder, { recursive: true, force: true })
}

async function postgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `stockline_template_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 })
  await database.close()
  project.provide('postgresTemplateName', name)
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
}
