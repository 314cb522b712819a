// Pages that PostgreSQL writes as JSON itself (json_build_object / json_agg): the server passes
// one text value on instead of parsing, mapping and re-serialising every row, which is most of a
// list request's CPU (an inbox page of 100 orders: 0.5 ms instead of 3.4 ms in the server).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { countLimit, countedUpTo } from './capped-count'
import type { Db } from './client'
import { shapedStatement, type Bind, type Values } from './statements'

/** JSON text written by the database, to be placed into an answer as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, "Z"). */
export const isoTimestamp = (column: SQLWrapper) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** A numeric column as a JSON number (12.50 → 12.5), as the API writes money. */
export const jsonNumber = (value: SQLWrapper) => sql`(${value})::float8`

export interface JsonPages<Shape> {
  table: PgTable
  /** The rows the list holds, for a shape of its filters (db/statements.ts). */
  where: (shape: Shape, bind: Bind) => SQL | undefined
  /**
   * Columns of `table` with their direction, e.g. ['created_at desc', 'id']; an expression
   * writes `{t}` where the column's table goes, e.g. 'lower({t}name)'.
   */
  orderBy: (shape: Shape) => string[]
  /** The row's JSON (json_build_object) over `alias`, the page's rows, and the joined tables. */
  item: (shape: Shape, bind: Bind) => SQL
  alias: string
  /** Joins from the page's rows to the tables `item` reads. */
  joins?: SQL
  /**
   * Shapes planned for their values on every run instead of kept prepared: those whose best
   * plan depends on the values (a date range of one day or of years).
   */
  plannedEachTime?: (shape: Shape) => boolean
}

/**
 * A list's pages as JSON text with their capped total (db/capped-count.ts), one statement each:
 * the page is cut from `table` first, so joins and JSON are built for its rows only. The
 * statement is built once per shape and kept prepared unless `plannedEachTime`; each page binds
 * `limit`, `offset` and the shape's values.
 */
export function jsonPages<Shape>(page: JsonPages<Shape>) {
  const rows = shapedStatement(
    (shape: Shape) => JSON.stringify(shape),
    (shape, bind) => {
      const order = (qualifier: string) =>
        sql.raw(
          page
            .orderBy(shape)
            .map((column) =>
              column.includes('{t}')
                ? column.replaceAll('{t}', qualifier)
                : `${qualifier}${column}`,
            )
            .join(', '),
        )
      const where = page.where(shape, bind)
      return sql`select coalesce(json_agg(${page.item(shape, bind)} order by ${order(`${page.alias}.`)}), '[]')::text as items,
        ${countedUpTo(page.table, where, bind('countLimit'), order(''))} as total
      from (select * from ${page.table} where ${where}
        order by ${order('')} limit ${bind('limit')} offset ${bind('offset')}) ${sql.raw(page.alias)}
      ${page.joins ?? sql``}`
    },
    // Planning a page took longer than running it on a large tenant (the clients page: 720
    // statements a second planned each time, 2,170 with one plan): PostgreSQL keeps one plan for
    // any values once it costs no more than planning for them (db/rows.ts).
    { prepared: (shape) => !page.plannedEachTime?.(shape) },
  )
  return async (db: Db, shape: Shape, values: Values & { limit: number; offset: number }) => {
    const [row] = await rows<{ items: string; total: number }>(db, shape, {
      ...values,
      countLimit: countLimit(values.offset),
    })
    return { items: new JsonText(row!.items), total: row!.total }
  }
}
