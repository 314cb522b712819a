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
import { asidesOf, isAside } from './asides'
import { isoDay, readDates, type DateReading } from './dates'
import { EACH, EntityIndex, findMentions, type Catalog, type Mention } from './entities'
import { isCommonWord } from './common-words'
import { COMMAND_VERB, WEEKDAY_OR_HOUR } from './conditions'
import { ASC, DESC, readIntents, readLimit, type Intents } from './intents'
import type { Language } from './text'
import {
  correctTypos,
  countOf,
  isKnownWord,
  nearNameWord,
  normalize,
  Sentence,
  STOPWORDS,
  tokenize,
  type Token,
} from './tokens'

export type Refusal = 'unknown' | 'unsupported' | 'no_match' | 'command' | 'unused' | 'undated'

export type Parsed =
  | {
      kind: 'plan'
      request: PlanRequestType
      language: Language
      /** It asks what to reorder: the reorder rules answer it where the provider has some. */
      reorder?: true
      /** A clause about the one asking, set aside: "my accountant is asking". */
      aside?: string
    }
  | {
      kind: 'not_understood'
      language: Language
      /**
       * unknown: no measure found; unsupported: asks what plans cannot do; no_match: a name;
       * command: asks to change data; unused: words that carry meaning the plan would not use;
       * undated: names a day whose date depends on the country, without the date.
       */
      reason: Refusal
      words?: string
      /** The words no reader took, when they alone made it decline. */
      unread?: string[]
      /** With `unread`, the words read as carrying nothing ("quick one", "please"). */
      idle?: string[]
      /** What was understood, to suggest the closest questions the assistant can answer. */
      understood?: Understood
    }

/** The parts of a question read before it was declined. */
export interface Understood {
  value?: ValueFunction
  /** The words that named the period, as typed: "last month". */
  period?: string
  names: { dimension: EntityDimension; text: string }[]
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
  return readAside(question, options, index, 2)
}

/**
 * The question read whole, or without a clause about the one asking; `depth` clauses in all, so
 * "bakery here. my accountant is asking: revenue this month" sets aside the shop and then the
 * accountant.
 */
function readAside(
  question: string,
  options: ParseOptions,
  index: EntityIndex,
  depth: number,
): Parsed {
  const parsed = readQuestion(question, options, index)
  if (parsed.kind === 'plan' || !parsed.unread || depth === 0) return parsed
  const unread = new Set(parsed.unread.map(normalize))
  const idle = new Set(parsed.idle?.map(normalize))
  for (const { aside, rest } of asidesOf(question)) {
    if (!isAside(aside, { unread, idle }, index)) continue
    const answered = readAside(rest, options, index, depth - 1)
    if (answered.kind !== 'plan') continue
    const both =
      answered.aside &&
      (question.trim().startsWith(aside) ? [aside, answered.aside] : [answered.aside, aside])
    return { ...answered, aside: both ? both.join(', ') : aside }
  }
  return parsed
}

