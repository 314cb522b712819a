// The built-in question parser: no network, no model. Reads dates, names and intents from an
// English or Spanish question and writes a plan request — or says it did not understand, rather
// than answer a different question.
import {
  PlanRequest,
  type EntityDimension,
  type Grouping,
  type PlanRequest as PlanRequestType,
  type ValueFunction,
} from '../../../common/assistant'
import { readDates } from './dates'
import { EntityIndex, findMentions, type Catalog, type Mention } from './entities'
import { readIntents, readLimit, type Intents } from './intents'
import type { Language } from './text'
import { correctTypos, Sentence, STOPWORDS, tokenize, type Token } from './tokens'

export type Parsed =
  | { kind: 'plan'; request: PlanRequestType; language: Language }
  | {
      kind: 'not_understood'
      language: Language
      /** unknown: no measure found; unsupported: asks what plans cannot do; no_match: a name. */
      reason: 'unknown' | 'unsupported' | 'no_match'
      words?: string
    }

const SPANISH =
  /^(de|del|los|las|el|la|que|cuant[oa]s?|ventas?|pedidos?|mes|ano|semana|hoy|ayer|por|clientes?|productos?|tengo|mejor(es)?|pasad[oa]|este|esta|cual(es)?|quien(es)?|dame|muestrame|unidades|vendid[oa]s?|ubicacion|almacen|tienda|pendientes?|y|en|mas|hay)$/
const ENGLISH =
  /^(the|of|what|how|many|much|sales|orders?|month|year|week|today|yesterday|by|per|customers?|products?|clients?|do|i|have|best|last|this|which|who|is|are|my|in|sold|units|top|revenue|and|show)$/

export function detectLanguage(question: string, tokens: Token[]): Language {
  let spanish = /[¿¡ñáéíóú]/i.test(question) ? 2 : 0
  let english = 0
  for (const { text } of tokens) {
    if (SPANISH.test(text)) spanish++
    if (ENGLISH.test(text)) english++
  }
  return spanish > english ? 'es' : 'en'
}

export interface ParseOptions {
  now: Date
  catalog: Catalog
  /** Reuse an index built for the same catalog. */
  index?: EntityIndex
}

export function parseQuestion(question: string, options: ParseOptions): Parsed {
  const index = options.index ?? new EntityIndex(options.catalog)
  const typed = tokenize(question)
  const language = detectLanguage(question, typed)
  const sentence = new Sentence(correctTypos(typed, index.nameWords, index.corrections))
  const notUnderstood = (reason: 'unknown' | 'unsupported' | 'no_match', words?: string) =>
    ({ kind: 'not_understood', language, reason, ...(words && { words }) }) as const

  const dates = readDates(sentence, options.now)
  const limit = readLimit(sentence)
  const mentions = findMentions(sentence, index, true)
  const intents = readIntents(sentence)
  if (limit.limit !== undefined) {
    intents.limit = limit.limit
    intents.ranking = true
    if (limit.asc) intents.direction = 'asc'
  }
  mentions.push(...findMentions(sentence, index, false))
  if (dates.conflict || intents.unsupported.length) {
    return notUnderstood('unsupported', intents.unsupported.join(', ') || undefined)
  }
  const value = valueOf(intents, mentions)
  if (!value) return notUnderstood('unknown')
  const leftover = sentence.tokens
    .filter((t, i) => sentence.used[i] === null && !STOPWORDS.has(t.text))
    .map((t) => t.raw)
  if (leftover.length) return notUnderstood('no_match', leftover.join(' '))
  if (value === 'unsupported') return notUnderstood('unsupported')

  const cues = new Set(mentions.flatMap((m) => (m.cue === undefined ? [] : [m.cue])))
  const grouping = groupingOf(value, intents, cues)
  if (grouping === 'unsupported') return notUnderstood('unsupported')
  const names = (dimension: EntityDimension) => {
    const list = mentions.filter((m) => m.dimension === dimension).map((m) => m.text)
    return list.length ? list.slice(0, 5) : undefined
  }
  const fieldMention = mentions.find((m) => m.dimension === 'field')
  const fieldLabel = fieldMention && index.resolve('field', fieldMention.text).matches[0]?.field
  const ranked = intents.ranking && grouping !== 'none'
  const time = grouping === 'day' || grouping === 'week' || grouping === 'month'
  const singular = isSingular(intents, grouping)
  const type = intents.transactionTypes[0]
  const filters = {
    ...(dates.range &&
      value !== 'stock' &&
      value !== 'record_count' && { date_range: dates.range }),
    ...(intents.statuses[0] && { status: intents.statuses[0] }),
    ...(type && { transaction_type: type }),
    ...(intents.stockBelow !== undefined && { stock_below: intents.stockBelow }),
    ...(names('product') && { products: names('product') }),
    ...(names('client') && { clients: names('client') }),
    ...(names('location') && { locations: names('location') }),
    ...(fieldMention &&
      fieldLabel && { custom_field: { field: fieldLabel.label, value: fieldMention.text } }),
  }
  const byLabel = intents.byLabel || (time && !(intents.timeGrouping?.ranked ?? false))
  const request = {
    table: tableOf(value, grouping, intents, filters.products !== undefined),
    value_function: value,
    grouping,
    sorting: byLabel
      ? { by: 'label' as const, direction: 'asc' as const }
      : { by: 'value' as const, direction: intents.direction ?? ('desc' as const) },
    limit:
      grouping === 'none'
        ? 1
        : (intents.limit ?? (ranked && singular ? 1 : ranked || intents.lowStock ? 10 : 100)),
    filters,
  }
  if (
    (dates.range && (value === 'stock' || value === 'record_count')) ||
    intents.statuses.length > 1
  ) {
    return notUnderstood('unsupported')
  }
  const parsed = PlanRequest.safeParse(request)
  return parsed.success
    ? { kind: 'plan', request: parsed.data, language }
    : notUnderstood('unsupported')
}

