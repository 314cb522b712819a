// The sentences of an answer: what the result is, in the language of the question, and an
// insight when the rows hold one worth saying (a leader's share, an average per period).
import { PLAN_LIMIT_MAX, type Grouping, type QueryPlan } from '../../../common/assistant'
import { daysIn, type PlanRow } from './planner'
import { words } from './entities'
import type { FilterApplied } from './resolve'
import {
  describePeriod,
  DIMENSION_NAME,
  formatDay,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  GROUP_PLURAL,
  STATUS_WORD,
  VALUE_LABEL,
  VALUE_PHRASE,
  KEY_LABEL,
  AVERAGE_PHRASE,
  type Language,
} from './text'

export interface Presentable {
  plan: QueryPlan
  rows: PlanRow[]
  matching: FilterApplied[]
  language: Language
}

const TIME = new Set<Grouping>(['day', 'week', 'month'])
export const isMoney = (plan: QueryPlan) =>
  !plan.share &&
  (plan.value_function === 'revenue' || plan.value_function === 'average_order_value')
export const isDate = (plan: QueryPlan) =>
  plan.value_function === 'first_date' || plan.value_function === 'last_date'
/** A first or last order's day, from the seconds the query answers. */
export const dayOfSeconds = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10)

const UNIT_WORD: Record<Exclude<Grouping, 'none'>, Record<Language, string>> = {
  day: { en: 'day', es: 'día' },
  week: { en: 'week', es: 'semana' },
  month: { en: 'month', es: 'mes' },
  product: { en: 'product', es: 'producto' },
  client: { en: 'client', es: 'cliente' },
  location: { en: 'location', es: 'ubicación' },
  status: { en: 'status', es: 'estado' },
  transaction_type: { en: 'type', es: 'tipo' },
}
const unitWord = (grouping: Grouping, lang: Language) =>
  grouping === 'none' ? '' : UNIT_WORD[grouping][lang]

export function singularOf(table: QueryPlan['table']) {
  return table === 'clients' ? 'client' : table === 'locations' ? 'location' : 'product'
}

/** "of Widget", "from “garcia” (4 clients)", "at Main Warehouse". */
function scopeOf(matching: FilterApplied[], lang: Language) {
  const es = lang === 'es'
  const parts = matching.map((m) => {
    const dimension = m.dimension as 'product' | 'client' | 'location'
    const known = dimension in DIMENSION_NAME
    const found = m.matches_found[0]!.name
    // A name read from a slip says which words it was read from: Tara Kim (“Tara Kin”).
    const readAs =
      words(found).join(' ') === words(m.user_input).join(' ') ? '' : ` (“${m.user_input}”)`
    const what =
      m.records_matched === 1
        ? `${found}${readAs}`
        : `“${m.user_input}” (${m.records_matched} ${known ? DIMENSION_NAME[dimension][lang][1] : ''})`.replace(
            ' )',
            ')',
          )
    if (!known) return `${es ? 'con' : 'with'} ${m.dimension} ${what}`
    const word = {
      product: es ? 'de' : 'of',
      client: es ? 'de' : 'from',
      location: es ? 'en' : 'at',
    }
    return `${word[dimension]} ${what}`
  })
  return parts.length ? ` ${parts.join(' ')}` : ''
}

function labelText(grouping: Grouping, label: string | null, lang: Language) {
  if (!label) return ''
  if (grouping === 'status' || grouping === 'transaction_type')
    return KEY_LABEL[label]?.[lang] ?? label
  if (grouping === 'day') return formatDay(label, lang)
  if (grouping === 'week')
    return `${lang === 'es' ? 'la semana del' : 'the week of'} ${formatDay(label, lang)}`
  if (grouping === 'month') return formatMonth(label, lang)
  return label
}

/** A value of the plan's measure as a sentence shows it. */
export function valueText(plan: QueryPlan, n: number, lang: Language) {
  if (isDate(plan)) return formatDay(dayOfSeconds(n), lang)
  return isMoney(plan) ? formatMoney(n) : formatNumber(n)
}