function readQuestion(question: string, options: ParseOptions, index: EntityIndex): Parsed {
  const typed = tokenize(question)
  const language = detectLanguage(question, typed)
  const sentence = new Sentence(
    numbersOfNames(
      correctTypos(typed, index.nameWords, index.corrections).map(keepCommonWord),
      index,
    ),
  )
  // "Morning! sales yesterday?", "evening, how many orders": a greeting, set off by its stop ("morning
  // sales" are sales in the morning, which no plan groups by).
  if (/^\s*(?:good\s+)?(?:morning|afternoon|evening)\s*[,.!:;]/i.test(question)) {
    sentence.take('(?<=^[#\\s]*)(?:good\\s)?(?:morning|afternoon|evening)', 'filler')
  }
  while (sentence.take(COURTESY, 'filler'));
  // "how are sales looking", "how's revenue doing", "how are we tracking for revenue", "how's the
  // month shaping up", "what's turnover looking like": the figure itself.
  sentence.take(
    '(?<=(?:^|\\s)how\\s(?:\\S+\\s){0,4})(?:looking|doing|going|performing|tracking|shaping\\sup)(?!\\sto(?:\\s|$))|' +
      '(?<=(?:^|\\s)what\\s(?:\\S+\\s){0,4})looking\\slike',
    'filler',
  )
  // "how did Q1 go", "how did March go", "¿nos fue bien en mayo?": the figure of the period.
  sentence.take(
    "(?<=(?:^|\\s)(?:how\\sdid|how'd)\\s(?:\\S+\\s){1,3})go(?=\\s|$)|" +
      '(?:(?:como|que\\stal)\\s)?(?:nos|me)\\s(?:fue|ha\\sido|va)(?:\\s(?:bien|mal))?',
    'filler',
  )
  // "in terms of revenue", "money wise", "en términos de ventas": the measure named after them.
  while (
    sentence.take(
      'in\\sterms\\sof|en\\sterminos\\sde|(?<=(?:money|cash|revenue|sales|units|orders|takings|products?|items?|clients?|customers?|locations?|stores?)\\s)wise|' +
        // "customers on the books", "productos en el sistema": registered, as every one is.
        'on\\sthe\\sbooks|on\\s(?:file|record)|in\\sthe\\ssystem|en\\sel\\ssistema|' +
        // "items in the range", "productos en el catálogo": the shop's products.
        'in\\s(?:the|our|my)\\s(?:range|catalog|catalogue)|en\\s(?:el|mi|nuestro)\\scatalogo',
      'filler',
    )
  );
  const byWeekday = sentence.take(WEEKDAY_OR_HOUR, 'intent')
  const dates = readDates(sentence, options.now)
  timePrepositions(sentence)
  const limit = readLimit(sentence)
  const mentions = findMentions(sentence, index, true)
  const main = mainLocation(sentence, options.catalog)
  if (main) mentions.push(main)
  const intents = readIntents(sentence)
  if (limit.limit !== undefined) {
    intents.limit = limit.limit
    intents.ranking = true
    if (limit.asc) intents.direction = 'asc'
    if (limit.time) intents.timeGrouping = { grouping: limit.time, ranked: true }
  }
  if (intents.mostStock || intents.leastStock) intents.ranking = true
  // "split the orders into pending, completed and cancelled", "desglosados en pendientes y
  // completados": the statuses listed are the rows, a grouping by status.
  if (intents.breakdown && intents.statuses.length > 1 && !intents.keyGrouping) {
    intents.keyGrouping = 'status'
    intents.statuses = []
  }
  // "when did we sell the most", "cuándo vendimos más": the day with the most, one row.
  if (intents.when && intents.ranking && !intents.firstLast && !intents.timeGrouping) {
    intents.timeGrouping = { grouping: 'day', ranked: true }
  }
  if (dates.bestOf) {
    intents.ranking = true
    // "product of the year" is the best seller; "los mejores clientes del año" rank clients.
    if (!intents.nouns.some((n) => n.dimension !== 'product')) intents.bestSelling = true
    intents.limit ??= 1
  }
  mentions.push(...findMentions(sentence, index, false))
  // "ventas de cada Green Tea", "each Coffee Beans": one row per thing of that name.
  for (const m of mentions) {
    const before = sentence.tokens[m.start - 1]?.text ?? ''
    if (m.dimension !== 'field' && m.cue === undefined && EACH.test(before)) {
      intents.nouns.push({ dimension: m.dimension, index: m.start, plural: true })
    }
  }

  const understood = (value?: ValueFunction): Understood => ({
    ...(value && { value }),
    ...(dates.periods.length === 1 && { period: dates.periods[0]!.text }),
    names: mentions.flatMap((m) =>
      m.dimension === 'field' ? [] : [{ dimension: m.dimension, text: m.text }],
    ),
  })
  const notUnderstood = (
    reason: Refusal,
    words?: string,
    value?: ValueFunction,
    unread?: string[],
    idle?: string[],
  ): Parsed => ({
    kind: 'not_understood',
    language,
    reason,
    ...(words && { words }),
    ...(unread && { unread, idle }),
    understood: understood(value),
  })

  if (intents.command) return notUnderstood('command', intents.command)
  if (byWeekday) return notUnderstood('unsupported', sentence.raw(byWeekday.start, byWeekday.end))
  // "what did Tara buy", "lo que compró Tara": the things asked for.
  const asksWhat =
    asksForThings(
      sentence,
      mentions.some((m) => m.dimension === 'client'),
    ) || possessivePurchases(sentence, mentions, intents)
  if (intents.unsupported.length)
    return notUnderstood('unsupported', intents.unsupported.join(', '))
  const twoOfAKind = (['location', 'product', 'client'] as const).some(
    (d) => mentions.filter((m) => m.dimension === d).length === 2,
  )
  const comparing =
    intents.compare ||
    askedAgain(sentence) ||
    joined(sentence, dates) ||
    (intents.moreOrLess === true && twoOfAKind) ||
    (said(sentence, /^(mas|menos)$/) !== '' && eitherOf(sentence, mentions))
  if (intents.moreOrLess && !comparing) return notUnderstood('unsupported')
  // "who spent more, Ines or Elena", "which store sold more, A or B", "en qué local hubo más
  // salidas, A o B": the kind asked for is that of the two compared, which the comparison
  // answers — no rows of every client or place.
  for (const dimension of comparing ? (['client', 'location', 'product'] as const) : []) {
    if (mentions.filter((m) => m.dimension === dimension).length !== 2) continue
    intents.nouns = intents.nouns.filter((n) => n.dimension !== dimension)
    if (dimension === 'client') intents.who = false
    if (dimension === 'location') intents.where = false
  }
  if (intents.change && !comparing) return notUnderstood('unused', intents.change)
  if (dates.conflict && !comparing) return notUnderstood('unsupported')
  if (dates.ahead) return notUnderstood('unsupported')
  if (dates.undated) return notUnderstood('undated', dates.undated)
  // "compárame el primer trimestre con el segundo": two periods compared, nothing else named,
  // are compared on what was sold.
  const value =
    valueOf(intents, mentions, dates.range !== undefined, asksWhat, holds(sentence, intents)) ??
    (comparing && dates.periods.length === 2 && !mentions.length ? 'revenue' : undefined)
  if (!value) return notUnderstood('unknown')
  openingAside(sentence, question, index)
  // "Ana Garcia - what did she buy": one client named, whom "she" and "he" stand for.
  const clientNamed = mentions.filter((m) => m.dimension === 'client').length === 1
  const leftover = sentence.tokens
    .filter(
      (t, i) =>
        sentence.used[i] === null &&
        !STOPWORDS.has(t.text) &&
        !(clientNamed && /^(she|he|him)$/.test(t.text)),
    )
    .map((t) => t.raw)
  if (leftover.length) {
    return notUnderstood(
      leftover.every((w) => isCommonWord(normalize(w))) ? 'unused' : 'no_match',
      leftover.join(' '),
      value === 'unsupported' ? undefined : value,
      leftover,
      sentence.tokens.filter((_, i) => sentence.used[i] === 'filler').map((t) => t.raw),
    )
  }
  if (value === 'unsupported') return notUnderstood('unsupported')

  const cues = new Set(mentions.flatMap((m) => (m.cue === undefined ? [] : [m.cue])))
  const items =
    asksWhat &&
    (intents.buyVerb || intents.sellVerb || intents.orderVerb) &&
    mentions.some((m) => m.dimension === 'client')
  const namedProduct = mentions.some((m) => m.dimension === 'product')
  // "what did Ana buy by month": items per month are no plan's rows; the list alone drops "month".
  if (items && (intents.timeGrouping || intents.keyGrouping)) {
    return notUnderstood('unsupported', undefined, value)
  }
  // "what fraction of my stock sits at the airport kiosk", "qué parte del stock es de Green Tea":
  // one place's (or one product's) part of all the stock, one figure.
  const parts = mentions.filter((m) => m.dimension === 'location' || m.dimension === 'product')
  const partOfStock =
    intents.share &&
    value === 'stock' &&
    !intents.explicitEntity &&
    !comparing &&
    parts.length === 1 &&
    mentions.length === 1 &&
    intents.stockBelow === undefined
  const grouping = partOfStock
    ? 'none'
    : items
      ? 'product'
      : groupingOf(value, intents, cues, {
          namedProduct,
          comparing,
          places: mentions.filter((m) => m.dimension === 'location').length,
        })
  if (grouping === 'unsupported') return notUnderstood('unsupported', undefined, value)
  // Movements of every type are counted by type, or one type at a time: a plan's total is of one.
  if (intents.everyType && !intents.transactionTypes.length && grouping !== 'transaction_type') {
    return notUnderstood('unsupported', undefined, value)
  }
  const dated = value === 'first_date' || value === 'last_date'
  // The refusal rule: a word that asks for a kind of answer the plan would not give.
  const time = grouping === 'day' || grouping === 'week' || grouping === 'month'
  if (intents.ranking && grouping === 'none' && !dated && value !== 'stock' && !comparing) {
    return notUnderstood('unused', said(sentence, RANKING_WORD), value)
  }
  if (intents.sortedBy && (grouping === 'none' || intents.byLabel)) {
    return notUnderstood(
      'unused',
      said(sentence, /^(mayor|menor|highest|lowest|ascending|descending|ascendente|descendente)$/),
      value,
    )
  }
  if (intents.namesOnly && grouping === 'none') {
    return notUnderstood('unused', said(sentence, /^(names?|nombres?)$/), value)
  }
  if (intents.money && value !== 'revenue' && value !== 'average_order_value') {
    return notUnderstood('unused', said(sentence, /^(dollars|dolares|usd|money|dinero)$/), value)
  }
  if (intents.breakdown && grouping === 'none' && !dated) {
    return notUnderstood('unused', said(sentence, BREAKDOWN_WORD), value)
  }
  if (intents.who && grouping !== 'client' && !dated && value !== 'client_count') {
    return notUnderstood('unused', said(sentence, /^(who|whom|quien|quienes)$/), value)
  }
  if (intents.units && (value === 'revenue' || value === 'average_order_value')) {
    return notUnderstood('unused', said(sentence, /^(units?|unidades|piezas|pieces)$/), value)
  }
  if (intents.statuses.length && (value === 'stock' || value === 'record_count')) {
    return notUnderstood('unsupported', undefined, value)
  }
  if (intents.firstLast && !dated) {
    return notUnderstood('unused', said(sentence, FIRST_LAST_WORD), value)
  }
  if (intents.when && !dated && !time)
    return notUnderstood('unused', said(sentence, /^(when|cuando)$/), value)
  if (intents.where && grouping !== 'location')
    return notUnderstood('unused', said(sentence, /^(where|donde)$/), value)
  if (intents.averageWord && !intents.averageOf && value !== 'average_order_value') {
    return notUnderstood('unused', said(sentence, AVERAGE_WORD), value)
  }

  const sides = comparing ? compareSides(dates, mentions) : undefined
  if (comparing && !sides) return notUnderstood('unsupported', undefined, value)
  const compared = new Set(sides?.names ?? [])
  const names = (dimension: EntityDimension) => {
    const list = mentions
      .filter((m) => m.dimension === dimension && !compared.has(m))
      .map((m) => m.text)
    return list.length ? list.slice(0, 5) : undefined
  }
  // "productos activos no vendidos": being active filters the shop's records (a count of them, or
  // those without orders; stock keeps active products already); another answer would count the
  // inactive ones too.
  const ofRecords = value === 'record_count' || intents.withoutOrders === true
  const activeKept = ofRecords || (value === 'stock' && intents.active === true)
  if (intents.active !== undefined && !activeKept)
    return notUnderstood('unsupported', undefined, value)
  const fieldMention = mentions.find((m) => m.dimension === 'field')
  const fieldLabel = fieldMention && index.resolve('field', fieldMention.text).matches[0]?.field
  const ranked = (intents.ranking || items) && grouping !== 'none'
  const singular = !items && isSingular(intents, grouping)
  const type = intents.transactionTypes[0]
  const dateless = value === 'stock' || value === 'record_count'
  const filters = {
    ...(dates.range && !dateless && !sides?.periods && { date_range: dates.range }),
    ...(intents.statuses[0] && { status: intents.statuses[0] }),
    ...(intents.withoutCancelled &&
      !intents.statuses[0] &&
      value === 'order_count' && { without_cancelled: true as const }),
    ...(type && { transaction_type: type }),
    ...(intents.stockBelow !== undefined && { stock_below: intents.stockBelow }),
    ...(intents.active !== undefined && ofRecords && { active: intents.active }),
    ...(intents.withoutOrders && { without_orders: true as const }),
    ...(names('product') && { products: names('product') }),
    ...(names('client') && { clients: names('client') }),
    ...(names('location') && { locations: names('location') }),
    ...(fieldMention &&
      fieldLabel && { custom_field: { field: fieldLabel.label, value: fieldMention.text } }),
  }
  // Revenue per order is the average order value the plan already names.
  const orderValue = intents.averageOf === 'per_order' && value === 'revenue'
  const average = orderValue ? undefined : intents.averageOf
  if (average === 'per_day' && filters.date_range && !filters.date_range.to) {
    filters.date_range = { ...filters.date_range, to: isoDay(options.now) }
  }
  // What a client bought is a list of items, read by name, unless an order by value is asked.
  const byLabel =
    !intents.sortedBy &&
    (intents.byLabel ||
      items ||
      (time && !(intents.timeGrouping?.ranked ?? false)) ||
      (intents.withoutOrders && grouping !== 'none'))
  const request = {
    table: tableOf(value, grouping, intents, filters.products !== undefined),
    value_function: orderValue ? 'average_order_value' : value,
    grouping,
    sorting: byLabel
      ? { by: 'label' as const, direction: 'asc' as const }
      : {
          by: 'value' as const,
          direction: intents.sortedBy ?? intents.direction ?? ('desc' as const),
        },
    limit:
      grouping === 'none'
        ? 1
        : (intents.limit ??
          (ranked && singular
            ? 1
            : (ranked && !items) || intents.lowStock
              ? intents.stockBelow !== undefined && !intents.lowStock
                ? 100
                : 10
              : 100)),
    ...(average && { average }),
    ...(intents.share && { share: true }),
    ...(sides && { compare: sides.request }),
    filters,
  }
  // A part of the stock is asked of each place or product ("what share sits at each location"),
  // or of one named ("what share of the stock is at Main Warehouse").
  const stockShare = intents.share && value === 'stock' && !intents.explicitEntity && !partOfStock
  if (
    (dates.range && dateless) ||
    intents.statuses.length > 1 ||
    (intents.share && dated) ||
    stockShare
  ) {
    return notUnderstood('unsupported', undefined, value)
  }
  const parsed = PlanRequest.safeParse(request)
  const reorder = intents.reorder && value === 'stock' && !sides && intents.stockBelow === undefined
  return parsed.success
    ? { kind: 'plan', request: parsed.data, language, ...(reorder && { reorder: true as const }) }
    : notUnderstood('unsupported', undefined, value)
}

