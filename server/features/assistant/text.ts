// Every sentence and label the assistant answers with, in English and Spanish (the language of
// the question). Money is USD without decimals and dates are US English (spec §9); Spanish
// answers keep the same money format so a table reads the same in both.
import type {
  Average,
  DateRange,
  EntityDimension,
  Grouping,
  ValueFunction,
} from '../../../common/assistant'

export type Language = 'en' | 'es'

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

export const formatMoney = (n: number) => usd.format(n)
export const formatNumber = (n: number) => count.format(n)
export const formatPercent = (n: number) => `${n.toFixed(1)}%`

const dateFormat = {
  en: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  es: new Intl.DateTimeFormat('es', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
}
const monthFormat = {
  en: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
}
const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
export const formatDay = (iso: string, lang: Language) => dateFormat[lang].format(day(iso))
export const formatMonth = (yyyyMm: string, lang: Language) =>
  monthFormat[lang].format(day(`${yyyyMm}-01`))

const lastDayOfMonth = (iso: string) => {
  const d = day(iso)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)
}

/** "in May 2026", "on Jun 3, 2026", "from … to …", or nothing for all time. */
export function describePeriod(range: DateRange | undefined, lang: Language): string {
  if (!range) return ''
  const { from, to } = range
  const es = lang === 'es'
  if (from && to) {
    if (from === to) return es ? `el ${formatDay(from, lang)}` : `on ${formatDay(from, lang)}`
    if (from.endsWith('-01-01') && to === `${from.slice(0, 4)}-12-31`) {
      return es ? `en ${from.slice(0, 4)}` : `in ${from.slice(0, 4)}`
    }
    if (from.endsWith('-01') && to === lastDayOfMonth(from)) {
      return `${es ? 'en' : 'in'} ${formatMonth(from.slice(0, 7), lang)}`
    }
    return es
      ? `del ${formatDay(from, lang)} al ${formatDay(to, lang)}`
      : `from ${formatDay(from, lang)} to ${formatDay(to, lang)}`
  }
  if (from) return es ? `desde el ${formatDay(from, lang)}` : `since ${formatDay(from, lang)}`
  return es ? `hasta el ${formatDay(to!, lang)}` : `until ${formatDay(to!, lang)}`
}

export const GROUP_LABEL: Record<Exclude<Grouping, 'none'>, Record<Language, string>> = {
  product: { en: 'Product', es: 'Producto' },
  client: { en: 'Client', es: 'Cliente' },
  location: { en: 'Location', es: 'Ubicación' },
  day: { en: 'Day', es: 'Día' },
  week: { en: 'Week of', es: 'Semana del' },
  month: { en: 'Month', es: 'Mes' },
  status: { en: 'Status', es: 'Estado' },
  transaction_type: { en: 'Type', es: 'Tipo' },
}

/** Plural nouns for a grouping: "products", "weeks". */
export const GROUP_PLURAL: Record<Exclude<Grouping, 'none'>, Record<Language, string>> = {
  product: { en: 'products', es: 'productos' },
  client: { en: 'clients', es: 'clientes' },
  location: { en: 'locations', es: 'ubicaciones' },
  day: { en: 'days', es: 'días' },
  week: { en: 'weeks', es: 'semanas' },
  month: { en: 'months', es: 'meses' },
  status: { en: 'statuses', es: 'estados' },
  transaction_type: { en: 'types', es: 'tipos' },
}

/** A status or transaction type as a row of a table names it. */
export const KEY_LABEL: Record<string, Record<Language, string>> = {
  pending: { en: 'Pending', es: 'Pendientes' },
  complete: { en: 'Completed', es: 'Completados' },
  cancelled: { en: 'Cancelled', es: 'Cancelados' },
  ORDER: { en: 'Orders', es: 'Pedidos' },
  IN: { en: 'Stock received (IN)', es: 'Entradas (IN)' },
  OUT: { en: 'Stock out (OUT)', es: 'Salidas (OUT)' },
  ADJUST: { en: 'Adjustments (ADJUST)', es: 'Ajustes (ADJUST)' },
}

export const VALUE_LABEL: Record<ValueFunction, Record<Language, string>> = {
  revenue: { en: 'Revenue', es: 'Ventas' },
  units: { en: 'Units', es: 'Unidades' },
  order_count: { en: 'Orders', es: 'Pedidos' },
  average_order_value: { en: 'Average order value', es: 'Valor medio del pedido' },
  stock: { en: 'Stock', es: 'Stock' },
  record_count: { en: 'Count', es: 'Total' },
  client_count: { en: 'Clients who ordered', es: 'Clientes con pedidos' },
  product_count: { en: 'Products sold', es: 'Productos vendidos' },
  day_count: { en: 'Days with orders', es: 'Días con pedidos' },
  first_date: { en: 'First order', es: 'Primer pedido' },
  last_date: { en: 'Last order', es: 'Último pedido' },
}