export function sentences(presentable: Presentable): { answer: string; insight?: string } {
  const { plan, rows, matching, language: lang } = presentable
  if (plan.compare) return compareSentences(presentable)
  const es = lang === 'es'
  const v = (n: number) => valueText(plan, n, lang)
  if (plan.grouping === 'none' && (plan.share || plan.average || isDate(plan))) {
    return { answer: derivedSentence(presentable, v) }
  }
  const period = describePeriod(plan.filters.date_range, lang)
  const when = period ? ` ${period}` : ''
  const scope = scopeOf(matching, lang)
  const grouping = plan.grouping
  const value = plan.value_function
  const statusKey = plan.filters.without_cancelled ? 'not_cancelled' : plan.filters.status
  const status = statusKey ? `${STATUS_WORD[statusKey]![lang]} ` : ''
  const type = plan.filters.transaction_type ?? 'ORDER'
  const first = rows[0]
  if (plan.filters.without_orders && grouping !== 'none') {
    return { answer: withoutOrdersList(grouping === 'client', rows, scope, when, lang) }
  }

  if (grouping === 'none') {
    const n = first?.value ?? 0
    const answers: Record<typeof value, string> = {
      revenue: es
        ? `Las ventas${status ? ` de pedidos ${status.trim()}` : ''}${scope}${when} fueron de ${v(n)}.`
        : `Revenue${status ? ` from ${status}orders` : ''}${scope}${when} was ${v(n)}.`,
      order_count: countSentence(n, status, type, scope, when, lang),
      units: unitsSentence(n, type, scope, when, lang),
      average_order_value: es
        ? `El valor medio de tus pedidos${scope}${when} es de ${v(n)}.`
        : `Your average order value${scope}${when} is ${v(n)}.`,
      stock: first
        ? es
          ? `Tienes ${formatNumber(n)} unidades en stock${scope}.`
          : `You have ${formatNumber(n)} units in stock${scope}.`
        : es
          ? `No hay stock por debajo de ${plan.filters.stock_below}${scope}.`
          : `Your total stock${scope} is not below ${plan.filters.stock_below}.`,
      record_count: es
        ? `Tienes ${formatNumber(n)} ${GROUP_PLURAL[singularOf(plan.table)].es}${scope}.`
        : `You have ${formatNumber(n)} ${GROUP_PLURAL[singularOf(plan.table)].en}${scope}.`,
      client_count: plan.filters.without_orders
        ? es
          ? `${formatNumber(n)} ${n === 1 ? 'cliente no hizo' : 'clientes no hicieron'} ningún pedido${scope}${when}.`
          : `${formatNumber(n)} ${n === 1 ? 'client' : 'clients'} placed no order${scope}${when}.`
        : es
          ? `${formatNumber(n)} ${n === 1 ? 'cliente hizo' : 'clientes hicieron'} pedidos${scope}${when}.`
          : `${formatNumber(n)} ${n === 1 ? 'client' : 'different clients'} ordered${scope}${when}.`,
      product_count: plan.filters.without_orders
        ? es
          ? `${formatNumber(n)} ${n === 1 ? 'producto no se vendió' : 'productos no se vendieron'}${scope}${when}.`
          : `${formatNumber(n)} ${n === 1 ? 'product' : 'products'} did not sell${scope}${when}.`
        : es
          ? `Vendiste ${formatNumber(n)} ${n === 1 ? 'producto distinto' : 'productos distintos'}${scope}${when}.`
          : `You sold ${formatNumber(n)} different ${n === 1 ? 'product' : 'products'}${scope}${when}.`,
      day_count: es
        ? `Hubo pedidos ${n === 1 ? 'un día' : `${formatNumber(n)} días distintos`}${scope}${when}.`
        : `There were orders on ${formatNumber(n)} different ${n === 1 ? 'day' : 'days'}${scope}${when}.`,
      first_date: '',
      last_date: '',
    }
    if (value === 'order_count' && first?.cancelled) {
      const cancelled = formatNumber(first.cancelled)
      return {
        answer: answers[value].replace(
          /\.$/,
          es ? ` (${cancelled} de ellos cancelados).` : ` (${cancelled} of them cancelled).`,
        ),
      }
    }
    return { answer: answers[value] }
  }

  const plural = GROUP_PLURAL[grouping][lang]
  if (!first) {
    const nothing =
      value === 'stock'
        ? es
          ? `Ningún producto está por debajo de ${plan.filters.stock_below ?? 0} unidades${scope}.`
          : `Nothing is below ${plan.filters.stock_below ?? 0} units in stock${scope}.`
        : es
          ? `No encontré ${VALUE_PHRASE[value].es}${scope}${when}.`
          : `I found no ${VALUE_PHRASE[value].en}${scope}${when}.`
    return { answer: nothing }
  }
  const name = labelText(grouping, first.label, lang)
  const asc = plan.sorting.direction === 'asc'
  const measure = VALUE_PHRASE[value][lang]
  let answer: string
  if (value === 'stock' && plan.sorting.by === 'value') {
    answer = es
      ? `${asc ? 'Menos' : 'Más'} stock${scope}: ${name} con ${formatNumber(first.value)} unidades.`
      : `${asc ? 'Lowest' : 'Highest'} stock${scope}: ${name} with ${formatNumber(first.value)} units.`
  } else if (plan.sorting.by === 'label') {
    const peak = rows.reduce((a, b) => (b.value > a.value ? b : a))
    answer = es
      ? `${VALUE_LABEL[value].es} por ${unitWord(grouping, lang)}${scope}${when}: ${rows.length} ${plural}; el máximo fue ${labelText(grouping, peak.label, lang)} con ${v(peak.value)}.`
      : `${VALUE_LABEL[value].en} per ${unitWord(grouping, lang)}${scope}${when}: ${rows.length} ${plural}; the highest was ${labelText(grouping, peak.label, lang)} with ${v(peak.value)}.`
  } else if (plan.limit === 1 && rows.length > 1) {
    const tied = rows.map((r) => labelText(grouping, r.label, lang))
    const list = `${tied.slice(0, -1).join(', ')} ${es ? 'y' : 'and'} ${tied.at(-1)}`
    answer = es
      ? `Empate${scope}${when}: ${list}, con ${v(first.value)} de ${measure} cada uno.`
      : `Tied${scope}${when}: ${list}, with ${v(first.value)} ${measure} each.`
  } else if (plan.limit === 1 || (rows.length === 1 && plan.limit !== PLAN_LIMIT_MAX)) {
    const one = unitWord(grouping, lang)
    answer = es
      ? `Tu ${one} con ${asc ? 'menos' : 'más'} ${measure}${scope}${when} es ${name}, con ${v(first.value)}.`
      : `Your ${asc ? 'bottom' : 'top'} ${one} by ${measure}${scope}${when} is ${name}, with ${v(first.value)}.`
  } else if (plan.limit === PLAN_LIMIT_MAX) {
    const dimension = unitWord(grouping, lang)
    const of =
      rows.length > 1
        ? es
          ? ` (de ${rows.length} ${plural})`
          : ` (of ${rows.length} ${plural})`
        : ''
    answer = es
      ? `${VALUE_LABEL[value].es} por ${dimension}${scope}${when}: ${name} ${asc ? 'tiene menos' : 'encabeza'}${of}, con ${v(first.value)}.`
      : `${VALUE_LABEL[value].en} by ${dimension}${scope}${when}: ${name} ${asc ? 'is lowest' : 'leads'}${of}, with ${v(first.value)}.`
  } else {
    answer = es
      ? `Tus ${rows.length} ${plural} con ${asc ? 'menos' : 'más'} ${measure}${scope}${when}: ${name} ${asc ? 'va última' : 'encabeza'} con ${v(first.value)}.`
      : `Your ${asc ? 'bottom' : 'top'} ${rows.length} ${plural} by ${measure}${scope}${when}: ${name} ${asc ? 'is lowest' : 'leads'} with ${v(first.value)}.`
  }
  return { answer, insight: insightOf(plan, rows, lang) }
}