/**
 * The one spoken to, said first or last: "boss", "love", "mi pana", "parcero", "hermano", "mi rey".
 * "Mate" (yerba mate) and "mano" (jabón de mano) said last may be a product's word: not among them.
 */
const ADDRESS =
  'boss|chief|pal|bud|buddy|bro|dude|love|luv|hun|wey|guey|guei|tio|tia|boludo|boluda|parce|parcero|parcera|' +
  'mae|chamo|chama|compa|compadre|comadre|pana|causa|manito|manita|hermano|hermana|weon|huevon|bo|che|' +
  'rey|reina|amor|mijo|mija|cuate|carnal'

/**
 * Greetings, the assistant's own name, hesitations of dictated speech and polite lead-ins: they
 * carry nothing asked, and read first so that "buenos días" is no period and "um" no name. The
 * words that only open a sentence ("bueno", "so", "well") count only there.
 */
const COURTESY =
  'good\\s(?:morning|afternoon|evening)|buen(?:os|as)\\s(?:dias|tardes|noches)|buen\\sdia|' +
  // "abeg" is Nigerian Pidgin's "please", said anywhere.
  'stockline|abeg|u+m+|u+h+|uhm+|erm?|h+m+|e+h+|ehm|mmm+|' +
  '(?:would|do)\\syou\\smind|looking\\sfor|estoy\\sbuscando|busco|me\\sinteresa(?:ria)?|' +
  'decime|decinos|dices|decis|dirias|pasame|pasanos|' +
  // An opening word, or the one spoken to, first: "buenas, …", "disculpa, …", "boludo, …",
  // "aye, …", "howzit, …", "oe causa, …", "klk, …", "bo, …", "ta, …" (Uruguay's "okay"),
  // "hola mi rey, …", "mano, …".
  '(?<=^[#\\s]*)(?:buenas|holi|disculp[ae]|perdon[ae]?|mira|mire|aye|lekker|howzit|oi|oe|ey\\sup|ey|' +
  "alright|sound|c'mere|klk|ta|epa|epale|quiubo|que\\sonda|orale|venga|sweet\\sas)(?=\\s)|" +
  `(?<=^[#\\s]*)(?:(?:hola|oye|hey|hi|hello|buenas|epa)\\s)?(?:(?:mi|my)\\s)?(?:${ADDRESS}|mano)(?=\\s)|` +
  // A polite lead-in: "I was wondering", "quick one", "necesitaría las ventas" (a request, not the
  // conditional of "cuánto necesitaría vender").
  "i\\swas\\swondering|i'm\\swondering|wondering|me\\spreguntaba|quick\\s(?:one|question|q|qn)|" +
  // "una cosa: …", "una duda, …": the question announced, first.
  '(?<=^[#\\s]*)una\\s(?:cosa|duda|pregunta|consulta)(?=\\s)|' +
  // Hedges around a request: "basically", "I just wanted to know", "if possible", "just curious",
  // "out of interest", "for my records", "send me", "por curiosidad", "si es posible", "mandame".
  'basically|basicamente|(?:i\\s)?(?:just\\s)?wanted\\sto\\s(?:know|see|check|ask)|' +
  'if\\s(?:possible|you\\scan|you\\scould)|si\\s(?:es\\sposible|se\\spuede|puedes|podes)(?=\\s|$)|' +
  '(?:just\\s)?(?:curious|out\\sof\\s(?:interest|curiosity))|(?:solo\\s)?por\\scuriosidad|' +
  'for\\s(?:my|our)\\s(?:records|books)|para\\smis\\sregistros|' +
  '(?<=^[#\\s]*)(?:(?:please|pls|plz|can\\syou|could\\syou)\\s)?send\\s(?:me|us)(?=\\s)|mandame|mandanos|enviame|envianos|' +
  // "I'd be grateful if you could…", "le agradecería que me indicara…": a request for what follows.
  "(?:i'd|i\\swould|we'd|we\\swould)\\sbe\\s(?:grateful|obliged|thankful)\\sif\\s(?:you|u)\\s(?:could|would|can)|" +
  '(?:le\\s|te\\s|les\\s)?agradeceria(?:mos)?(?:\\s(?:que\\s)?(?:me|nos)\\s(?:indicara|indicaras|dijera|dijeras|mostrara|mostraras|pasara|pasaras|diera|dieras))?|' +
  'necesitaria(?:mos)?(?=\\s(?:las?|los|el|saber|ver|conocer))|' +
  // "would you be so kind as to show me", "¿sería tan amable de indicarme…?", "hágame el favor de".
  '(?:(?:would|could|will)\\syou\\s)?be\\s(?:so\\skind\\sas|kind\\senough)\\sto|' +
  '(?:(?:seria|serias|sera|seras)\\s(?:usted\\s)?tan\\samable|(?:tendria|tendrias)\\s(?:usted\\s)?la\\samabilidad)\\sde|' +
  '(?:me\\s)?(?:haria|harias|hace|haces|hazme|hagame)\\s(?:usted\\s)?(?:el|un)\\sfavor\\s' +
  '(?:de|y\\s(?:me\\s)?(?:dice|diga|dices|muestra|muestre|pasa|pase))|' +
  // "me podés pasar…", "a ver si me dices…": a request for what follows.
  '(?:me|nos)\\s(?:podes|puedes|podrias|puede|podria)\\s(?:pasar|decir|mostrar|dar|indicar|ensenar)|' +
  'si\\s(?:me|nos)\\s(?:dices|decis|pasas|muestras|das)|' +
  // "o sea", "digamos", "tipo, …", "nada, …": hesitations that carry nothing asked.
  'o\\ssea|osea|digamos|(?<=^[#\\s]*)(?:tipo|nada)(?=\\s(?:cuant|que|cual|como|dame|dime|decime))|' +
  // "what's the story with sales", "how's the craic with orders": how they stand, the figure.
  '(?:what|how)(?:\\sis)?\\sthe\\s(?:story|craic|deal|scoop)\\s(?:with|on)|' +
  // "… para el gestor", "… for my accountant": who the figures are for, said last.
  '(?<=\\S\\s)(?:for|para)\\s(?:the|my|our|el|la|mi|nuestr[oa])\\s' +
  '(?:accountant|bookkeeper|tax\\sadvisor|gestor|gestoria|contable|contador|contadora|asesor|asesora|asesoria)$|' +
  // "a wee breakdown": small, which any answer is. "… más o menos", "… give or take": roughly.
  '(?:a\\s)?wee(?=\\s)|(?<=\\S\\s)(?:mas\\so\\smenos|more\\sor\\sless|give\\sor\\stake|aproximadamente|a\\sojo)$|' +
  // Thanks said at length: "thanks so much", "muchas gracias" ("thanks", "gracias" are filler).
  'thank(?:s|\\syou)\\s(?:(?:so|very)\\smuch|a\\slot|a\\smillion|a\\sbunch|heaps|in\\sadvance)|many\\sthanks|cheers|' +
  'much(?:as|isimas)\\sgracias|mil\\sgracias|gracias\\sde\\santemano|(?:te|se)\\slo\\sagradezco|' +
  '(?<=^[#\\s]*)(?:bueno|pues|che|a\\sver|vale|okay\\sso|ok\\sso|so\\slike|so|well|like|and|y)(?=\\s)|' +
  // "me regala la facturación", "me pasas las ventas": a request for what follows.
  '(?:me|nos)\\s(?:regala|regalas|regale|pasas|pasa|pasarias|das|da|darias|dices|dirias|muestras|ensenas)(?=\\s(?:el|la|los|las|lo|cuant[oa]s?|que|cual)(?:\\s|$))|' +
  // The one spoken to, or a word that only rounds the question off, at the end ("… en abril wey",
  // "… este trimestre tío", "… 30 días po", "… de mayo pe", "… last week boss", "… al toque").
  // Not after a word that makes it someone asked about: "los pedidos de mi hermano", "el jefe".
  `(?<=\\S\\s)(?<!(?:^|\\s)(?:de|del|of|for|from|para|a|al|to|by|por|con|with|y|and|mi|my|el|la|the|su|tu|your|our)\\s)` +
  `(?:(?:gracias|thanks|cheers)\\s(?:(?:mi|my)\\s)?(?:${ADDRESS})|${ADDRESS}|po|pe|al\\stoque|altoque|al\\stiro|rapidito|` +
  'innit|(?:ye|you)\\s(?:ken|know)|cachai|pues|pue|porfis|plis|ta\\svery\\smuch)$|' +
  // "… por estado este año, vale": okay, not what something is worth ("cuánto vale", "lo que vale").
  '(?<!(?:^|\\s)(?:cuant[oa]s?|que|lo|se|me|nos|le|les|stock|inventario|existencias)\\s)(?<=\\S\\s)(?:vale|dale)$|' +
  // A request said around the question: "could you pull up…", "any chance of…", "… asap", "g'day".
  '(?:pull|bring)\\sup(?=\\s)|any\\schance\\s(?:of|(?:you|u)\\s(?:could|can))|(?:i\\s)?reckon\\s(?:you|u)\\s(?:could|can)|' +
  "asap|(?<!(?:of|for|de|del|para)\\s)(?<=\\S\\s)ta$|g'?day|howdy|hiya|" +
  // Who is asking, before the question: "flower shop here, what were…".
  '(?<=^[#\\s]*)(?:\\S+\\s){0,2}(?:shop|store|business|bakery|cafe|deli|florist|boutique)\\shere(?=\\s)'

