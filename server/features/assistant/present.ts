// The response for a plan's rows: the table (spec §3), the query details that show how the
// question was read, and the sentences of sentences.ts.
import type {
  AssistantResponse,
  Grouping,
  QueryDetails,
  QueryPlan,
  TableData,
} from '../../../common/assistant'
import type { FilterApplied } from './resolve'
import { isMoney, sentences, singularOf, type Presentable } from './sentences'
import { GROUP_LABEL, GROUP_PLURAL, VALUE_LABEL } from './text'

const VALUE_KEY = {
  revenue: 'revenue',
  units: 'units',
  order_count: 'orders',
  average_order_value: 'average_order_value',
  stock: 'stock',
  record_count: 'count',
} as const
const TIME = new Set<Grouping>(['day', 'week', 'month'])

export function present({ plan, rows, matching, language: lang }: Presentable): AssistantResponse {
  const valueKey = VALUE_KEY[plan.value_function]
  const grouping = plan.grouping
  const columns: TableData['columns'] = [
    ...(grouping === 'none'
      ? []
      : [
          {
            key: grouping,
            label: GROUP_LABEL[grouping][lang],
            type: grouping === 'day' || grouping === 'week' ? ('date' as const) : ('text' as const),
          },
        ]),
    {
      key: valueKey,
      label:
        plan.value_function === 'record_count'
          ? GROUP_PLURAL[singularOf(plan.table)][lang].replace(/^./, (c) => c.toUpperCase())
          : VALUE_LABEL[plan.value_function][lang],
      type: isMoney(plan) ? 'currency' : 'number',
    },
  ]
  const tableRows = rows.map((row) => ({
    ...(grouping !== 'none' && { [grouping]: row.label }),
    [valueKey]: Math.round(row.value * 100) / 100,
  }))
  const sortColumn = plan.sorting.by === 'label' && grouping !== 'none' ? grouping : valueKey
  const text = sentences({ plan, rows, matching, language: lang })
  return {
    answer: text.answer,
    ...(text.insight && { insight: text.insight }),
    query_details: details(plan, matching, columns, sortColumn),
    table_data: {
      columns,
      rows: tableRows,
      metadata: { sort_column: sortColumn, sort_direction: plan.sorting.direction },
    },
  }
}

function details(
  plan: QueryPlan,
  matching: FilterApplied[],
  columns: TableData['columns'],
  sortColumn: string,
): QueryDetails {
  const f = plan.filters
  const filter = (type: string, value: string | null, from?: string, to?: string) => ({
    type,
    value,
    from: from ?? null,
    to: to ?? null,
  })
  const sales = !['stock', 'record_count'].includes(plan.value_function)
  const named = (dimension: string) => {
    const entries = matching.filter((m) => m.dimension === dimension)
    const shown = entries.flatMap((m) => m.matches_found.map((x) => x.name))
    const total = entries.reduce((n, m) => n + m.records_matched, 0)
    return shown.join(', ') + (total > shown.length ? ` +${total - shown.length}` : '')
  }
  const filters = [
    ...(f.date_range ? [filter('date_range', null, f.date_range.from, f.date_range.to)] : []),
    ...(sales ? [filter('transaction_type', f.transaction_type ?? 'ORDER')] : []),
    ...(sales ? [filter('status', f.status ?? 'not_cancelled')] : []),
    ...(f.product_ids ? [filter('product', named('product'))] : []),
    ...(f.client_ids ? [filter('client', named('client'))] : []),
    ...(f.location_ids ? [filter('location', named('location'))] : []),
    ...(plan.value_function === 'stock' && !f.product_ids
      ? [filter('product_active', 'true')]
      : []),
    ...(f.custom_field ? [filter('custom_field', f.custom_field.value)] : []),
    ...(f.stock_below !== undefined ? [filter('stock_below', String(f.stock_below))] : []),
  ]
  const grouping = plan.grouping
  return {
    database_query: { table: plan.table, columns: columns.map((c) => c.key), filters },
    analytical_intent: {
      analysis_type:
        grouping === 'none'
          ? 'total'
          : TIME.has(grouping)
            ? 'time_series'
            : plan.sorting.by === 'value'
              ? 'ranking'
              : 'breakdown',
      groupings: columns.slice(0, -1).map((c) => ({ label: c.label })),
      value_function: plan.value_function,
      sorting: { by: sortColumn, direction: plan.sorting.direction },
    },
    entity_matching: { filters_applied: matching },
  }
}