function valueOf(i: Intents, mentions: Mention[]): ValueFunction | 'unsupported' | undefined {
  const product = mentions.some((m) => m.dimension === 'product')
  if (i.average) return 'average_order_value'
  if (i.stock) return 'stock'
  if (i.stockBelow !== undefined) return 'unsupported'
  if (i.countedNoun) {
    if (i.countedNoun === 'product' && (i.sellVerb || i.units)) return 'units'
    const activity = i.sellVerb || i.salesWord || i.orderVerb || i.ordersNoun || i.units
    const named = mentions.some((m) => m.dimension !== 'field')
    return activity || named ? 'unsupported' : 'record_count'
  }
  if (i.units || i.bestSelling || (i.countWord && i.sellVerb)) return 'units'
  if (i.countWord && (i.ordersNoun || i.salesWord || i.transactionTypes.length))
    return 'order_count'
  if (i.transactionTypes.some((t) => t !== 'ORDER')) return i.countWord ? 'order_count' : 'units'
  if (i.salesWord || i.sellVerb || i.howMuch) return 'revenue'
  if (i.orderVerb) return product ? 'units' : 'order_count'
  if (i.ordersNoun || i.statuses.length) return 'order_count'
  const subject = i.explicitEntity ?? i.nouns[0]
  if ((i.ranking || i.who) && (subject || i.timeGrouping)) return 'revenue'
  return undefined
}

function groupingOf(value: ValueFunction, i: Intents, cues: Set<number>): Grouping | 'unsupported' {
  if (value === 'record_count') return 'none'
  const explicit =
    i.explicitEntity && !cues.has(i.explicitEntity.index) ? i.explicitEntity : undefined
  const nouns = i.nouns.filter((n) => !cues.has(n.index))
  if (explicit && i.timeGrouping) return 'unsupported'
  if (i.timeGrouping) return value === 'stock' ? 'unsupported' : i.timeGrouping.grouping
  const subject = explicit ?? nouns[0] ?? (i.who ? { dimension: 'client' as const } : undefined)
  if (value === 'stock') {
    if (subject?.dimension === 'client') return 'unsupported'
    if (explicit) return explicit.dimension
    return i.stockTotal ? 'none' : (subject?.dimension ?? 'product')
  }
  if (new Set(nouns.map((n) => n.dimension)).size > 1 && !explicit) return 'unsupported'
  return subject?.dimension ?? 'none'
}

function isSingular(i: Intents, grouping: Grouping) {
  if (i.timeGrouping?.ranked) return true
  const subject = i.explicitEntity ?? i.nouns.find((n) => n.dimension === grouping)
  if (subject) return !subject.plural
  return i.who
}

function tableOf(value: ValueFunction, grouping: Grouping, i: Intents, product: boolean) {
  if (value === 'stock') return 'inventory' as const
  if (value === 'record_count') {
    return ({ product: 'products', client: 'clients', location: 'locations' } as const)[
      i.countedNoun ?? 'product'
    ]
  }
  if (grouping === 'product') return 'products' as const
  if (grouping === 'client') return 'clients' as const
  if (grouping === 'location') return 'locations' as const
  return value === 'units' || product ? ('line_items' as const) : ('orders' as const)
}