/**
 * "what did Tara buy", "everything Tara ordered", "todo lo que pidió Tara", "items Tara ordered":
 * the things asked for, after any request around them ("show me what Tara bought"). "which
 * client", "qué cliente" asks for a client instead.
 */
function asksForThings(sentence: Sentence, namedClient: boolean) {
  const everything = sentence.take('everything|todo(?=\\slo\\sque)', 'intent')
  const start = everything ? everything.end : 0
  // "Lopez's Bakery, what have they ordered": the client named first, as the topic.
  const request = (t: Token, i: number) =>
    REQUEST_WORD.test(t.text) ||
    sentence.used[start + i] === 'filler' ||
    (namedClient && sentence.used[start + i] === 'entity')
  const tokens = sentence.tokens.slice(start)
  const opened = tokens.findIndex((t, i) => !request(t, i))
  const words = tokens.slice(Math.max(opened, 0)).map((t) => t.text)
  const lead = words[0] === 'lo' ? `${words[0]} ${words[1]}` : words[0]
  if (everything) return lead === 'lo que' || everything.start === 0
  if (namedClient && THINGS.test(lead ?? '')) return true
  // "qué tanto compró Olga" asks how much, not what.
  return (
    /^(what|que|lo que)$/.test(lead ?? '') &&
    !CLIENT_OR_PLACE.test(words[1] ?? '') &&
    !/^tant[oa]s?$/.test(words[1] ?? '')
  )
}
const THINGS = /^(items?|products?|things|productos?|articulos?|cosas)$/

