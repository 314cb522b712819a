// A column of a list screen: a table column from `md` up, and below it a part of each record's
// card (record-cards.tsx). The columns most lists have are made here.
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { ActiveBadge, type ActiveWords } from './ui/badge'
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

/** The record's name and its link (or button): the card's title, cut to the table's room. */
export function titleColumn<T>(
  column: Pick<RecordColumn<T>, 'key' | 'head' | 'cell' | 'sort'>,
): RecordColumn<T> {
  return { card: 'title', truncate: true, cellClassName: 'font-medium', ...column }
}

/** The title column of a list the API sorts by name (products, clients). */
export function nameColumn<T>(head: string, cell: (record: T) => ReactNode): RecordColumn<T> {
  return titleColumn({
    key: 'name',
    head,
    cell,
    sort: { sort: 'name', ascending: t`Name, A to Z`, descending: t`Name, Z to A` },
  })
}

/** A badge beside the card's title, such as "Default". */
export function badgeColumn<T>(head: string, cell: (record: T) => ReactNode): RecordColumn<T> {
  return { key: head.toLowerCase(), head, card: 'badge', cell }
}

/**
 * Active or Inactive, under the list's own heading (Status, Availability, Enabled), in the
 * record's own words when its language makes them agree with it.
 */
export function activeColumn<T extends { active: boolean }>(
  head: string,
  words?: ActiveWords,
): RecordColumn<T> {
  return badgeColumn(head, (record) => <ActiveBadge active={record.active} words={words} />)
}

/** The last column: a record's buttons, under a heading only screen readers read. */
export function actionsColumn<T>(cell: (record: T) => ReactNode): RecordColumn<T> {
  return {
    key: 'actions',
    head: <span className="sr-only">{t`Actions`}</span>,
    headClassName: 'text-right',
    cellClassName: 'text-right whitespace-nowrap',
    cell,
  }
}
