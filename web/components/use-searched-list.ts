// A list a picker searches as the person types. One that a single answer holds whole is filtered
// on the screen at each keystroke; a longer one (pagination.total above what came) is searched on
// the server once the typing pauses, the last answer shown dimmed until the next one comes.
import { useQuery, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import type { SearchedRead } from '../api/searched-read'
import { matchesSearch } from './search-text'
import { useDebouncedValue } from './use-debounced-value'

export interface SearchedList<T> {
  search: string
  setSearch: (text: string) => void
  /** What the search finds, in the list's order; undefined while the first answer loads. */
  matches: T[] | undefined
  /** The matches shown answer an earlier search: the next answer is on its way. */
  busy: boolean
  /** Matches the server found beyond those it sent: typing more of a name reaches them. */
  unshown: number
  /** The list has no record at all, whatever the search; undefined while it loads. */
  empty: boolean | undefined
}

/** The records the search finds among those on the screen, at each keystroke. */
const onScreen = <T>(
  search: string,
  setSearch: (text: string) => void,
  records: T[] | undefined,
  textsOf: (record: T) => string[],
): SearchedList<T> => ({
  search,
  setSearch,
  matches: records?.filter((record) => matchesSearch(search, ...textsOf(record))),
  busy: false,
  unshown: 0,
  empty: records && records.length === 0,
})

/** A list already on the screen, filtered at each keystroke. */
export function useFilteredList<T>(
  records: T[] | undefined,
  textsOf: (record: T) => string[],
): SearchedList<T> {
  const [search, setSearch] = useState('')
  return onScreen(search, setSearch, records, textsOf)
}

/** A list route read for a picker, on the screen or on the server depending on its length. */
export function useSearchedList<D extends { pagination: { total: number } }, T, K extends QueryKey>(
  read: SearchedRead<D, T, K>,
  providerId: string,
  { enabled = true }: { enabled?: boolean } = {},
): SearchedList<T> {
  const [search, setSearch] = useState('')
  const typed = search.trim()
  const settled = useDebouncedValue(typed)
  const whole = useQuery({ ...read.query(providerId, ''), enabled })
  const complete = whole.data && read.records(whole.data).length >= whole.data.pagination.total
  // While the whole list is unknown or complete this is the same request as `whole`, sent once.
  const searched = useQuery({
    ...read.query(providerId, complete === false ? settled : ''),
    enabled,
  })

  if (complete !== false) {
    return onScreen(search, setSearch, whole.data && read.records(whole.data), read.textsOf)
  }
  const answer = searched.data
  const matches = answer && read.records(answer)
  return {
    search,
    setSearch,
    matches,
    busy: typed !== settled || searched.isPlaceholderData,
    unshown: answer && matches ? answer.pagination.total - matches.length : 0,
    empty: false,
  }
}
