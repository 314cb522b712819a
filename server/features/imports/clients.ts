// Import of clients (issue #20): each row matched by client_id, else by email; checked by the
// rules of the client API; then all of them written in one transaction, or none.
import { eq, sql } from 'drizzle-orm'
import { ClientCreate, ClientUpdate } from '../../../common/clients'
import { IMPORT_COLUMNS, type ImportError, type ImportReport } from '../../../common/imports'
import { messages } from '../../../common/messages'
import type { Db } from '../../db/client'
import { clients, providerClients } from '../../db/schema'
import { activeFields, mergeMetadata } from '../custom-fields/service'
import { breathe, rowMetadata, rowReader, ROWS_BETWEEN_BREATHS, schemaErrors } from './fields'
import { columnsOf, decimalOf, readBoolean, type CsvTable } from './read-csv'
import { sameValues, writeBatches } from './write'

const m = messages.imports

interface Existing {
  id: string
  name: string
  email: string
  address: string | null
  active: boolean
  metadata: Record<string, unknown>
}

// The export's created_at column is accepted and not read, so that an export imports as it is.
const FIXED = [...IMPORT_COLUMNS.clients, 'created_at']

export async function importClients(
  db: Db,
  providerId: string,
  table: CsvTable,
  dryRun: boolean,
): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const fields = await activeFields(tx, providerId, 'CLIENTS')
    const errors: ImportError[] = []
    const columns = columnsOf(table, [...FIXED, ...fields.map((f) => f.field_label)], errors)
    if (!columns.has('email') && !columns.has('client_id')) {
      errors.push({ row: 1, column: 'email', message: m.missingColumn })
    }
    const report: ImportReport = {
      created: 0,
      updated: 0,
      unchanged: 0,
      errors,
      separator: table.separator,
      // Clients have no prices: the decimal separator only reads custom number fields.
      decimal: decimalOf([], table.separator),
      dry_run: dryRun,
      written: false,
    }
    if (errors.length > 0) return report

    const existing: Existing[] = await tx
      .select({
        id: clients.id,
        name: clients.name,
        email: clients.email,
        address: clients.address,
        active: providerClients.active,
        metadata: providerClients.metadata,
      })
      .from(clients)
      .innerJoin(providerClients, eq(providerClients.clientId, clients.id))
      .where(eq(clients.providerId, providerId))
    const byId = new Map(existing.map((c) => [c.id, c]))
    const byEmail = new Map(existing.map((c) => [c.email.toLowerCase(), c]))
    const claimed = new Map<string, number>()
    /** Each email the file ends with, and the row that holds it. */
    const emails = new Map<string, number>()
    const creates: Omit<Existing, 'id'>[] = []
    const updates: Existing[] = []

    for (const { row, cells } of table.rows) {
      if (row % ROWS_BETWEEN_BREATHS === 0) await breathe()
      const { cell, given, fail, failed } = rowReader(table, columns, { row, cells }, errors)
      let target: Existing | undefined
      const id = given('client_id')
      if (id !== undefined) {
        target = byId.get(id.toLowerCase())
        if (!target) fail('client_id', m.unknownClient)
      } else {
        target = byEmail.get(given('email')?.toLowerCase() ?? '')
      }
      if (target) {
        const first = claimed.get(target.id)
        if (first !== undefined) fail(id ? 'client_id' : 'email', `${m.sameRecordTwice} (${first})`)
        else claimed.set(target.id, row)
      }

      const activeText = given('active')
      const active = activeText === undefined ? undefined : readBoolean(activeText)
      if (active === null) fail('active', m.notYesNo)
      const metadata = rowMetadata(fields, cell, report.decimal, fail)
      const address = cell('address')
      const values = {
        ...(cell('name') !== undefined && { name: cell('name') }),
        ...(cell('email') !== undefined && { email: cell('email') }),
        // An empty address clears it, as the export writes no address as an empty cell.
        ...(address !== undefined && { address: address.trim() === '' ? null : address }),
      }
      const parsed = target ? ClientUpdate.safeParse(values) : ClientCreate.safeParse(values)
      schemaErrors(parsed, fail)
      if (failed() || !parsed.success) continue

      const data = parsed.data
      const next = {
        name: data.name ?? target?.name ?? '',
        email: data.email ?? target?.email ?? '',
        address: data.address === undefined ? (target?.address ?? null) : data.address,
        active: active ?? target?.active ?? true,
        metadata: mergeMetadata(target?.metadata ?? {}, metadata),
      }
      // Emails are unique per provider: not another client's, not twice in the file.
      const email = next.email.toLowerCase()
      const holder = byEmail.get(email)
      const earlier = emails.get(email)
      // (Two clients swapping emails in one file is refused too: the unique index checks each row.)
      if (holder && holder.id !== target?.id) {
        fail('email', m.emailTaken)
        continue
      }
      if (earlier !== undefined) {
        fail('email', `${m.sameRecordTwice} (${earlier})`)
        continue
      }
      emails.set(email, row)
      if (!target) creates.push(next)
      else if (sameValues({ ...next, id: target.id }, target)) report.unchanged += 1
      else updates.push({ ...next, id: target.id })
    }
    report.created = creates.length
    report.updated = updates.length
    if (errors.length > 0 || dryRun) return report

    await writeBatches(updates, async (batch) => {
      const rows = sql`jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as v(id uuid, name text, email text, address text, active boolean, metadata jsonb)`
      await tx.execute(sql`update ${clients} c
        set name = v.name, email = v.email, address = v.address
        from ${rows} where c.id = v.id and c.provider_id = ${providerId}`)
      await tx.execute(sql`update ${providerClients} pc set active = v.active, metadata = v.metadata
        from ${rows} where pc.client_id = v.id and pc.provider_id = ${providerId}`)
    })
    await writeBatches(creates, (batch) =>
      tx.execute(sql`with v as (
          select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
            as v(name text, email text, address text, active boolean, metadata jsonb)),
        created as (
          insert into ${clients} (provider_id, name, email, address)
          select ${providerId}, v.name, v.email, v.address from v returning id, email)
        insert into ${providerClients} (provider_id, client_id, active, metadata)
        select ${providerId}, created.id, v.active, v.metadata
        from created join v on lower(v.email) = lower(created.email)`),
    )
    report.written = true
    return report
  })
}
