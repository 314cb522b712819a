// The `total` of a page (API.md pagination): how many rows match, counted up to COUNT_CAP rows
// past the requested offset. That is exact for every list up to that size and "at least
// offset + COUNT_CAP" beyond, which is all a pager needs (it shows a range and previous/next,
// never the total). A plain count(*) reads every matching row on every page view: 220 ms and a
// sequential scan for a tenant's 850,000 orders; counting 10,000 rows past the offset was still
// half of the inbox query's time on such a tenant.
import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { COUNT_CAP } from '../../common/pagination'

/**
 * The capped count as an SQL expression, to sit next to the page in the same statement. The
 * rows are counted in the page's own order (`orderBy`, the columns of the index that serves the
 * page), so the count walks that index too, whatever the statistics say. Counted in no
 * particular order, the planner may take a sequential scan instead, which is cheap only while
 * the tenant's rows happen to sit at the start of the table: one whose rows sit at its end would
 * read all of it on every page view.
 */
export const cappedCount = (table: PgTable, where: SQL | undefined, offset: number, orderBy: SQL) =>
  countedUpTo(table, where, sql`${countLimit(offset)}`, orderBy)

/** How many rows a page at `offset` counts up to. */
export const countLimit = (offset: number) => offset + COUNT_CAP

/** The same, up to `limit` rows: offset + COUNT_CAP, bound by a statement built once (db/statements.ts). */
export const countedUpTo = (table: PgTable, where: SQL | undefined, limit: SQL, orderBy: SQL) =>
  sql`(select count(*)::int from (select 1 from ${table} where ${where}
    order by ${orderBy} limit ${limit}) counted)`