/** The measure inside a sentence: "by revenue", "por ventas". */
export const VALUE_PHRASE: Record<ValueFunction, Record<Language, string>> = {
  revenue: { en: 'revenue', es: 'ventas' },
  units: { en: 'units', es: 'unidades' },
  order_count: { en: 'orders', es: 'pedidos' },
  average_order_value: { en: 'average order value', es: 'valor medio del pedido' },
  stock: { en: 'stock', es: 'stock' },
  record_count: { en: 'count', es: 'total' },
  client_count: { en: 'clients who ordered', es: 'clientes con pedidos' },
  product_count: { en: 'products sold', es: 'productos vendidos' },
  day_count: { en: 'days with orders', es: 'días con pedidos' },
  first_date: { en: 'first order', es: 'primer pedido' },
  last_date: { en: 'last order', es: 'último pedido' },
}

/** What an average divides by, inside a sentence or a column label: "per day", "por pedido". */
export const AVERAGE_PHRASE: Record<Average, Record<Language, string>> = {
  per_day: { en: 'per day', es: 'por día' },
  per_order: { en: 'per order', es: 'por pedido' },
  per_client: { en: 'per client', es: 'por cliente' },
  per_product: { en: 'per product', es: 'por producto' },
}

export const DIMENSION_NAME: Record<EntityDimension, Record<Language, [string, string]>> = {
  product: { en: ['product', 'products'], es: ['producto', 'productos'] },
  client: { en: ['client', 'clients'], es: ['cliente', 'clientes'] },
  location: { en: ['location', 'locations'], es: ['ubicación', 'ubicaciones'] },
}

export const STATUS_WORD: Record<string, Record<Language, string>> = {
  pending: { en: 'pending', es: 'pendientes' },
  complete: { en: 'completed', es: 'completados' },
  cancelled: { en: 'cancelled', es: 'cancelados' },
  not_cancelled: { en: 'non-cancelled', es: 'no cancelados' },
}

export const HELP: Record<Language, string> = {
  en:
    'I can answer questions about your sales, orders, products, clients, locations and stock. ' +
    'Try for example “top 5 products by revenue last month”, “how many pending orders do I have”, ' +
    '“sales per week this year”, “which clients ordered Coffee Beans in March”, ' +
    '“what is low on stock at Main Warehouse” or “average order value in 2026”.',
  es:
    'Puedo responder preguntas sobre tus ventas, pedidos, productos, clientes, ubicaciones y stock. ' +
    'Prueba por ejemplo «los 5 productos con más ventas del mes pasado», «cuántos pedidos pendientes tengo», ' +
    '«ventas por semana este año», «ventas del mes pasado por cliente» o «qué tiene poco stock en el almacén principal».',
}

export const UNSUPPORTED: Record<Language, (words?: string) => string> = {
  en: (words) =>
    `${words ? `I can't answer about “${words}” yet: ` : "I can't answer that kind of question yet: "}` +
    'I work with revenue, units sold, order counts, average order value, stock and counts of products, ' +
    'clients and locations, over one period, per day, week or month, or per product, client or location.',
  es: (words) =>
    `${words ? `Todavía no puedo responder sobre «${words}»: ` : 'Todavía no puedo responder ese tipo de pregunta: '}` +
    'trabajo con ventas, unidades vendidas, número de pedidos, valor medio del pedido, stock y número de productos, ' +
    'clientes y ubicaciones, en un periodo, por día, semana o mes, o por producto, cliente o ubicación.',
}

export const UNDATED: Record<Language, (day: string) => string> = {
  en: (day) =>
    `The date of “${day}” depends on the country. Ask with the date itself, such as “sales on 27 April”.`,
  es: (day) =>
    `La fecha de «${day}» depende del país. Pregunta con la fecha misma, por ejemplo «ventas del 28 de julio».`,
}

export const NO_MATCH: Record<Language, (text: string) => string> = {
  en: (text) =>
    `I couldn't find a product, client or location matching “${text}”. Check the spelling, or ask about another one.`,
  es: (text) =>
    `No encontré ningún producto, cliente o ubicación que coincida con «${text}». Revisa cómo está escrito o pregunta por otro.`,
}

export const COMMAND: Record<Language, (verb: string) => string> = {
  en: (verb) =>
    `I only read your data, so I can't “${verb}” anything: changes are made on the Orders, Products, Clients and Locations pages. ` +
    'I can answer questions about your sales, orders and stock.',
  es: (verb) =>
    `Solo leo tus datos, así que no puedo «${verb}» nada: los cambios se hacen en las páginas de pedidos, productos, clientes y ubicaciones. ` +
    'Puedo responder preguntas sobre tus ventas, pedidos y stock.',
}

export const UNUSED: Record<Language, (words?: string) => string> = {
  en: (words) =>
    `I understood part of your question, but not ${words ? `“${words}”` : 'all of it'}, and I would rather not guess. ` +
    'These are the closest questions I can answer:',
  es: (words) =>
    `Entendí parte de tu pregunta, pero no ${words ? `«${words}»` : 'toda'}, y prefiero no adivinar. ` +
    'Estas son las preguntas más cercanas que sé responder:',
}

/** Said after an answer that left out a clause about the one asking. */
export const ASIDE: Record<Language, (words: string) => string> = {
  en: (words) => `(I left aside “${words}”: it does not change the figures.)`,
  es: (words) => `(Dejé de lado «${words}»: no cambia las cifras.)`,
}
