// "What should I reorder", "qué tengo que reponer": answered from the provider's reorder rules,
// the same low-stock list as Inventory › Low stock (most urgent first), where the provider has
// set rules; without any, the question stays a ranking of the lowest stock (the planner's).
import {
  PLAN_LIMIT_MAX,
  type AssistantResponse,
  type QueryPlan,
  type TableData,
} from '../../../common/assistant'
import { messages } from '../../../common/messages'
import type { LowStockItem } from '../../../common/reorder'
import type { Db } from '../../db/client'
import { hasRules, lowStock } from '../reorder/service'
import type { FilterApplied } from './resolve'
import { formatNumber, type Language } from './text'

const LABELS: Record<string, Record<Language, string>> = {
  product: { en: 'Product', es: 'Producto' },
  location: { en: 'Location', es: 'Ubicación' },
  on_hand: { en: 'On hand', es: 'En stock' },
  min: { en: 'Min', es: 'Mínimo' },
  suggested: { en: 'Suggested', es: 'Sugerido' },
}
const ALL_LOCATIONS = { en: messages.reorder.allLocations, es: 'Todas las ubicaciones (total)' }

/** The list's own order, most urgent first, is no column of the table: rows keep it. */
const LIST_ORDER = 'urgency'

function sentences(items: LowStockItem[], total: number, lang: Language, where: string) {
  const es = lang === 'es'
  if (total === 0) {
    return {
      answer: es
        ? `No hay nada que reponer${where}: ningún producto está en su mínimo o por debajo.`
        : `Nothing needs reordering${where}: no product is at or below its minimum.`,
    }
  }
  const units = formatNumber(items.reduce((sum, item) => sum + item.suggested, 0))
  const first = items[0]!
  const place = first.location
    ? `${es ? 'en' : 'at'} ${first.location.name}`
    : es
      ? 'en todas las ubicaciones'
      : 'over all locations'
  const shown =
    total > items.length
      ? es
        ? ` (los ${items.length} primeros)`
        : ` (the first ${items.length})`
      : ''
  return es
    ? {
        answer: `${total === 1 ? '1 artículo está' : `${total} artículos están`} en su mínimo o por debajo${where}: pedir las ${units} unidades sugeridas${shown} ${total === 1 ? 'lo' : 'los'} lleva a su máximo.`,
        insight: `Lo más urgente: ${first.product.name} ${place}, con ${formatNumber(first.on_hand)} en stock (mínimo ${formatNumber(first.min)}).`,
      }
    : {
        answer: `${total === 1 ? '1 item is at or below its' : `${total} items are at or below their`} minimum${where}: ordering the ${units} suggested units${shown} brings ${total === 1 ? 'it' : 'them'} back to ${total === 1 ? 'its' : 'their'} maximum.`,
        insight: `Most urgent: ${first.product.name} ${place}, with ${formatNumber(first.on_hand)} on hand (minimum ${formatNumber(first.min)}).`,
      }
}

/**
 * The answer from the rules, or undefined when the provider has none (or the question filters by
 * something rules do not know, a custom field).
 */
export async function answerReorder(
  db: Db,
  providerId: string,
  {
    plan,
    matching,
    locations,
  }: { plan: QueryPlan; matching: FilterApplied[]; locations: string[] },
  lang: Language,
): Promise<AssistantResponse | undefined> {
  if (plan.filters.custom_field || !(await hasRules(db, providerId))) return undefined
  const page = await lowStock(
    db,
    providerId,
    { limit: PLAN_LIMIT_MAX, offset: 0 },
    { productIds: plan.filters.product_ids, locationIds: plan.filters.location_ids },
  )
  const items = JSON.parse(page.items.text) as LowStockItem[]
  const where = locations.length ? (lang === 'es' ? ' en ' : ' at ') + locations.join(', ') : ''
  const keys = ['product', 'location', 'on_hand', 'min', 'suggested'] as const
  const columns: TableData['columns'] = keys.map((key) => ({
    key,
    label: LABELS[key]![lang],
    type: key === 'product' || key === 'location' ? 'text' : 'number',
  }))
  const filter = (type: string, value: string) => ({ type, value, from: null, to: null })
  return {
    ...sentences(items, page.total, lang, where),
    query_details: {
      database_query: {
        table: 'inventory',
        columns: [...keys],
        filters: [
          filter('reorder_rule', 'at_or_below_min'),
          filter('product_active', 'true'),
          filter('location_active', 'true'),
          ...matching.map((m) =>
            filter(m.dimension, m.matches_found.map((f) => f.name).join(', ')),
          ),
        ],
      },
      analytical_intent: {
        analysis_type: 'ranking',
        groupings: [{ label: LABELS.product![lang] }, { label: LABELS.location![lang] }],
        value_function: 'stock',
        sorting: { by: LIST_ORDER, direction: 'asc' },
      },
      entity_matching: { filters_applied: matching },
    },
    table_data: {
      columns,
      rows: items.map((item) => ({
        product: item.product.name,
        location: item.location?.name ?? ALL_LOCATIONS[lang],
        on_hand: item.on_hand,
        min: item.min,
        suggested: item.suggested,
      })),
      metadata: { sort_column: LIST_ORDER, sort_direction: 'asc' },
    },
  }
}
