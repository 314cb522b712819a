// The product picker of New order, New transaction, Adjust and the client portal's new order: a
// search box that narrows the list as the person types (on the server for a long catalogue), and
// the products with their quantity fields. Lines already entered stay listed after the matches when the search or a filter hides
// them, so nothing an order holds drops out of view. Keyboard: Enter (or ↓) in the search box
// goes to the first match's quantity; Enter in a quantity comes back to the search box.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { PackageSearch, Search } from 'lucide-react'
import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { cn } from './cn'
import { DataTable, type DataColumn } from './ui/data-table'
import { EmptyState } from './ui/empty-state'
import { Input } from './ui/input'
import { Label } from './ui/label'
import type { SearchedList } from './use-searched-list'
import { useWhenSettled } from './use-when-settled'
import { useMessages } from '../lib/locale-provider'

/** What the search box and the list share: the search, what it lets through, what stays. */
export interface Picker<T> {
  /** Tie the search box to its list. */
  ids: { search: string; list: string }
  search: string
  setSearch: (text: string) => void
  /** The products the search and the filters let through, in order; undefined while they load. */
  matches: T[] | undefined
  /** Products with a quantity entered that the search or a filter hides. */
  kept: T[]
  /** Whether a quantity is entered for the item: its row is highlighted. */
  isEntered: (item: T) => boolean
  /** The rows shown are not the ones asked for yet (a search on its way to the server). */
  busy?: boolean
  /** Matches the server has beyond those listed: more of a name reaches them. */
  unshown?: number
}

export function usePickerIds(): Picker<unknown>['ids'] {
  const id = useId()
  return { search: `${id}search`, list: `${id}list` }
}

interface PickedProducts<T> {
  keyOf: (item: T) => string
  /** The screen's own filters (a status, custom fields); every product passes by default. */
  passes?: (item: T) => boolean
  /** The products with a quantity, as they were when picked: listed whatever the search finds. */
  entered: T[]
}

/** A picker over a list of products searched as the person types (use-searched-list.ts). */
export function useProductPicker<T>(
  list: SearchedList<T>,
  { keyOf, passes = () => true, entered }: PickedProducts<T>,
): Picker<T> {
  const ids = usePickerIds()
  const matches = list.matches?.filter(passes)
  const shown = new Set(matches?.map(keyOf))
  const enteredKeys = new Set(entered.map(keyOf))
  return {
    ids,
    search: list.search,
    setSearch: list.setSearch,
    matches,
    kept: entered.filter((item) => !shown.has(keyOf(item))),
    isEntered: (item) => enteredKeys.has(keyOf(item)),
    busy: list.busy,
    unshown: list.unshown,
  }
}

const focusAndSelect = (input: HTMLInputElement | null | undefined) => {
  input?.focus()
  input?.select()
}

/** The labelled search box; the screen puts it among its filters. */
export function ProductSearch<T>({ picker, className }: { picker: Picker<T>; className?: string }) {
  const { t } = useLingui()
  const { ids } = picker
  const hintId = useId()
  const toFirstMatch = useWhenSettled(picker.busy ?? false, () =>
    focusAndSelect(document.getElementById(ids.list)?.querySelector('tbody input')),
  )
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'ArrowDown') return
    // Enter would otherwise send the whole order: here it means "this product".
    event.preventDefault()
    toFirstMatch.request()
  }
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={ids.search}>
        <Trans>Search products</Trans>
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          aria-hidden="true"
        />
        <Input
          id={ids.search}
          type="search"
          value={picker.search}
          onChange={(event) => {
            toFirstMatch.cancel()
            picker.setSearch(event.target.value)
          }}
          onKeyDown={onKeyDown}
          placeholder={t`Part of a product name`}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={ids.list}
          aria-describedby={hintId}
          className="pl-9"
        />
      </div>
      <span id={hintId} className="sr-only">
        <Trans>Enter goes to the quantity of the first product found.</Trans>
      </span>
    </div>
  )
}

interface ProductPickerProps<T> {
  picker: Picker<T>
  keyOf: (item: T) => string
  columns: DataColumn<T>[]
}

export function ProductPicker<T>({ picker, keyOf, columns }: ProductPickerProps<T>) {
  const { ids, matches, kept, isEntered, busy, unshown = 0 } = picker
  const messages = useMessages()
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // One listener for every quantity field, whatever cell the screen draws it in.
    const element = list.current
    const backToSearch = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
      event.preventDefault()
      focusAndSelect(document.getElementById(ids.search) as HTMLInputElement | null)
    }
    element?.addEventListener('keydown', backToSearch)
    return () => element?.removeEventListener('keydown', backToSearch)
  }, [ids.search])

  const keptKeys = new Set(kept.map(keyOf))
  // An empty answer to the last search says nothing yet about the one on its way.
  const noMatch = matches?.length === 0 && !busy
  return (
    <div id={ids.list} ref={list} className="grid grid-cols-1 gap-2">
      <p className="sr-only" aria-live="polite">
        {matches ? plural(matches.length, { one: '# product matches', other: '# products match' }) : ''}
      </p>
      {noMatch && kept.length === 0 ? (
        <EmptyState icon={PackageSearch} text={messages.order.noProductMatch} />
      ) : (
        <>
          {noMatch ? (
            <p className="text-sm text-zinc-600">{messages.order.noProductMatch}</p>
          ) : null}
          {unshown > 0 ? (
            <p className="text-xs text-zinc-500">
              {plural(unshown, {
                one: '# more product matches: type more of a name to find it.',
                other: '# more products match: type more of a name to find them.',
              })}
            </p>
          ) : null}
          {kept.length > 0 ? (
            <p className="text-xs text-zinc-500">
              {plural(kept.length, {
                one: '# product already entered stays listed after the matches.',
                other: '# products already entered stay listed after the matches.',
              })}
            </p>
          ) : null}
          <DataTable
            aria-busy={busy || undefined}
            // The rows of the last search stay while the next one loads, dimmed.
            className={cn('transition-opacity', busy && 'opacity-60')}
            items={matches && [...matches, ...kept]}
            keyOf={keyOf}
            columns={columns}
            skeletonRows={4}
            rowProps={(item) => ({
              'data-entered': isEntered(item) || undefined,
              'data-kept': keptKeys.has(keyOf(item)) || undefined,
              className: 'data-[entered=true]:bg-brand-50/60 data-[kept=true]:text-zinc-700',
            })}
          />
        </>
      )}
    </div>
  )
}

