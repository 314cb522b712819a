// A copy of the migrations that stops after one of them, for tests of what a later migration
// does to a database built before it (its backfill of the rows written until then).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrationsFolder } from '../db/client'

/** The folder of the migrations numbered up to `last`; the caller removes it. */
export function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'stockline-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((e) => e.idx <= last)
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}
