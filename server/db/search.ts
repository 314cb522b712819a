// Searching a list for text the person typed: any letter case, anywhere in the value, with the
// typed %, _ and \ taken as themselves rather than as LIKE's wildcards.
import { sql, type SQLWrapper } from 'drizzle-orm'

export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** `lower(column) like '%text%'` */
export const contains = (column: SQLWrapper, text: string) =>
  sql`lower(${column}) like ${containsPattern(text)}`
