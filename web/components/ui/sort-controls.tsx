// How a person orders a list the API sorts: a button in each sortable column header (a click
// sorts up, the next down, the next back to the list's own order), and on a phone, where there
// are no headers, one "Sort by" choice.
import { Trans } from '@lingui/react/macro'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useId } from 'react'
import type { ListOrder } from '../../api/list-query'
import { Select } from './select'

export interface Sorting {
  order: ListOrder | undefined
  onOrder: (order: ListOrder | undefined) => void
  /** The list's own order, e.g. "Newest first". */
  ownOrder: string
}

/** A column the API sorts by, and how its two orders read in the phone's choice. */
export interface SortKey {
  sort: string
  ascending: string
  descending: string
}

/** The header's aria-sort: only the column the list is sorted by has one. */
export function ariaSort(sorting: Sorting, sort: string) {
  if (sorting.order?.sort !== sort) return undefined
  return sorting.order.direction === 'asc' ? 'ascending' : 'descending'
}

export function SortButton({
  label,
  sort,
  sorting,
}: {
  label: string
  sort: string
  sorting: Sorting
}) {
  const direction = sorting.order?.sort === sort ? sorting.order.direction : undefined
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium tracking-wide uppercase hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[sorted]:text-zinc-900"
      data-sorted={direction ? '' : undefined}
      onClick={() =>
        sorting.onOrder(
          direction === undefined
            ? { sort, direction: 'asc' }
            : direction === 'asc'
              ? { sort, direction: 'desc' }
              : undefined,
        )
      }
    >
      {label}
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  )
}

export function SortSelect({ keys, sorting }: { keys: SortKey[]; sorting: Sorting }) {
  const id = useId()
  const value = sorting.order ? `${sorting.order.sort}:${sorting.order.direction}` : ''
  return (
    <div className="flex-[1_1_10rem]">
      <label htmlFor={id} className="sr-only">
        <Trans>Sort by</Trans>
      </label>
      <Select
        id={id}
        value={value}
        onChange={(e) => {
          const [sort, direction] = e.target.value.split(':')
          sorting.onOrder(
            sort && (direction === 'asc' || direction === 'desc') ? { sort, direction } : undefined,
          )
        }}
      >
        <option value="">{sorting.ownOrder}</option>
        {keys.flatMap((key) => [
          <option key={`${key.sort}:asc`} value={`${key.sort}:asc`}>
            {key.ascending}
          </option>,
          <option key={`${key.sort}:desc`} value={`${key.sort}:desc`}>
            {key.descending}
          </option>,
        ])}
      </Select>
    </div>
  )
}
