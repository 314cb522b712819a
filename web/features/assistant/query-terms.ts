// The words of a query's details (spec §3 "query_details") in the screen's language: the server
// sends them as identifiers (tables, measures, filter types and their values); one it may add
// later reads as its identifier, humanized.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AssistantTable, QUERY_FILTER_TYPES, ValueFunction } from '../../../common/assistant'

/** What the server may name: a word missing here would show in English on a Spanish screen. */
type NamedWord = AssistantTable | ValueFunction | (typeof QUERY_FILTER_TYPES)[number]

const TERMS: Record<NamedWord, MessageDescriptor> & Record<string, MessageDescriptor> = {
  // Tables.
  orders: msg`Orders`,
  line_items: msg`Order lines`,
  products: msg`Products`,
  clients: msg`Clients`,
  inventory: msg`Inventory`,
  locations: msg`Locations`,
  // Analysis types.
  total: msg`Total`,
  ranking: msg`Ranking`,
  breakdown: msg`Breakdown`,
  time_series: msg`Over time`,
  // Measures.
  revenue: msg`Revenue`,
  units: msg`Units`,
  order_count: msg`Order count`,
  average_order_value: msg`Average order value`,
  client_count: msg`Clients who ordered`,
  product_count: msg`Products sold`,
  day_count: msg`Days with orders`,
  first_date: msg`First order`,
  last_date: msg`Last order`,
  stock: msg`Stock`,
  record_count: msg`Record count`,
  // Filters and matched names.
  date_range: msg`Dates`,
  compared_period: msg`Compared period`,
  compared: msg`Compared`,
  transaction_type: msg`Type`,
  status: msg`Status`,
  product: msg`Product`,
  client: msg`Client`,
  location: msg`Location`,
  product_active: msg`Active product`,
  location_active: msg`Active location`,
  custom_field: msg`Custom field`,
  stock_below: msg`Stock below`,
  reorder_rule: msg`Reorder rule`,
  without_orders: msg`Without orders`,
}

/** A filter's value the server writes as an identifier. */
const VALUES: Record<string, MessageDescriptor> = {
  ORDER: msg`Orders`,
  IN: msg`In`,
  OUT: msg`Out`,
  ADJUST: msg`Adjustment`,
  TRANSFER: msg`Transfer`,
  pending: msg`Pending`,
  complete: msg`Complete`,
  cancelled: msg`Cancelled`,
  not_cancelled: msg`Not cancelled`,
  any: msg`Any`,
  true: msg`Yes`,
  false: msg`No`,
  at_or_below_min: msg`At or below its minimum`,
}

/** "average_order_value" → "Average order value". */
export const humanize = (word: string) => {
  const spaced = word.replace(/_/g, ' ').trim()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

export const termOf = (word: string) => TERMS[word] ?? null
export const valueOf = (word: string) => VALUES[word] ?? null
