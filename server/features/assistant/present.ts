// The response for a plan's rows: the table (spec §3), the query details that show how the
// question was read, and the sentences of sentences.ts.
import type {
  AssistantResponse,
  Grouping,
  QueryDetails,
  QUERY_FILTER_TYPES,
  QueryPlan,
  TableData,
} from '../../../common/assistant'
import { countsEveryOrder } from './planner'
import type { FilterApplied } from './resolve'
import { dayOfSeconds, isDate, isMoney, sentences, singularOf, type Presentable } from './sentences'
import {
  AVERAGE_PHRASE,
  GROUP_LABEL,
  GROUP_PLURAL,
  KEY_LABEL,
  VALUE_LABEL,
  type Language,
} from './text'

/** A status or a transaction type in the question's language; any other label as it is. */
const rowLabel = (grouping: Grouping, label: string | null, lang: Language) =>
  label !== null && (grouping === 'status' || grouping === 'transaction_type')
    ? (KEY_LABEL[label]?.[lang] ?? label)
    : label

const VALUE_KEY = {
  revenue: 'revenue',
  units: 'units',
  order_count: 'orders',
  average_order_value: 'average_order_value',
  stock: 'stock',
  record_count: 'count',
  client_count: 'clients',
  product_count: 'products',
  day_count: 'days',
  first_date: 'first_order',
  last_date: 'last_order',
} as const
const TIME = new Set<Grouping>(['day', 'week', 'month'])
const WITHOUT_ORDERS_LABEL = {
  client: { en: 'Clients without orders', es: 'Clientes sin pedidos' },
  product: { en: 'Products not sold', es: 'Productos sin ventas' },
} as const

const round2 = (n: number) => Math.round(n * 100) / 100
const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase())

export function present({ plan, rows, matching, language: lang }: Presentable): AssistantResponse {
  const grouping = plan.grouping
  // Those without orders counted; listed, each row is one of them with its last order.
  const countedWithout = plan.filters.without_orders && grouping === 'none'
  const measure =
    plan.share && grouping === 'none'
      ? 'share'
      : countedWithout
        ? `${VALUE_KEY[plan.value_function]}_without_orders`
        : VALUE_KEY[plan.value_function]
  const valueKey = plan.average ? `${measure}_${plan.average}` : measure
  const labelKey = plan.compare ? 'compared' : grouping
  const measureLabel =
    plan.value_function === 'record_count'
      ? capitalised(GROUP_PLURAL[singularOf(plan.table)][lang])
      : countedWithout
        ? WITHOUT_ORDERS_LABEL[plan.value_function === 'client_count' ? 'client' : 'product'][lang]
        : VALUE_LABEL[plan.value_function][lang]
  const shareLabel = lang === 'es' ? 'Porcentaje' : 'Share'
  const columns: TableData['columns'] = [
    ...(plan.compare
      ? [{ key: labelKey, label: lang === 'es' ? 'Comparado' : 'Compared', type: 'text' as const }]
      : grouping === 'none'
        ? []
        : [
            {
              key: grouping,
              label: GROUP_LABEL[grouping][lang],
              type:
                grouping === 'day' || grouping === 'week' ? ('date' as const) : ('text' as const),
            },
          ]),
    {
      key: valueKey,
      label:
        measure === 'share'
          ? `${shareLabel} (${VALUE_LABEL[plan.value_function][lang].toLowerCase()})`
          : plan.average
            ? `${measureLabel} ${AVERAGE_PHRASE[plan.average][lang]}`
            : measureLabel,
      type:
        measure === 'share'
          ? 'percent'
          : isDate(plan)
            ? 'date'
            : isMoney(plan)
              ? 'currency'
              : 'number',
    },
    ...(plan.share && grouping !== 'none'
      ? [{ key: 'share', label: shareLabel, type: 'percent' as const }]
      : []),
  ]
  const percentOf = (row: (typeof rows)[number]) =>
    row.total > 0 ? round2((row.value / row.total) * 100) : 0
  const tableRows = rows.map((row) => ({
    ...(labelKey !== 'none' && { [labelKey]: rowLabel(grouping, row.label, lang) }),
    [valueKey]:
      measure === 'share'
        ? percentOf(row)
        : isDate(plan)
          ? row.value > 0
            ? dayOfSeconds(row.value)
            : null
          : round2(row.value),
    ...(plan.share && grouping !== 'none' && { share: percentOf(row) }),
  }))
  const sortColumn = plan.sorting.by === 'label' && labelKey !== 'none' ? labelKey : valueKey
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
  const filter = (
    type: (typeof QUERY_FILTER_TYPES)[number],
    value: string | null,
    from?: string,
    to?: string,
  ) => ({
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
  const everyOrder = countsEveryOrder(plan) || plan.grouping === 'status'
  const filters = [
    ...(f.date_range ? [filter('date_range', null, f.date_range.from, f.date_range.to)] : []),
    ...(plan.compare ?? []).flatMap((side) =>
      side.date_range
        ? [filter('compared_period', side.label, side.date_range.from, side.date_range.to)]
        : [filter('compared', side.label)],
    ),
    ...(sales && plan.grouping !== 'transaction_type'
      ? [filter('transaction_type', f.transaction_type ?? 'ORDER')]
      : []),
    ...(sales ? [filter('status', f.status ?? (everyOrder ? 'any' : 'not_cancelled'))] : []),
    ...(f.product_ids ? [filter('product', named('product'))] : []),
    ...(f.client_ids ? [filter('client', named('client'))] : []),
    ...(f.location_ids ? [filter('location', named('location'))] : []),
    ...(plan.value_function === 'stock' && !f.product_ids
      ? [filter('product_active', 'true')]
      : []),
    ...(f.custom_field ? [filter('custom_field', f.custom_field.value)] : []),
    ...(f.stock_below !== undefined ? [filter('stock_below', String(f.stock_below))] : []),
    ...(f.without_orders ? [filter('without_orders', 'true')] : []),
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
      groupings: columns
        .slice(0, plan.share && grouping !== 'none' ? -2 : -1)
        .map((c) => ({ label: c.label })),
      value_function: plan.value_function,
      sorting: { by: sortColumn, direction: plan.sorting.direction },
    },
    entity_matching: { filters_applied: matching },
  }
}