/** "3 clients placed no order in May: Ana, Ben and Cleo." The first names, and how many more. */
function withoutOrdersList(
  clients: boolean,
  rows: { label: string | null; total: number }[],
  scope: string,
  when: string,
  lang: Language,
) {
  const es = lang === 'es'
  const n = rows[0]?.total ?? 0
  if (n === 0) {
    if (clients) {
      return es
        ? `Todos tus clientes hicieron algún pedido${scope}${when}.`
        : `Every client placed an order${scope}${when}.`
    }
    return es
      ? `Todos tus productos se vendieron${scope}${when}.`
      : `Every product sold${scope}${when}.`
  }
  const shown = rows.slice(0, 5).map((r) => r.label ?? '')
  const more = n - shown.length
  const and = es ? 'y' : 'and'
  const names =
    more > 0
      ? `${shown.join(', ')} ${and} ${formatNumber(more)} ${es ? 'más' : 'more'}`
      : shown.length > 1
        ? `${shown.slice(0, -1).join(', ')} ${and} ${shown.at(-1)}`
        : shown[0]
  const count = formatNumber(n)
  const subject = clients
    ? es
      ? `${count} ${n === 1 ? 'cliente no hizo' : 'clientes no hicieron'} ningún pedido`
      : `${count} ${n === 1 ? 'client' : 'clients'} placed no order`
    : es
      ? `${count} ${n === 1 ? 'producto no se vendió' : 'productos no se vendieron'}`
      : `${count} ${n === 1 ? 'product' : 'products'} did not sell`
  return `${subject}${scope}${when}: ${names}.`
}

