// The assistant contract (spec §3 "Assistant response", API.md "Assistant"): the question body,
// the typed query plan a question becomes, and the answer. A plan is a whitelist — every table,
// value, grouping and filter is an enum or a bound value — so nothing typed by a person or a
// model is ever SQL.
import { z } from 'zod'
import { TRANSACTION_TYPES } from './constants'
import { isRealDate } from './dates'

export const ASSISTANT_TABLES = [
  'orders',
  'line_items',
  'products',
  'clients',
  'inventory',
  'locations',
] as const
export const GROUPINGS = [
  'none',
  'day',
  'week',
  'month',
  'product',
  'client',
  'location',
  'status',
  'transaction_type',
] as const
export const SALES_VALUES = [
  'revenue',
  'units',
  'order_count',
  'average_order_value',
  /** How many different clients ordered, products were sold. */
  'client_count',
  'product_count',
  /** On how many different days there was a matching order. */
  'day_count',
  /** The day of the first or last matching order. */
  'first_date',
  'last_date',
] as const
export const VALUE_FUNCTIONS = [...SALES_VALUES, 'stock', 'record_count'] as const
/** The kinds of filter a query's details list (spec §3 "query_details"). */
export const QUERY_FILTER_TYPES = [
  'date_range',
  'compared_period',
  'compared',
  'transaction_type',
  'status',
  'product',
  'client',
  'location',
  'product_active',
  'custom_field',
  'stock_below',
  'without_orders',
] as const
export const ORDER_STATUSES = ['pending', 'complete', 'cancelled'] as const
/** A sum or count divided by the days of the period, or by how many orders, clients, products. */
export const AVERAGES = ['per_day', 'per_order', 'per_client', 'per_product'] as const
export const ENTITY_DIMENSIONS = ['product', 'client', 'location'] as const
export const PLAN_LIMIT_MAX = 100
// A shop owner's question fits in a tweet; a longer text only makes the parser's work grow.
export const QUERY_MAX_LENGTH = 300

export type AssistantTable = (typeof ASSISTANT_TABLES)[number]
export type Grouping = (typeof GROUPINGS)[number]
export type ValueFunction = (typeof VALUE_FUNCTIONS)[number]
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export type EntityDimension = (typeof ENTITY_DIMENSIONS)[number]
export type Average = (typeof AVERAGES)[number]

export const TIME_GROUPINGS: readonly Grouping[] = ['day', 'week', 'month']

export const AssistantQuery = z.object({
  query: z
    .string({ error: 'Please type a question.' })
    .trim()
    .min(1, { error: 'Please type a question.' })
    .max(QUERY_MAX_LENGTH, { error: `A question can be at most ${QUERY_MAX_LENGTH} characters.` }),
})

const IsoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date is written YYYY-MM-DD.' })
  .refine(isRealDate, { error: 'This date does not exist.' })