/**
 * "Marta Kim's purchases last week": a client's purchases, said with the possessive, are the
 * things she bought, as "what did Marta Kim buy" — unless a sum of them is asked ("how much were
 * Marta Kim's purchases", "the total of …"). "Purchases" alone still reads as the money taken.
 */
function possessivePurchases(sentence: Sentence, mentions: Mention[], intents: Intents) {
  const sum = intents.howMuch || intents.totalWord || intents.countWord || intents.money
  // "Marta Kim's purchases by month" asks them grouped otherwise, not one list of items.
  const shaped =
    intents.timeGrouping || intents.keyGrouping || intents.explicitEntity || intents.ranking
  if (sum || shaped || intents.share || intents.averageWord) return false
  const owner = mentions.find(
    (m) =>
      m.dimension === 'client' &&
      /'s$/i.test(sentence.tokens[m.end - 1]?.raw ?? '') &&
      /^(purchases|buys)$/.test(sentence.tokens[m.end]?.text ?? ''),
  )
  if (!owner) return false
  intents.salesWord = false
  intents.buyVerb = true
  return true
}
/**
 * "show me what …", "quiero saber qué …", "list the products …": a request around the question
 * and the articles after it, not what is asked.
 */
const REQUEST_WORD =
  /^(show|tell|give|list|enumerate|me|us|please|pls|can|could|would|you|i|i'd|want|wanna|need|to|know|like|see|hi|hello|hey|ok|okay|so|and|quiero|queria|quisiera|saber|dime|dame|muestrame|mostrame|ensename|decime|lista|listame|enumera|puedes|podrias|por|favor|necesito|hola|oye|y|the|all|los|las|todos|todas)$/
const CLIENT_OR_PLACE =
  /^(clients?|customers?|buyers?|clientes?|compradore?s?|locations?|warehouses?|stores?|ubicacion(es)?|almacen(es)?|tiendas?)$/

/**
 * "the main warehouse", "el almacén principal", "la ubicación por defecto": the provider's default
 * location, whatever its name — read after the names, so a place called "Main Store" is itself.
 */
function mainLocation(sentence: Sentence, catalog: Catalog): Mention | undefined {
  const fallback = catalog.locations.find((l) => l.default)
  if (!fallback) return undefined
  const said = sentence.take(
    '(?:the\\s|el\\s|la\\s)?(?:(?:main|default|primary)\\s(?:location|warehouse|store|site|branch|depot)|' +
      '(?:almacen|ubicacion|bodega|deposito|tienda|sucursal|local)\\s(?:principal|por\\sdefecto|predeterminad[oa]))',
    'entity',
  )
  return said && { dimension: 'location', text: fallback.name, start: said.start, end: said.end }
}

/**
 * "abeg how much we make on Tuesday", "abeg, check the stock of …", "fíjate cuánto stock queda",
 * "regáleme las ventas de ayer": a word said before the question begins — an interjection, the one
 * spoken to, a request — carries nothing the plan uses. It is told apart by where it stands and by
 * being no word the readers, everyday vocabulary or the names know, nor a slip of a name's word:
 * one word first, run straight into a question word or a request; or one Spanish verb with its
 * pronoun attached ("regáleme", "tráigame"), unless the verb asks to change data ("bórrame"). A
 * word set off by a comma is a topic ("Online, how many orders…", "Widgetz, how much…"), declined.
 */
function openingAside(sentence: Sentence, question: string, index: EntityIndex) {
  const first = sentence.tokens[0]
  if (!first || sentence.used[0] !== null || !/^[a-z]+$/.test(first.text)) return
  const word = first.text
  if (word !== normalize(first.raw) || isKnownWord(word) || isCommonWord(word)) return
  if (nearNameWord(word, index.nameWords, word.length >= 7 ? 2 : 1)) return
  const [, stem] = /^(.{3,})(?:me|nos)$/.exec(word) ?? []
  const request = stem !== undefined && word.length >= 6 && !COMMAND_STEM.test(stem)
  const runsOn = /^[\s¿¡]*[\p{L}'’]+\s+\p{L}/u.test(question)
  if (request || (runsOn && QUESTION_OPENER.test(sentence.tokens[1]?.text ?? ''))) {
    sentence.use(0, 1, 'filler')
  }
}
const COMMAND_STEM = new RegExp(`^(?:${COMMAND_VERB})$`)
/**
 * "units we shifted over the weekend", "revenue throughout May": a preposition of time said right
 * before a period is part of it ("over 100 units" is no period, and stays unread).
 */
function timePrepositions(sentence: Sentence) {
  sentence.tokens.forEach((t, i) => {
    if (sentence.used[i] !== null || !/^(over|throughout|across)$/.test(t.text)) return
    const next = sentence.tokens[i + 1]?.text === 'the' ? i + 2 : i + 1
    // "what did the shop turn over last Friday", "… turn over in April": "over" ends the verb.
    const verb = /^(turn|turns|turned|turning)$/.test(sentence.tokens[i - 1]?.text ?? '')
    const own = /^(in|on|during|for)$/.test(sentence.tokens[next]?.text ?? '')
    if (sentence.used[next] === 'date' && !own && !verb) sentence.use(i, next, 'date')
  })
}

/** The first word of a question or of a request for one. */
const QUESTION_OPENER =
  /^(how|what|which|who|when|where|check|show|tell|give|list|kindly|please|pls|cuant[oa]s?|que|cual(es)?|quien(es)?|cuando|donde|dame|dime|decime|muestrame|mostrame)$/

/**
 * An ordinary word is what it says, not a slip of a keyword one letter away: "newest" is not
 * "fewest", "fast" not "last". Another form of the same word ("place" for "placed") still reads.
 */
function keepCommonWord(token: Token): Token {
  const typed = normalize(token.raw).replace(/'s$/, '')
  const inflected = token.text.startsWith(typed) || typed.startsWith(token.text)
  return token.text !== typed && !inflected && isCommonWord(typed)
    ? { ...token, text: typed }
    : token
}

/**
 * "Fresh Soap Bar five", "small mug cuatro": a number said as a word right after a word of a
 * name that has that number there is the name's number ("top five" names nothing).
 */
function numbersOfNames(tokens: Token[], index: EntityIndex): Token[] {
  return tokens.map((token, i) => {
    const n = /^\d+$/.test(token.text) ? undefined : countOf(token.text)
    const before = tokens[i - 1]?.text
    return n !== undefined && before !== undefined && index.numbered.has(`${before} ${n}`)
      ? { raw: String(n), text: String(n) }
      : token
  })
}

const RANKING_WORD = new RegExp(`^(?:${DESC}|${ASC}|ranking|rank|leaderboard|clasificacion)$`)
const BREAKDOWN_WORD = /^(split|breakdown|break|broken|down|desglose|desglosad[oa]s?|desglosar)$/
const FIRST_LAST_WORD = /^(first|earliest|primer[oa]?|last|latest|most|recent|ultim[oa]|reciente)$/
const AVERAGE_WORD = /^(average|avg|mean|promedio|media|medio)$/

/** The words of the question, as typed, that a reader took and match the pattern. */
const said = (sentence: Sentence, pattern: RegExp) =>
  sentence.tokens
    .filter((t, i) => sentence.used[i] !== null && pattern.test(t.text))
    .map((t) => t.raw)
    .join(' ')

/**
 * Two periods joined by "and", "or", "than" ("this month and last month"): a comparison's sides
 * even without a word that asks to compare. Two periods side by side ("sales last month last
 * year") are a contradiction, which is declined.
 */
function joined(sentence: Sentence, dates: DateReading) {
  if (dates.periods.length !== 2) return false
  const [a, b] = dates.periods as [DateReading['periods'][number], DateReading['periods'][number]]
  // "el viernes pasado o sea el viernes de la semana pasada", "May, or the month just gone": one
  // period said again in other words is that period, no choice between two.
  if (a.range.from === b.range.from && a.range.to === b.range.to) return false
  return sentence.tokens.slice(a.end, b.start).some((t) => JOIN_WORD.test(t.text))
}
const JOIN_WORD = /^(and|or|than|y|e|o|u|que)$/

/**
 * "cuántas hay en A y cuántas en B", "how many at A and how many at B": the question asked again
 * after "and" asks a second figure beside the first — two sides, never their sum.
 */
function askedAgain(sentence: Sentence) {
  const words = sentence.tokens.map((t) => t.text)
  const asks = (i: number) =>
    /^cuant[oa]s?$/.test(words[i] ?? '') ||
    (words[i] === 'how' && /^(many|much)$/.test(words[i + 1] ?? ''))
  return words.some(
    (w, i) => /^(y|e|and)$/.test(w) && asks(i + 1) && words.slice(0, i).some((_, j) => asks(j)),
  )
}

/**
 * "¿gastó más Olga Rossi o Pablo Garcia?": two names of one kind offered as a choice. With
 * "más" or "menos" (Spanish "more" and "most" alike) it asks which of the two, a comparison.
 */
function eitherOf(sentence: Sentence, mentions: Mention[]) {
  return (['location', 'product', 'client'] as const).some((dimension) => {
    const [a, b, ...more] = mentions
      .filter((m) => m.dimension === dimension)
      .sort((x, y) => x.start - y.start)
    return (
      a !== undefined &&
      b !== undefined &&
      more.length === 0 &&
      sentence.tokens.slice(a.end, b.start).some((t) => /^(or|o|u)$/.test(t.text))
    )
  })
}

/** The two sides of a comparison: two periods, or two names of one kind. */
function compareSides(dates: DateReading, mentions: Mention[]) {
  if (dates.periods.length === 2) {
    // "the last 7 days vs the previous 7 days" read as one period twice: no comparison to make.
    const [a, b] = dates.periods.map((p) => `${p.range.from}|${p.range.to}`)
    if (a === b) return undefined
    return {
      periods: true,
      names: [],
      request: dates.periods.map((p) => ({ label: sideLabel(p), date_range: p.range })),
    }
  }
  for (const dimension of ['location', 'product', 'client'] as const) {
    const named = mentions
      .filter((m) => m.dimension === dimension)
      .sort((a, b) => a.start - b.start)
    if (named.length === 2) {
      return {
        periods: false,
        names: named,
        request: named.map((m) => ({ label: m.text, [`${dimension}s`]: [m.text] })),
      }
    }
  }
  return undefined
}

/**
 * A period side as typed; a day named by words ("christmas day", "el lunes pasado") with its date
 * too, so the answer says which Christmas it took.
 */
const sideLabel = ({ text, range }: DateReading['periods'][number]) =>
  range.from === range.to && !/\d/.test(text) ? `${text} (${range.from})` : text

/** "what do we have", "what's at", "qué hay": what is there, said with a verb of having or being. */
const holds = (sentence: Sentence, i: Intents) =>
  i.holding === true ||
  i.thereIs === true ||
  sentence.tokens.some((t) => /^(is|are)$/.test(t.text) || /^what'?s$/i.test(t.raw))

function valueOf(
  i: Intents,
  mentions: Mention[],
  dated: boolean,
  asksWhat: boolean,
  held: boolean,
): ValueFunction | 'unsupported' | undefined {
  const product = mentions.some((m) => m.dimension === 'product')
  const activity = i.sellVerb || i.salesWord || i.orderVerb || i.ordersNoun || i.units || i.buyVerb
  const client = mentions.some((m) => m.dimension === 'client')
  // "when was the last order", "la última venta de X": a date; "how much was the last sale" is not.
  const edgeDate = i.when || (i.firstLastEvent && !i.howMuch && !i.countWord && !i.units)
  if (i.firstLast && edgeDate) return i.firstLast === 'first' ? 'first_date' : 'last_date'
  if (i.average) return 'average_order_value'
  // "how many units do we have", "cuántas unidades hay": what is on hand, not what was sold.
  const traded =
    i.sellVerb ||
    i.salesWord ||
    i.orderVerb ||
    i.ordersNoun ||
    i.buyVerb ||
    i.transactionTypes.length
  // "how many units of Eco Jam 9 across all stores": what the places hold, with no sale said.
  if (i.units && (i.holding || i.everyPlace) && !traded && !dated) return 'stock'
  // "en qué tienda tenemos más green tea", "which store has the most Eco Jam 9": held, not sold.
  if (i.holding && product && i.ranking && !traded && !dated && !i.howMuch) return 'stock'
  // "how much Fresh Granola 3 do we have", "cuánto Eco Jam 9 tengo en A": what is held of it.
  if (i.holding && product && i.howMuch && !traded && !dated && !i.salesWord) return 'stock'
  // "where do I have the most Eco Jam 9": the place that holds most of it, not where it sold.
  // "where is Eco Jam 9", "dónde está": a product's place is where its stock is.
  if (i.where && product && !traded && !i.bestSelling && !dated && !i.howMuch) return 'stock'
  // What stock is worth needs its cost or price per unit: not a sum the plan language has.
  // "how many different products are in stock" counts products, which stock rows do not.
  if (i.stock) return i.worth || i.countedNoun ? 'unsupported' : 'stock'
  // "how many products have under 10 units" counts rows of stock, which no plan does.
  if (i.stockBelow !== undefined) return activity || i.countedNoun ? 'unsupported' : 'stock'
  // "on how many days did we sell": the days with an order; days with nothing done are no question.
  if (i.countedDays) {
    const activity = i.sellVerb || i.salesWord || i.orderVerb || i.ordersNoun || i.buyVerb
    return activity && !i.withoutOrders ? 'day_count' : 'unsupported'
  }
  // "how many clients haven't ordered": those the orders miss, counted. "Which clients didn't
  // buy", "clientes que no compraron": the list of them, each with its last order.
  if (i.withoutOrders) {
    if (i.countedNoun === 'client') return 'client_count'
    if (i.countedNoun === 'product') return 'product_count'
    const listed = i.nouns[0]?.dimension
    // A list of them by name: "the top 5 who didn't order" ranks by nothing they have.
    if (!i.countWord && !i.ranking && (listed === 'client' || listed === 'product')) {
      return 'last_date'
    }
    return 'unsupported'
  }
  if (i.countedNoun) {
    // "clientes distintos en 2025": the different ones who ordered then.
    const ordering = activity || (i.distinct && dated)
    if (i.countedNoun === 'client' && ordering) return 'client_count'
    if (i.countedNoun === 'product' && i.distinct && ordering) return 'product_count'
    // "the average number of items per order": units.
    if (i.countedNoun === 'product' && i.averageOf === 'per_order') return 'units'
    if (i.countedNoun === 'product' && i.sellsNow && !dated) return 'record_count'
    if (i.countedNoun === 'product' && (i.sellVerb || i.units)) return 'units'
    const named = mentions.some((m) => m.dimension !== 'field')
    return activity || named ? 'unsupported' : 'record_count'
  }
  // "how many times was Eco Jam 9 ordered": the orders it was in, not its units.
  if (i.times && !i.units && !i.bestSelling) return 'order_count'
  // "how many Eco Jam 9 did Tara buy": the items counted, not what they came to.
  if (i.units || i.bestSelling || (i.countWord && (i.sellVerb || i.buyVerb))) return 'units'
  // "top 5 products sold", "top 5 productos vendidos": products ranked by what was sold of them.
  if (i.ranking && i.sellVerb && !i.salesWord && i.nouns.some((n) => n.dimension === 'product')) {
    return 'units'
  }
  if (i.countWord && (i.ordersNoun || i.salesWord || i.transactionTypes.length))
    return 'order_count'
  if (i.transactionTypes.some((t) => t !== 'ORDER')) {
    return i.countWord || (i.movementNoun && !i.howMuch) ? 'order_count' : 'units'
  }
  // "how many Coffee Beans are at Airport Kiosk": units on hand.
  if ((i.countWord || (i.howMuch && i.thereIs)) && product && !activity && !dated) return 'stock'
  // "what did Tara buy", "what has Tara ordered": the items, counted in units.
  if ((i.buyVerb || (i.orderVerb && client)) && asksWhat) return 'units'
  // "Eco Jam 9 sold in May", "Eco Jam 9 vendidos": how many of it went, not what they came to.
  if (product && i.soldParticiple && !i.salesWord && !i.howMuch) return 'units'
  if (i.salesWord || i.sellVerb || i.howMuch || i.buyVerb) return 'revenue'
  if (i.orderVerb) return product ? 'units' : 'order_count'
  if (i.busy) return 'order_count'
  if (i.ordersNoun || i.statuses.length || i.keyGrouping) return 'order_count'
  // "what do we have at Airport Kiosk", "qué hay en Airport Kiosk": what a place holds, product by
  // product; what it held once ("in May") is no stock the data keeps.
  const placesOnly = mentions.length > 0 && mentions.every((m) => m.dimension === 'location')
  if (
    asksWhat &&
    held &&
    placesOnly &&
    !activity &&
    !dated &&
    !i.countWord &&
    !i.howMuch &&
    !i.ranking
  ) {
    return i.nouns.length ? undefined : 'stock'
  }
  // "Organic Granola 1 at the main warehouse": a product at a place, nothing else asked — its stock.
  if (product && mentions.some((m) => m.dimension === 'location') && !activity && !dated) {
    return i.countWord || i.howMuch || i.nouns.length || i.ranking ? undefined : 'stock'
  }
  const subject = i.explicitEntity ?? i.nouns[0]
  if ((i.ranking || i.who || i.where) && (subject || i.timeGrouping || i.where)) return 'revenue'
  return undefined
}

function groupingOf(
  value: ValueFunction,
  i: Intents,
  cues: Set<number>,
  {
    namedProduct,
    comparing,
    places,
  }: { namedProduct: boolean; comparing: boolean; places: number },
): Grouping | 'unsupported' {
  if (value === 'record_count') return 'none'
  const explicit =
    i.explicitEntity && !cues.has(i.explicitEntity.index) ? i.explicitEntity : undefined
  const nouns = i.nouns.filter((n) => !cues.has(n.index))
  if (i.keyGrouping) return explicit || i.timeGrouping ? 'unsupported' : i.keyGrouping
  if (explicit && i.timeGrouping) return 'unsupported'
  if (i.timeGrouping) return value === 'stock' ? 'unsupported' : i.timeGrouping.grouping
  if (i.when && i.ranking && !i.firstLast) return 'day'
  const asked = i.where
    ? { dimension: 'location' as const }
    : i.who
      ? { dimension: 'client' as const }
      : undefined
  // "how many clients ordered" counts clients: only a "per …" groups the count.
  if (value === 'day_count') return explicit || i.timeGrouping ? 'unsupported' : 'none'
  if (value === 'client_count' || value === 'product_count') return explicit?.dimension ?? 'none'
  const subject = explicit ?? nouns[0] ?? asked
  if (value === 'stock') {
    if (subject?.dimension === 'client') return 'unsupported'
    if (explicit) return explicit.dimension
    // "which products have fewer than 1000 units in total": a threshold keeps rows of what is
    // asked for, each counted over every place; one total under it would be another question.
    if (i.stockBelow !== undefined && subject) return subject.dimension
    if (i.totalWord || (i.units && (i.countWord || i.howMuch))) return 'none'
    // "how much stock is at Airport Kiosk": one amount; "how much stock of Coffee Beans" names
    // products, one row each.
    if (i.howMuch && !namedProduct && !subject) return 'none'
    // "stock at A vs B": each side's total.
    if (comparing && !subject) return 'none'
    // "existencias en Downtown Store": how many units there, one amount.
    if (i.stockAmount && !subject && !namedProduct && places < 2) return 'none'
    return i.stockTotal ? 'none' : (subject?.dimension ?? 'product')
  }
  if (new Set(nouns.map((n) => n.dimension)).size > 1 && !explicit) return 'unsupported'
  // "¿qué se vendió más, A o B?": the two compared, not every product ranked.
  if (!subject && i.bestSelling) return comparing ? 'none' : 'product'
  return subject?.dimension ?? 'none'
}
function isSingular(i: Intents, grouping: Grouping) {
  if (i.rankingWord) return false
  if (i.timeGrouping?.ranked || i.oneOf) return true
  if (i.bestSellingOne && !i.explicitEntity && !i.nouns.length) return true
  const subject = i.explicitEntity ?? i.nouns.find((n) => n.dimension === grouping)
  if (subject) return !subject.plural
  return i.who || i.where
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