function countSentence(
  n: number,
  status: string,
  type: string,
  scope: string,
  when: string,
  lang: Language,
) {
  const nouns: Record<string, Record<Language, [string, string]>> = {
    ORDER: { en: ['order', 'orders'], es: ['pedido', 'pedidos'] },
    IN: { en: ['stock receipt', 'stock receipts'], es: ['entrada', 'entradas'] },
    OUT: { en: ['stock out', 'stock outs'], es: ['salida', 'salidas'] },
    ADJUST: { en: ['adjustment', 'adjustments'], es: ['ajuste', 'ajustes'] },
  }
  const noun = nouns[type]![lang][n === 1 ? 0 : 1]
  if (lang === 'es') {
    const qualifier = status ? ` ${n === 1 ? status.trim().replace(/s$/, '') : status.trim()}` : ''
    return `${when ? 'Hubo' : 'Tienes'} ${formatNumber(n)} ${noun}${qualifier}${scope}${when}.`
  }
  return `${when ? 'There were' : 'You have'} ${formatNumber(n)} ${status}${noun}${scope}${when}.`
}

function unitsSentence(n: number, type: string, scope: string, when: string, lang: Language) {
  const amount = formatNumber(n)
  const verbs: Record<string, Record<Language, string>> = {
    ORDER: { en: `You sold ${amount} units`, es: `Vendiste ${amount} unidades` },
    IN: { en: `You received ${amount} units`, es: `Recibiste ${amount} unidades` },
    OUT: { en: `${amount} units went out of stock`, es: `Salieron ${amount} unidades` },
    ADJUST: {
      en: `Adjustments changed stock by ${amount} units`,
      es: `Los ajustes cambiaron el stock en ${amount} unidades`,
    },
  }
  return `${verbs[type]![lang]}${scope}${when}.`
}

function insightOf(plan: QueryPlan, rows: PlanRow[], lang: Language): string | undefined {
  const es = lang === 'es'
  const first = rows[0]!
  const value = plan.value_function
  if (value === 'stock') {
    const out = rows.filter((r) => r.value <= 0).length
    if (!out || plan.grouping !== 'product') return undefined
    return es
      ? `${out} de ellos están agotados.`
      : `${out} of them ${out === 1 ? 'is' : 'are'} out of stock.`
  }
  if (!['revenue', 'units', 'order_count'].includes(value) || first.total <= 0) return undefined
  const v = (n: number) => (value === 'revenue' ? formatMoney(n) : formatNumber(n))
  if (TIME.has(plan.grouping)) {
    const average = rows.reduce((sum, r) => sum + r.value, 0) / rows.length
    const unit = unitWord(plan.grouping, lang)
    return es ? `Promedio por ${unit}: ${v(average)}.` : `Average per ${unit}: ${v(average)}.`
  }
  if (rows.length < 2 && first.value === first.total) return undefined
  const share = formatPercent((first.value / first.total) * 100)
  const name = first.label ?? ''
  return es
    ? `${name} representa el ${share} del total (${v(first.total)}).`
    : `${name} accounts for ${share} of the total (${v(first.total)}).`
}