export const DateRange = z
  .strictObject({
    from: IsoDay.optional().describe('First day included, YYYY-MM-DD (UTC)'),
    to: IsoDay.optional().describe('Last day included, YYYY-MM-DD (UTC)'),
  })
  .refine((r) => r.from !== undefined || r.to !== undefined, {
    error: 'A date range needs a bound.',
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { error: 'The range starts after it ends.' })
export type DateRange = z.infer<typeof DateRange>

const Sorting = z.strictObject({
  by: z.enum(['value', 'label']),
  direction: z.enum(['asc', 'desc']),
})

const common = {
  table: z.enum(ASSISTANT_TABLES),
  value_function: z.enum(VALUE_FUNCTIONS),
  grouping: z.enum(GROUPINGS),
  sorting: Sorting,
  limit: z.number().int().min(1).max(PLAN_LIMIT_MAX),
  average: z.enum(AVERAGES).optional().describe('Divide the value by days, orders, clients…'),
  share: z.boolean().optional().describe('Each value as a percentage of the whole'),
}
const commonFilters = {
  date_range: DateRange.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  without_cancelled: z
    .literal(true)
    .optional()
    .describe('An order count of the orders not cancelled (it counts every order otherwise)'),
  transaction_type: z.enum(TRANSACTION_TYPES).optional(),
  stock_below: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .optional()
    .describe('Only rows whose stock is strictly below this number'),
  active: z.boolean().optional().describe('Count only active (true) or inactive (false) records'),
  without_orders: z
    .literal(true)
    .optional()
    .describe(
      'With client_count or product_count: count the clients (products) with NO order the other filters keep; with last_date grouped by client (product) and sorted by label: list them, each with its last order',
    ),
}

type PlanShape = {
  table: AssistantTable
  value_function: ValueFunction
  grouping: Grouping
  sorting: { by: 'value' | 'label' }
  average?: Average | undefined
  share?: boolean | undefined
  compare?: unknown[] | undefined
  filters: {
    date_range?: DateRange | undefined
    status?: OrderStatus | undefined
    without_cancelled?: true | undefined
    transaction_type?: (typeof TRANSACTION_TYPES)[number] | undefined
    stock_below?: number | undefined
    active?: boolean | undefined
    without_orders?: true | undefined
    custom_field?: unknown
  } & Partial<Record<EntityFilterKey, unknown[]>>
}
type EntityFilterKey =
  'products' | 'clients' | 'locations' | 'product_ids' | 'client_ids' | 'location_ids'

const entityTable: Partial<Record<Grouping, AssistantTable>> = {
  product: 'products',
  client: 'clients',
  location: 'locations',
}

/**
 * What makes sense together, beyond each field's own whitelist. Returns the problems, so the
 * same rules refuse a model's plan and explain why in a test.
 */
export function planProblems(plan: PlanShape): string[] {
  const problems: string[] = []
  const { table, value_function: value, grouping, filters } = plan
  const has = (dimension: EntityDimension) =>
    (filters[`${dimension}s`] ?? filters[`${dimension}_ids`]) !== undefined
  const sales = (SALES_VALUES as readonly string[]).includes(value)
  if (sales) {
    const wanted = entityTable[grouping]
    if (wanted ? table !== wanted : table !== 'orders' && table !== 'line_items') {
      problems.push(`grouping ${grouping} does not go with table ${table}`)
    }
    const type = filters.transaction_type
    if ((value === 'revenue' || value === 'average_order_value') && type && type !== 'ORDER') {
      problems.push(`${value} is measured on orders only`)
    }
    if (filters.status && type && type !== 'ORDER') problems.push('a status belongs to orders')
    if ((has('client') || grouping === 'client') && type && type !== 'ORDER') {
      problems.push('clients buy in orders; stock movements have no client')
    }
    if (filters.without_cancelled && (filters.status || grouping === 'status')) {
      problems.push('a status names the orders counted already')
    }
    if (filters.without_cancelled && type && type !== 'ORDER') {
      problems.push('only orders are cancelled')
    }
    if (filters.stock_below !== undefined) problems.push('stock_below needs the stock value')
    if (grouping === 'transaction_type' && type) problems.push('one type is not grouped by type')
    if (grouping === 'status' && filters.status)
      problems.push('one status is not grouped by status')
    if ((grouping === 'status' || filters.status) && type && type !== 'ORDER') {
      problems.push('a status belongs to orders')
    }
    if (grouping === 'transaction_type' && value !== 'order_count' && value !== 'units') {
      problems.push('movements of every type are counted in orders or units')
    }
    const dated = value === 'first_date' || value === 'last_date'
    if (dated && (plan.average || plan.share)) problems.push('a date is not averaged or shared')
    if (value === 'day_count' && grouping !== 'none') problems.push('days are counted in one total')
    if (plan.average && value !== 'revenue' && value !== 'units' && value !== 'order_count') {
      problems.push('only revenue, units and orders are averaged')
    }
    if (plan.average === 'per_day' && (!filters.date_range?.from || !filters.date_range.to)) {
      problems.push('an average per day needs a period with both ends')
    }
    if (plan.share && (dated || value === 'average_order_value')) {
      problems.push('a share is of revenue, units or counts')
    }
    if (plan.compare && grouping !== 'none') problems.push('a comparison is of two totals')
    if (filters.without_orders) {
      // Which ones have no order: a list of them by name, with each one's last order ever.
      const listed =
        value === 'last_date' &&
        (grouping === 'client' || grouping === 'product') &&
        plan.sorting.by === 'label'
      if (value !== 'client_count' && value !== 'product_count' && !listed) {
        problems.push('without_orders counts or lists clients or products')
      }
      if ((grouping !== 'none' && !listed) || plan.average || plan.share || plan.compare) {
        problems.push('those without orders are one count, or a list by name')
      }
      if (
        (value === 'client_count' && has('client')) ||
        (value === 'product_count' && has('product')) ||
        (listed && has(grouping))
      ) {
        problems.push('the ones counted are not named')
      }
    }
  } else {
    if (plan.average) problems.push(`${value} is not averaged`)
    // Each place's (or product's) part of the stock: a share of every row, none left out.
    // Or one place's (one product's) part of all the stock: one figure, of one named part.
    const parts = (['location', 'product'] as const).filter(has)
    const stockShare =
      value === 'stock' &&
      filters.stock_below === undefined &&
      (grouping === 'location' || grouping === 'product'
        ? !has(grouping)
        : grouping === 'none' && parts.length === 1)
    // The active (inactive) products or clients as a part of all of them.
    const recordShare =
      value === 'record_count' && table !== 'locations' && filters.active !== undefined
    if (plan.share && !stockShare && !recordShare) problems.push(`${value} is not shared`)
    // Stock at two places, or of two products, side by side: two totals.
    if (plan.compare && (value !== 'stock' || grouping !== 'none')) {
      problems.push(`${value} is compared only as two totals of stock`)
    }
    if (filters.date_range || filters.status || filters.transaction_type) {
      problems.push(`${value} takes no date, status or transaction type`)
    }
    if (value === 'stock') {
      if (table !== 'inventory') problems.push('stock is read from the inventory table')
      if (!['none', 'product', 'location'].includes(grouping)) {
        problems.push(`stock cannot be grouped by ${grouping}`)
      }
      if (has('client')) problems.push('stock has no client')
    } else {
      if (!['products', 'clients', 'locations'].includes(table)) {
        problems.push('record_count counts products, clients or locations')
      }
      if (grouping !== 'none') problems.push('record_count is not grouped')
      if (ENTITY_DIMENSIONS.some(has)) problems.push('record_count takes no entity filter')
      if (filters.stock_below !== undefined) problems.push('stock_below needs the stock value')
    }
  }
  if (table === 'inventory' && value !== 'stock') problems.push('the inventory table holds stock')
  if (filters.without_orders && !sales) problems.push('without_orders counts clients or products')
  // Being active filters the shop's records: a count of them, or those without orders.
  const ofRecords =
    value === 'record_count' ? table !== 'locations' : filters.without_orders === true
  if (filters.active !== undefined && !ofRecords) {
    problems.push('active filters a count of products or clients, or those without orders')
  }
  const fieldOf = (filters.custom_field as { entity_type?: string } | undefined)?.entity_type
  if (fieldOf === 'CLIENTS' && value === 'stock') problems.push('stock has no client fields')
  if (
    value === 'record_count' &&
    fieldOf &&
    table !== (fieldOf === 'PRODUCTS' ? 'products' : 'clients')
  ) {
    problems.push(`a ${fieldOf.toLowerCase()} field does not filter ${table}`)
  }
  return problems
}

const refinePlan = (plan: PlanShape, ctx: z.RefinementCtx) => {
  for (const message of planProblems(plan)) ctx.addIssue({ code: 'custom', message })
}

const Names = z.array(z.string().trim().min(1).max(120)).min(1).max(5)

/** One side of a comparison: the period or the names that replace the plan's own. */
const RequestSide = z.strictObject({
  label: z.string().min(1).max(120).describe('How the user called this side'),
  date_range: DateRange.optional(),
  products: Names.optional(),
  clients: Names.optional(),
  locations: Names.optional(),
})

/**
 * A plan as the built-in parser or a model writes it: products, clients and locations are named
 * as text and resolved to ids by the entity matcher before anything runs.
 */
export const PlanRequest = z
  .strictObject({
    ...common,
    filters: z.strictObject({
      ...commonFilters,
      products: Names.optional().describe('Product names as the user wrote them'),
      clients: Names.optional().describe('Client names as the user wrote them'),
      locations: Names.optional().describe('Location names as the user wrote them'),
      custom_field: z
        .strictObject({ field: z.string().min(1).max(80), value: z.string().min(1).max(80) })
        .optional()
        .describe('A custom SELECT field (by its label) and one of its options'),
    }),
    compare: z
      .array(RequestSide)
      .length(2)
      .optional()
      .describe('Two periods or two places side by side, with the difference'),
  })
  .superRefine(refinePlan)
export type PlanRequest = z.infer<typeof PlanRequest>

const Ids = z.array(z.uuid()).min(1).max(1000)

const PlanSide = z.strictObject({
  label: z.string().min(1).max(200),
  date_range: DateRange.optional(),
  product_ids: Ids.optional(),
  client_ids: Ids.optional(),
  location_ids: Ids.optional(),
})
export type PlanSide = z.infer<typeof PlanSide>

/** The plan that runs: every name resolved to the provider's own ids. */
export const QueryPlan = z
  .strictObject({
    ...common,
    filters: z.strictObject({
      ...commonFilters,
      product_ids: Ids.optional(),
      client_ids: Ids.optional(),
      location_ids: Ids.optional(),
      custom_field: z
        .strictObject({
          field_id: z.uuid(),
          entity_type: z.enum(['PRODUCTS', 'CLIENTS']),
          value: z.string().min(1).max(80),
        })
        .optional(),
    }),
    compare: z.array(PlanSide).length(2).optional(),
  })
  .superRefine(refinePlan)
export type QueryPlan = z.infer<typeof QueryPlan>

export const COLUMN_TYPES = ['text', 'number', 'currency', 'percent', 'date'] as const
export type ColumnType = (typeof COLUMN_TYPES)[number]

const Cell = z.union([z.string(), z.number(), z.null()])

export const TableData = z.object({
  columns: z.array(z.object({ key: z.string(), label: z.string(), type: z.enum(COLUMN_TYPES) })),
  rows: z.array(z.record(z.string(), Cell)),
  metadata: z.object({ sort_column: z.string(), sort_direction: z.enum(['asc', 'desc']) }),
})
export type TableData = z.infer<typeof TableData>

export const QueryDetails = z.object({
  database_query: z.object({
    table: z.enum(ASSISTANT_TABLES),
    columns: z.array(z.string()),
    filters: z.array(
      z.object({
        type: z.string(),
        value: z.string().nullable(),
        from: z.string().nullable(),
        to: z.string().nullable(),
      }),
    ),
  }),
  analytical_intent: z.object({
    analysis_type: z.enum(['total', 'ranking', 'breakdown', 'time_series']),
    groupings: z.array(z.object({ label: z.string() })),
    value_function: z.enum(VALUE_FUNCTIONS),
    sorting: z.object({ by: z.string(), direction: z.enum(['asc', 'desc']) }),
  }),
  entity_matching: z.object({
    filters_applied: z.array(
      z.object({
        dimension: z.string(),
        user_input: z.string(),
        matches_found: z.array(z.object({ name: z.string() })).max(3),
        records_matched: z.number().int(),
      }),
    ),
  }),
})
export type QueryDetails = z.infer<typeof QueryDetails>

export const AssistantResponse = z.object({
  answer: z.string(),
  insight: z.string().optional(),
  /** Questions the assistant can answer that come closest to one it could not. */
  suggestions: z.array(z.string()).optional(),
  query_details: QueryDetails.optional(),
  table_data: TableData.optional(),
})
export type AssistantResponse = z.infer<typeof AssistantResponse>
