// A column of a list screen: a table column from `md` up, and below it a part of each record's
// card (record-cards.tsx).
import type { ReactNode } from 'react'
import type { DataColumn } from './ui/data-table'
import type { SortKey } from './ui/sort-controls'

export interface RecordColumn<T> extends DataColumn<T> {
  /**
   * Where the column goes on a record's card: its title (the column with the record's link),
   * a badge beside the title (a status), a labelled line (the default), or nowhere.
   */
  card?: 'title' | 'badge' | 'line' | 'none'
  /** What the card shows when it reads otherwise than the cell, e.g. "Order 12" for "12". */
  cardCell?: (record: T) => ReactNode
  /** Only on the cards: a fact the table has no column for. */
  cardOnly?: boolean
  /** The API sorts by this column: its header becomes a sort button. `head` is then a string. */
  sort?: SortKey
  /**
   * The column takes the room the others leave, and its long values are cut to it (their cell
   * holds a Truncated or a RowLink) rather than widening the table.
   */
  truncate?: boolean
}