/** A share, an average or a date: one figure that is not a plain sum. */
function derivedSentence(
  { plan, rows, matching, language: lang }: Presentable,
  v: (n: number) => string,
) {
  const es = lang === 'es'
  const first = rows[0]
  const period = describePeriod(plan.filters.date_range, lang)
  const when = period ? ` ${period}` : ''
  const scope = scopeOf(matching, lang)
  const measure = VALUE_PHRASE[plan.value_function][lang]
  if (isDate(plan)) {
    if (!first || first.value === 0) {
      return es ? `No encontré pedidos${scope}${when}.` : `I found no orders${scope}${when}.`
    }
    const last = plan.value_function === 'last_date'
    return es
      ? `El ${last ? 'último' : 'primer'} pedido${scope}${when} fue el ${v(first.value)}.`
      : `The ${last ? 'last' : 'first'} order${scope}${when} was on ${v(first.value)}.`
  }
  const n = first?.value ?? 0
  if (plan.share) {
    const whole = first?.total ?? 0
    const share = whole > 0 ? formatPercent((n / whole) * 100) : formatPercent(0)
    const money = (x: number) =>
      plan.value_function === 'revenue' ? formatMoney(x) : formatNumber(x)
    if (plan.value_function === 'record_count') {
      // The active (inactive) products or clients, a part of all of them.
      const clients = plan.table === 'clients'
      const active = plan.filters.active === true
      return es
        ? `Los ${clients ? 'clientes' : 'productos'} ${active ? 'activos' : 'inactivos'} son el ${share} del total (${money(n)} de ${money(whole)}).`
        : `${active ? 'Active' : 'Inactive'} ${clients ? 'clients' : 'products'} make up ${share} of all of them (${money(n)} of ${money(whole)}).`
    }
    return es
      ? `${scope.trim() || 'Esto'} supone el ${share} de ${VALUE_PHRASE[plan.value_function].es}${when} (${money(n)} de ${money(whole)}).`
      : `${scope.trim() || 'This'} makes up ${share} of ${measure}${when} (${money(n)} of ${money(whole)}).`
  }
  const per = AVERAGE_PHRASE[plan.average!][lang]
  const days =
    plan.average === 'per_day' && plan.filters.date_range
      ? ` (${describeDays(plan.filters.date_range, lang)})`
      : ''
  const cancelled = first?.cancelled
    ? es
      ? `; ${formatNumber(first.cancelled)} de los pedidos contados están cancelados`
      : `; ${formatNumber(first.cancelled)} of the orders counted are cancelled`
    : ''
  return es
    ? `Promedio de ${measure} ${per}${scope}${when}: ${v(n)}${days}${cancelled}.`
    : `Average ${measure} ${per}${scope}${when}: ${v(n)}${days}${cancelled}.`
}

function describeDays(range: NonNullable<QueryPlan['filters']['date_range']>, lang: Language) {
  const days = daysIn(range)
  return lang === 'es' ? `${days} días` : `${days} days`
}

/** Two sides, the difference and the change from the second to the first. */
function compareSentences({ plan, rows, matching, language: lang }: Presentable) {
  const es = lang === 'es'
  const v = (n: number) => valueText(plan, n, lang)
  const [a, b] = rows as [PlanRow, PlanRow]
  // The names compared are the sides, not a filter of both.
  // A side is labelled as typed, or with the one name it found ("hugo smit" is Hugo Smith).
  const sides = new Set(rows.map((r) => r.label?.toLowerCase()))
  const isSide = (m: (typeof matching)[number]) =>
    sides.has(m.user_input.toLowerCase()) ||
    (m.matches_found.length === 1 && sides.has(m.matches_found[0]!.name.toLowerCase()))
  const scope = scopeOf(
    matching.filter((m) => !isSide(m)),
    lang,
  )
  const period = describePeriod(plan.filters.date_range, lang)
  const when = period ? ` ${period}` : ''
  const measure = VALUE_LABEL[plan.value_function][lang]
  const difference = a.value - b.value
  const change =
    b.value !== 0
      ? ` (${difference >= 0 ? '+' : ''}${formatPercent((difference / b.value) * 100)})`
      : ''
  const answer = es
    ? `${measure}${scope}${when}: ${a.label} ${v(a.value)} frente a ${b.label} ${v(b.value)}.`
    : `${measure}${scope}${when}: ${a.label} ${v(a.value)} against ${b.label} ${v(b.value)}.`
  const more = difference >= 0
  const insight = es
    ? `${a.label} tiene ${v(Math.abs(difference))} ${more ? 'más' : 'menos'}${change}.`
    : `${a.label} has ${v(Math.abs(difference))} ${more ? 'more' : 'less'}${change}.`
  return { answer, insight }
}
