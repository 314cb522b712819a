// Statements built once per shape. Drizzle takes 40–140 µs of CPU to build a list page's
// statement and write it out as text, on every request: about a third of what the server spends
// on such a request, the rest being HTTP and the driver. A statement here is built the first time
// a shape is asked for (which filters are set, which order), with a placeholder where each value
// goes, and every later run with that shape only binds its values. Its text, and so its plan,
// is what building it anew would give.
import { createHash } from 'node:crypto'
import { sql, type Query, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Db } from './client'
import type { RowsOptions } from './rows'

export type Values = Record<string, unknown>

/** Where a value goes in a statement: a placeholder, or the value itself as a parameter. */
export type Bind = (name: string) => SQL

/** Binds each name to its value as an ordinary parameter, for a statement built for one run. */
export const bindValues =
  (values: Values): Bind =>
  (name) => {
    if (!(name in values)) throw new Error(`no value for ${name}`)
    return sql`${values[name]}`
  }

const bindPlaceholders: Bind = (name) => sql`${sql.placeholder(name)}`

const dialect = new PgDialect()

interface Built extends Query {
  /** Set for a prepared statement: named by its text, so two never share a name on a connection. */
  name?: string
}

export interface ShapedOptions<Shape> {
  /** RowsOptions.prepared, for every shape or for the shapes it answers true for. */
  prepared?: boolean | ((shape: Shape) => boolean)
}

/**
 * A statement of several shapes: `build` writes the one for `shape`, placing every value with
 * `bind`; `keyOf` names a shape (two shapes with one key must build the same text).
 */
export function shapedStatement<Shape>(
  keyOf: (shape: Shape) => string,
  build: (shape: Shape, bind: Bind) => SQL,
  options: ShapedOptions<Shape> = {},
) {
  const prepared =
    typeof options.prepared === 'function' ? options.prepared : () => Boolean(options.prepared)
  const built = new Map<string, Built>()
  const statementFor = (shape: Shape) => {
    const key = keyOf(shape)
    let statement = built.get(key)
    if (!statement) {
      const query = dialect.sqlToQuery(build(shape, bindPlaceholders))
      statement = prepared(shape)
        ? {
            ...query,
            name: `s_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`,
          }
        : query
      built.set(key, statement)
    }
    return statement
  }
  return async function rows<T>(db: Db, shape: Shape, values: Values): Promise<T[]> {
    const statement = statementFor(shape)
    const result = await db._.session
      .prepareQuery(statement, undefined, statement.name, false)
      .execute(values)
    return (result as unknown as { rows: T[] }).rows
  }
}

/** A statement of one shape. */
export function statement(build: (bind: Bind) => SQL, options: RowsOptions = {}) {
  const rows = shapedStatement(
    () => '',
    (_shape: null, bind) => build(bind),
    options,
  )
  return <T>(db: Db, values: Values) => rows<T>(db, null, values)
}
