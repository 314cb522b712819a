// What a question asks for — measure, grouping, order, limit — read from English and Spanish
// words. Each reader consumes its words and only raises signals; the parser
// decides the plan from all of them together.
import type { EntityDimension, Grouping } from '../../../common/assistant'
import { CAME_IN, readConditions, type Conditions } from './conditions'
import { COUNT, countOf, type Sentence } from './tokens'

export interface EntityNoun {
  dimension: EntityDimension
  index: number
  plural: boolean
}

export interface Intents extends Conditions {
  units: boolean
  bestSelling: boolean
  /** "the best seller": one product asked for. */
  bestSellingOne?: boolean
  /** "how many products": the thing counted, not a grouping. */
  countedNoun?: EntityDimension
  countWord: boolean
  howMuch: boolean
  sellVerb: boolean
  salesWord: boolean
  /** "bought", "compró": with "what", the items a client bought. */
  buyVerb: boolean
  /** "total", "in total", "overall": one figure, not a table. */
  totalWord: boolean
  /** "do I sell", "vendo": the catalog, in the present. */
  sellsNow?: boolean
  /** "split by", "breakdown", "desglose": a grouping must follow. */
  breakdown?: boolean
  /** "worth", "value", "valor": money, which stock is not counted in. */
  worth?: boolean
  /** "busiest", "quietest": measured in orders unless a measure is named. */
  busy?: boolean
  /** "which of my clients", "cuál de mis productos": one of them is asked for. */
  oneOf?: boolean
  /** "sold", "vendidos": the participle, as in "Eco Jam 9 sold in May". */
  soldParticiple?: boolean
  /** "is there", "are there": what is on hand. */
  thereIs?: boolean
  /** "do we have", "hold", "tenemos", "hay": a present verb of having, as of stock on hand. */
  holding?: boolean
  /** "when", "cuándo": a date is asked. */
  when: boolean
  /** "where", "dónde": a place is asked. */
  where: boolean
  /** "the first", "the last order": the earliest or latest date. */
  firstLast?: 'first' | 'last'
  /** "the last sale", "el primer pedido": one event, whose date is the answer. */
  firstLastEvent?: boolean
  /** "on how many days", "cuántos días hubo ventas": the days that had an order, counted. */
  countedDays?: boolean
  /** "movements", "transactions" without a type: of every type. */
  everyType?: boolean
  /** "how many times", "cuántas veces": events counted, which are orders. */
  times?: boolean
  /** "clients who haven't ordered", "productos sin ventas": the ones without a matching order. */
  withoutOrders?: boolean
  /** "just the names", "solo los nombres" (read as "name", "nombre"): a list, not a figure. */
  namesOnly?: boolean
  /** "in dollars", "en dinero": an amount of money asked. */
  money?: boolean
  /** "by status", "por tipo": a grouping the entity nouns do not name. */
  keyGrouping?: 'status' | 'transaction_type'
  orderVerb: boolean
  ordersNoun: boolean
  timeGrouping?: { grouping: Grouping; ranked: boolean }
  explicitEntity?: EntityNoun
  nouns: EntityNoun[]
  who: boolean
  ranking: boolean
  /** "client ranking", "ranking de productos": the whole order asked, never one row. */
  rankingWord?: boolean
  byLabel: boolean
  /** "everywhere", "across all stores": every place at once. */
  everyPlace?: boolean
  /** "de mayor a menor", "from lowest to highest": the rows' order said outright. */
  sortedBy?: 'asc' | 'desc'
  limit?: number
}

const NOUN = {
  // "cuántas referencias tenemos", "refs": a product as a line of the catalog.
  product: 'products?|items?|skus?|productos?|articulos?|referencias?|refs',
  client: 'clients?|customers?|buyers?|clientes?|compradore?s?',
  location:
    'locations?|warehouses?|stores?|shops?|sites?|branch(?:es)?|depots?|outlets?|ubicacion(?:es)?|almacen(?:es)?|bodegas?|tiendas?|sucursal(?:es)?|locales|local|depositos?',
} as const
const ANY_NOUN = Object.values(NOUN).join('|')
const TIME: Record<string, Grouping> = {
  day: 'day',
  dia: 'day',
  daily: 'day',
  diario: 'day',
  diaria: 'day',
  week: 'week',
  semana: 'week',
  weekly: 'week',
  semanal: 'week',
  month: 'month',
  mes: 'month',
  monthly: 'month',
  mensual: 'month',
}
const timeOf = (word: string) =>
  TIME[word] ?? TIME[word.replace(/(es|s|mente)$/, '')] ?? TIME[word.replace(/s$/, '')] ?? 'month'

export const DESC =
  'top|best|biggest|largest|highest|most|greatest|leading|busiest|mejor(?:es)?|principales|mayor(?:es)?|mas'
export const ASC =
  'worst|least|lowest|smallest|fewest|bottom|slowest|quietest|peor(?:es)?|menos|menor(?:es)?'
/** One word that ranks lowest first; one that ranks at all. */
const ASC_WORD = new RegExp(`^(?:${ASC})$`)
const SUPERLATIVE_WORD = new RegExp(`^(?:${DESC}|${ASC})$`)

function dimensionOf(word: string): EntityDimension {
  const entry = (Object.entries(NOUN) as [EntityDimension, string][]).find(([, re]) =>
    new RegExp(`^(?:${re})$`).test(word),
  )
  return entry![0]
}
const isPlural = (word: string) => /(s|es)$/.test(word) && !/^(local|sucursal|almacen)$/.test(word)

/**
 * "top 5", "5 best", "los 3": read before names, so the number never joins a name
 * ("5 Coffee Beans").
 */
export function readLimit(s: Sentence): { limit?: number; asc: boolean; time?: Grouping } {
  const before = s.take(
    `(top|first|best|worst|bottom|biggest|largest|primeros?|primeras?|mejores|peores|principales|los|las)\\s(${COUNT})`,
    'intent',
  )
  // "tengo dos tiendas", "we have 3 stores": how many the shop has, no ranking.
  const after =
    before ??
    s.take(
      `(?<!(?:^|\\s)(?:tengo|tenemos|have|own|run|llevo|llevamos)\\s)(${COUNT})(?=\\s(?:${DESC}|${ASC}|${ANY_NOUN})(?:\\s|$))`,
      'intent',
    )
  if (!after) return { asc: false }
  const word = before ? before.groups[1] : after.groups[0]
  // "the best 3 months", "los 2 mejores meses": the months ranked. A superlative must say so;
  // "the first 2 weeks" are days of a period, not a ranking.
  const superlativeAfter = SUPERLATIVE_WORD.test(s.tokens[after.end]?.text ?? '')
  const at = superlativeAfter ? after.end + 1 : after.end
  const ranked =
    (before !== undefined && !/^(first|primer[oa]s?|los|las)$/.test(before.groups[0]!)) ||
    superlativeAfter
  const time = ranked && s.used[at] === null ? RANKED_TIME[s.tokens[at]?.text ?? ''] : undefined
  if (time) s.use(at, at + 1, 'intent')
  return {
    limit: Math.min(100, Math.max(1, countOf(word) ?? 10)),
    asc: before !== undefined && ASC_WORD.test(before.groups[0]!),
    ...(time && { time }),
  }
}
const RANKED_TIME: Record<string, Grouping> = {
  days: 'day',
  dias: 'day',
  weeks: 'week',
  semanas: 'week',
  months: 'month',
  meses: 'month',
}

const BUSY = /^(busiest|quietest)$/

/** "the last sale", "el primer pedido": the noun of one event, whose date may be asked. */
const ONE_EVENT = /^(sale|order|purchase|venta|pedido|compra|orden)$/
/** Words asking for an amount or a thing rather than a date. */
const AMOUNT_OF_IT =
  /^(how|much|cuanto|cuanta|importe|valor|value|worth|total|amount|monto|revenue|ingresos?|dinero|money|precio|price|cost|costo|coste|units?|unidades|items?|productos?|products?|what|que|cual|size|tamano)$/

export function readIntents(s: Sentence): Intents {
  const took = (pattern: string) => s.take(pattern, 'intent') !== undefined
  const all = (pattern: string) => {
    let n = 0
    while (took(pattern)) n++
    return n
  }
  // Money in slang ("cuánta lana hice", "cuánta guita entró", "cuánta plata entró"): what the
  // sales came to, read before the movements so that money coming in is no stock received.
  // "cuántos chavos entraron", "cuántos pesos entraron": the same, counted in coins. "cuánta
  // pasta he sacado": money made, no stock taken out.
  const slang = took(
    'cuant[ao]\\s(?:lana|guita|plata|pasta|pisto|feria)(?:\\s(?:entro|entraron|(?:(?:he|hemos|ha|han)\\s)?sacado|saque|sacamos|sacaron))?|' +
      'cuantos\\s(?:chavos|varos|pesos|dolares|euros)(?:\\s(?:entraron|hicimos|ganamos|facturamos|vendimos|se\\shicieron))?',
  )
  // "cuánto nos dejó Olga", "lo que nos han dejado": what a client left us, money ("dejó de
  // comprar", stopped buying, has no "nos").
  const left = took('nos\\s(?:dejo|dejaron|ha\\sdejado|han\\sdejado|deja|dejan)')
  // "cuánto dinero entró", "cuántos pedidos entraron": money or orders coming in are sales, not
  // stock received (which "entradas", "entró mercadería" are).
  took(
    `(?<=(?:pedidos?|ordenes|ventas?|compras?|dinero|plata|lana|guita|pisto|money|cash)\\s)(?:${CAME_IN})`,
  )
  // "how much money did we receive", "cuánto dinero recibimos": money received is the takings,
  // as money that came in is, no stock received.
  if (s.has(`${MONEY_NOUN}|money|cash`)) {
    took('receive|received|receiving|recibimos|recibi|recibio|recibieron|recibid[oa]s?')
  }
  // "cuánto entró ayer en caja", "lo que hicimos en caja": money into the till, the takings;
  // what came in with it is that money, no stock received. "cuánto hay en caja" is the cash
  // held now, which no plan knows.
  const till = took(
    '(?<!(?:hay|tengo|tenemos|tiene|queda|quedan)\\s)en\\s(?:la\\s)?caja(?!\\sde\\s)',
  )
  if (till) took(CAME_IN)
  const intents: Intents = {
    ...readConditions(s),
    units: false,
    bestSelling: false,
    countWord: false,
    howMuch: false,
    sellVerb: false,
    salesWord: false,
    buyVerb: false,
    totalWord: false,
    when: false,
    where: false,
    orderVerb: false,
    ordersNoun: false,
    nouns: [],
    who: false,
    ranking: false,
    byLabel: false,
  }
  if (slang) {
    intents.salesWord = true
    intents.howMuch = true
  }
  if (intents.sharedRecords) {
    intents.countWord = true
    intents.countedNoun = intents.sharedRecords
  }
  // "the lowest revenue day", "best sales month": the unit ranked by the measure between, read
  // before the measure's own word is.
  const measuredRank = s.take(
    `(${DESC}|${ASC})\\s(revenue|sales|orders|units)\\s(day|week|month)`,
    'intent',
  )
  if (measuredRank) {
    const measure = measuredRank.groups[1]!
    if (measure === 'revenue' || measure === 'sales') intents.salesWord = true
    if (measure === 'orders') intents.ordersNoun = true
    if (measure === 'units') intents.units = true
  }
  if (left) intents.salesWord = true
  // "qué producto dejó más dinero", "el cliente que más plata dejó": money left, said of a thing.
  if (
    took(
      `(?<=(?:${MONEY_NOUN})\\s)(?:${LEFT_VERB})|` +
        `(?:${LEFT_VERB})(?=\\s(?:(?:mas|menos)\\s)?(?:${MONEY_NOUN}|beneficios?|ganancias?))`,
    )
  ) {
    intents.salesWord = true
  }

  // "hace cuánto que no compra Olga", "how long since Tara ordered": the last date.
  if (took('hace\\scuanto(?:\\stiempo)?(?:\\sque\\sno)?|how\\slong\\s(?:since|ago)')) {
    intents.when = true
    intents.firstLast = 'last'
  }
  if (
    took(
      '(?:on\\s|in\\s|en\\s)?(?:how\\smany|number\\sof|count\\sof|cuantos|numero\\sde)\\s(?:(?:different|distinct|separate|distintos|diferentes)\\s)?(?:days|dias)(?:\\s(?:distintos|diferentes))?',
    )
  ) {
    intents.countWord = true
    intents.countedDays = true
  }
  // "haven't ordered", "with no orders", "no han comprado", "sin ventas": a verb or noun of
  // ordering negated, which asks for those that did not order rather than those that did.
  if (
    took(
      "(?:have\\snot|has\\snot|did\\snot|do\\snot|does\\snot|haven't|hasn't|didn't|don't|doesn't|havent|hasnt|didnt|dont|doesnt|never)\\s(?:yet\\s)?(?:ever\\s)?" +
        '(?:ordered|order|bought|buy|purchased|purchase|placed(?:\\san)?\\sorders?|place(?:\\san)?\\sorders?|made\\san?\\sorders?|sold|sell|been\\s(?:sold|ordered|bought))' +
        // "haven't sold a single unit", "didn't buy one thing": not any, said with weight.
        '(?:\\s(?:anything|any\\sorders?|an?\\sorder|once|yet|(?:a\\ssingle|one|even\\sone|a)\\s(?:units?|items?|things?|orders?|one)))?|' +
        '(?:with\\sno|without(?:\\sany)?|with\\szero|no)\\s(?:orders?|sales?|purchases?)|' +
        'no\\s(?:(?:han|ha|hayan|haya|habian|habia|hemos|he)\\s)?(?:nos\\s|me\\s)?' +
        '(?:comprado|pedido|encargado|hecho\\s(?:ningun\\s)?pedidos?|compraron|compro|compran|compra|pidieron|pidio|piden|pide|vendido|vendimos|vendi|se\\s(?:han\\s|ha\\s)?vendido|se\\svendieron|se\\svendio|se\\svenden?)' +
        '(?:\\s(?:nada|ningun\\spedido|todavia|aun|nunca|ni\\s(?:un|una)\\s(?:sol[oa]\\s)?(?:unidad|pedido|venta|cosa)))?|' +
        // "nunca se vendieron", "nunca compró": never, said first.
        'nunca\\s(?:(?:se|nos|me)\\s)?(?:(?:han|ha)\\s)?(?:vendido|vendieron|vendio|vendimos|comprado|compraron|compro|pedido|pidieron|pidio)|' +
        'sin\\s(?:ningun\\s|ninguna\\s)?(?:pedidos?|compras?|ventas?|ordenes)|ningun\\spedido',
    )
  ) {
    intents.withoutOrders = true
  }
  if (
    took(
      'best[-\\s]?sell(?:ing|ers?)|top[-\\s]sell(?:ing|ers?)|most\\ssold|(?:most|mas)\\spopular(?:es)?|sold\\sthe\\smost|sells?\\sthe\\smost|sold\\sbest|sells?\\sbest|' +
        '(?<=(?:products?|productos?|articulos?|items?)\\s)estrellas?|star(?=\\s(?:product|item|seller))|' +
        // "what's flying off the shelves", "selling like hot cakes", "what moves the most", "lo que
        // más sale", "se mueve más": sold most, said in a picture.
        'flying\\soff\\sthe\\sshel(?:f|ves)|sell(?:s|ing)?\\slike\\shot\\s?cakes|moves?\\sthe\\smost|' +
        // ("sale" may have been read as a slip of "sales").
        '(?:que\\s)?mas\\s(?:salen?|sales|se\\smueven?)|(?:salen?|se\\smueven?)\\smas|' +
        'mas\\svendid[oa]s?|(?:que\\s)?mas\\sse\\svenden?|se\\svenden?\\smas|(?:que\\s)?mas\\sse\\svendieron|se\\svendieron\\smas|se\\svendio\\smas|' +
        // "el día que más vendimos" asks for a day, not the product that sold most.
        '(?<!(?:dia|semana|mes)\\s(?:en\\s)?que\\s)(?:mas\\svendi(?:mos)?|mas\\sse\\svendio)',
    )
  ) {
    intents.bestSelling = true
    intents.ranking = true
    intents.direction ??= 'desc'
  }
  if (
    took(
      '(?:worst|lowest|least|slowest)[-\\s]?sell(?:ing|ers?)|slow[-\\s]movers?|least\\ssold|(?:least|menos)\\spopular(?:es)?|sold\\sthe\\sleast|menos\\svendid[oa]s?|(?:que\\s)?menos\\sse\\svenden?|' +
        // "what sold the worst", "lo que peor se vendió": sold least, as "worst-selling".
        'sold\\s(?:the\\s)?worst|sells?\\s(?:the\\s)?worst|(?:que\\s)?(?:peor|menos)\\sse\\svend(?:io|ieron)|se\\svend(?:e|en|io|ieron)\\s(?:peor|menos)',
    )
  ) {
    intents.bestSelling = true
    intents.ranking = true
    intents.direction = 'asc'
  }
  // "top 5 sellers", "bottom 5 sellers", "best 3 sellers": the ranking and its count said before
  // "sellers" (read already as the limit) rank what sold, as "best sellers" does.
  const seller = s.tokens.findIndex(
    (t, i) =>
      s.used[i] === null &&
      /^sellers?$/.test(t.text) &&
      countOf(s.tokens[i - 1]?.text) !== undefined &&
      SUPERLATIVE_WORD.test(s.tokens[i - 2]?.text ?? ''),
  )
  if (seller >= 0) {
    s.use(seller, seller + 1, 'intent')
    intents.bestSelling = true
    intents.ranking = true
    intents.direction = ASC_WORD.test(s.tokens[seller - 2]!.text) ? 'asc' : 'desc'
  }
  // "the best seller", "el más vendido": one product; "best sellers", "los más vendidos": several.
  const sold = s.tokens.findIndex(
    (t, i) => s.used[i] === 'intent' && /^(sell(ers?|ing)|vendid[oa]s?|sold)$/.test(t.text),
  )
  intents.bestSellingOne = sold >= 0 && /(seller|vendid[oa])$/.test(s.tokens[sold]!.text)
  // "what did I sell the most of", "qué se vendió más", "lo que más se vendió": one thing,
  // unless things are named.
  const what =
    /^(what|que)$/.test(s.tokens[0]?.text ?? '') ||
    (s.tokens[0]?.text === 'lo' && s.tokens[1]?.text === 'que')
  if (
    intents.bestSelling &&
    what &&
    !s.tokens.some((t) =>
      /^(products|productos|items|articulos|sellers|things|cosas|ones)$/.test(t.text),
    )
  ) {
    intents.bestSellingOne = true
  }
  if (
    all(
      'units?|unidades|quantity|quantities|cantidad(?:es)?\\sde\\sunidades|piezas|pieces|volume|volumen|' +
        // "bags of coffee beans", "cajas de té": the things counted in what holds them, units.
        '(?:bags?|jars?|packs?|packets?|boxe?s|bottles?|tins?|cans?|cartons?|crates?|bolsas?|paquetes?|cajas?|botes?|frascos?|botellas?|latas?)\\s(?:of|de)(?=\\s)',
    )
  ) {
    intents.units = true
  }
  const DISTINCT = 'different|distinct|unique|separate|distint[oa]s|diferentes|unic[oa]s'
  // "productos dados de alta": registered, which every product of the catalog is; "de baja" are
  // those taken off it, the inactive ones.
  took('(?:dad[oa]s\\s|registrad[oa]s\\s)?de\\salta')
  // "how many products do I have listed", "how many are listed": in the catalog, the same.
  took('(?<=(?:have|has|got|are|is)\\s)listed')
  const ACTIVE =
    '(active|enabled|live|activ[oa]s|habilitad[oa]s|switched\\son|turned\\son)|' +
    '(inactive|disabled|deactivated|switch(?:ed)?\\soff|turn(?:ed)?\\soff|inactiv[oa]s|deshabilitad[oa]s|desactivad[oa]s|(?:dad[oa]s\\s)?de\\sbaja)'
  // "active and inactive", "incl. inactive ones", "activas e inactivas", "incluidos los
  // inactivos": every one, whether active or not — no filter, though both words are said.
  took(
    '(?:both\\s)?active\\s(?:and|or|&)\\s(?:inactive|not)|(?:tanto\\s)?activ[oa]s\\s(?:e|y|o|como)\\s(?:inactiv[oa]s|no)|' +
      '(?:including|incl|inc|plus|incluid[oa]s|incluyendo|con|mas)\\s(?:the\\s|los\\s|las\\s)?(?:inactive|disabled|inactiv[oa]s|desactivad[oa]s)(?:\\sones)?|' +
      '(?:inactive|inactiv[oa]s)\\s(?:ones\\s)?(?:included|incluid[oa]s)',
  )
  const counted = s.take(
    `(?:how\\smany|number\\sof|count\\sof|cuant[oa]s|(?:numero|cantidad)\\s(?:total\\s)?de)\\s(?:(?:of|de)\\s(?:my|our|the|mis|nuestr[oa]s|los|las)\\s)?(?:(?:${DISTINCT})\\s)?(?:(?:${ACTIVE})\\s)?(${ANY_NOUN})(?:\\s(?:${ACTIVE}))?(?:\\s(?:${DISTINCT}))?`,
    'intent',
  )
  // "productos desactivados, ¿cuántos son?": the noun first, the count asked after it.
  const countedAfter = counted
    ? undefined
    : s.take(
        `(${ANY_NOUN})(?:\\s(?:${ACTIVE}))?\\s(?:cuant[oa]s|how\\smany)(?:\\s(?:son|hay|tengo|tenemos|are\\sthere|do\\si\\shave))?$`,
        'intent',
      )
  if (countedAfter) {
    const [noun, active, inactive] = countedAfter.groups
    intents.countWord = true
    intents.countedNoun = dimensionOf(noun!)
    if (active) intents.active = true
    if (inactive) intents.active = false
  }
  // "size of my catalog", "how big is the catalogue", "tamaño del catálogo": products counted.
  if (
    took(
      '(?:(?:the\\s)?size\\sof|how\\sbig\\s(?:is|are)|tamano\\s(?:de|del)|(?:que\\s)?tan\\sgrande\\ses)\\s(?:(?:my|the|our|mi|el|nuestro)\\s)?(?:catalog|catalogue|catalogo|product\\srange|range)',
    )
  ) {
    intents.countWord = true
    intents.countedNoun = 'product'
  }
  if (counted) {
    const [active, inactive, noun, activeAfter, inactiveAfter] = counted.groups
    intents.countWord = true
    intents.countedNoun = dimensionOf(noun!)
    if (active ?? activeAfter) intents.active = true
    if (inactive ?? inactiveAfter) intents.active = false
    const words = s.tokens.slice(counted.start, counted.end).map((t) => t.text)
    if (words.some((w) => new RegExp(`^(?:${DISTINCT})$`).test(w))) intents.distinct = true
    // A SKU is one product however many were sold: "number of SKUs sold" counts products.
    if (/^skus?$/.test(noun!)) intents.distinct = true
  }
  // "distinct products sold in May", "clientes únicos este mes": a count, though no "how many"
  // asks for it.
  const different = counted
    ? undefined
    : s.take(`(?:${DISTINCT})\\s(${ANY_NOUN})|(${ANY_NOUN})\\s(?:${DISTINCT})(?=\\s|$)`, 'intent')
  if (different) {
    intents.countWord = true
    intents.countedNoun = dimensionOf((different.groups[0] ?? different.groups[1])!)
    intents.distinct = true
  }
  // "clients who made at least one order", "días con al menos un pedido": those with an order,
  // each counted once.
  if (
    took(
      '(?:at\\sleast|al\\smenos|minimo)\\s(?:one|1|un|una)\\s(?:orders?|purchases?|sales?|pedidos?|compras?|ventas?)',
    )
  ) {
    intents.distinct = true
    intents.ordersNoun = true
  }
  // "sold at least once": every one counted once, however often it sold.
  if (took(`${DISTINCT}|at\\sleast\\sonce|alguna\\svez|al\\smenos\\suna\\svez`))
    intents.distinct = true
  const activity = s.take(ACTIVE, 'intent')
  if (activity) intents.active = activity.groups[0] !== undefined
  if (took('how\\smany\\stimes|cuantas\\sveces|numero\\sde\\sveces')) {
    intents.countWord = true
    intents.times = true
  }
  // "el cliente que más veces compró", "who orders most often": ranked by their orders.
  if (
    took(
      '(?:mas|most|more)\\s(?:veces|times)|(?:most|more)\\soften|mas\\sseguido|(?:con\\s)?mas\\sfrecuen(?:cia|temente)',
    )
  ) {
    intents.times = true
    intents.ranking = true
    intents.direction ??= 'desc'
  }
  // "how many things did we sell", "cuántas cosas vendimos": the units, whatever they are.
  if (took('(?<=(?:how\\smany|cuant[oa]s)\\s)(?:things|bits|cosas)')) intents.units = true
  if (
    all(
      // "nº de pedidos", "nro. de clientes", "no. of orders": the number of them, abbreviated.
      'how\\smany|number\\sof|count\\sof|(?:no|num|nr)\\sof|(?:n[º°]|nro|num)\\s(?:de|of)|count|cuant[oa]s|numero\\sde|cantidad\\sde|tally(?:\\sof)?',
    )
  ) {
    intents.countWord = true
  }
  // "the amount pending in open orders": an amount said of orders is money; "the amount of
  // orders" may be their number, and an amount of stock is units — both left to the other words.
  if (
    took(
      '(?<!(?:stock|inventory|units?|existencias|inventario)\\s)amounts?(?!\\s(?:of|de)(?:\\s|$))',
    )
  ) {
    intents.totalWord = true
    intents.salesWord = true
  }
  if (
    all(
      'total|totals|overall|in\\stotal|en\\stotal|sum|suma|amount|monto|altogether|en\\sconjunto|' +
        // "Olga and Hugo together", "entre los dos": one figure for both.
        'together|combined|junt[oa]s?|combinados|combinadas|entre\\s(?:los|las)\\sdos|' +
        'sumar',
    )
  ) {
    intents.totalWord = true
  }
  // "what do pending orders add up to", "cuánto suman": how much they come to.
  if (took('(?:add|adds|added)\\sup(?:\\sto)?|suman|sumaron|sumaban')) {
    intents.totalWord = true
    intents.howMuch = true
  }
  // "how many orders came through", "orders that went through": came in, as every order did.
  took('(?<=(?:came|come|comes|coming|went|go|goes|gone)\\s)(?:through|thru)')
  // "the noo": right now, in Scots.
  all('so\\sfar|hasta\\sahora|right\\snow|the\\snoo|ahora\\smismo|en\\seste\\smomento')
  // "how many products do I sell": what the catalog offers, not what was sold.
  if (s.has('(?:do|does)\\s(?:i|we)\\ssell|vendo|vendemos|ofrezco|ofrecemos'))
    intents.sellsNow = true
  // "How much did we take", "the takings": what the sales came to, in British English.
  if (all('(?<=(?:we|i)\\s)(?:take|took)(?:\\sin)?|takings')) {
    intents.salesWord = true
    intents.howMuch = true
  }
  // "qué tanto nos compró", "qué tantos pedidos": how much, how many.
  if (all('que\\stant[oa]s')) intents.countWord = true
  // "how much business did Olga give us": what her orders came to.
  if (took('(?<=how\\smuch\\s)business')) intents.salesWord = true
  if (all('how\\smuch|cuanto|cuanta|que\\stant[oa]')) intents.howMuch = true
  if (
    all(
      'sold|sell|sells|selling|shift|shifted|shifting|flog|flogged|flogging|vendi|vendimos|vendio|vendieron|vendid[oa]s?|vender|venden?|vendo|vendemos|se\\svenden?|se\\svendieron',
    )
  ) {
    intents.sellVerb = true
  }
  // "how many bags of coffee went", "cuántas cajas de té se movieron", "how many units went out
  // the door": units that left, sold ("how many orders went to Hugo" counts orders).
  if (
    (intents.countWord || intents.howMuch) &&
    !s.has('orders?|pedidos?|ordenes') &&
    took('(?:went|gone)\\sout\\sthe\\sdoor|went|moved|se\\smovieron|se\\smovio')
  ) {
    intents.sellVerb = true
  }
  intents.soldParticiple = s.tokens.some(
    (t, i) => s.used[i] === 'intent' && /^(sold|vendid[oa]s?)$/.test(t.text),
  )
  if (
    all(
      'revenue|sales|sale|income|earnings|earned|earn|made|make|turnover|money|gross|brut[oa]s?|spent|spend|spends|spending|' +
        '(?:bring|brings|brought|bringing)(?:\\sin)?|' +
        'purchases|ventas?|ingresos?|facturacion|facturado|facture|facturamos|facturo|gastado|gastos?|gastaron|gastan?|gastamos|gastaste|' +
        // Money in plain words and slang: "the most cash", "gastó más plata", "más lana".
        'compras|dinero|importe|cash|plata|lana|guita|pisto|chavos|varos|' +
        // "what did we turn over in April", "how much dosh": the takings, said as a verb or in slang.
        '(?:turn|turned|turns)\\sover|dosh|moolah|quid|' +
        // "what did we ring up last saturday": what the till took.
        '(?:ring|rings|ringing|rang|rung)\\sup',
    )
  ) {
    intents.salesWord = true
  }
  if (till) intents.salesWord = true
  if (
    all(
      'bought|buy|buys|buying|purchased|purchase|compro|compraron|compra|comprado|compraste|compran|' +
        // "qué se llevó Farid este mes", "what did Ana take home": what a client bought.
        'se\\s(?:(?:ha|han)\\sllevado|llevo|llevaron)|(?:take|takes|took|taken)\\shome',
    )
  )
    intents.buyVerb = true
  if (all('worth|value|valor|vale|valen|tied\\sup(?:\\sin)?')) {
    intents.salesWord = true
    intents.worth = true
  }
  if (took('split|breakdown|break\\sdown|broken\\sdown|desglose|desglosad[oa]s?|desglosar')) {
    intents.breakdown = true
  }
  if (
    took(
      '(?:which|what)\\s(?:one\\s)?of\\s(?:all\\s)?(?:my|the|our)|cual\\sde\\s(?:todos\\s|todas\\s)?(?:mis|los|las|nuestr[oa]s)',
    )
  ) {
    intents.oneOf = true
  }
  if (took('(?:is|are)\\sthere|there\\s(?:is|are)')) intents.thereIs = true
  if (
    s.has('have|has|hold|holds|holding|keep|keeps|carry|tenemos|tengo|tiene|tienen|hay|disponemos')
  ) {
    intents.holding = true
  }
  // "qué ha pedido Marta", "lo que han encargado": a verb in the perfect, not the noun "pedido".
  if (took('(?:ha|han|he|hemos|has|habia|habian)\\s(?:pedido|encargado|ordenado)')) {
    intents.orderVerb = true
  }
  if (
    all(
      'ordered|placed|pidieron|pidio|ordenaron|ordeno|encargaron|encargo|hizo|hicieron|made\\sorders?|hecho',
    )
  )
    intents.orderVerb = true
  // "how many orders did Tara put in", "cuántos pedidos metió Tara": placed, said otherwise.
  if (
    s.has('orders?|pedidos?|ordenes') &&
    took(
      '(?:put|puts|putting|sent|send|sends)(?:\\s(?:in|through)|(?=\\s#|$))|metio|metieron|(?:ha|han)\\smetido',
    )
  ) {
    intents.orderVerb = true
  }
  // "what did Olga Rossi order this year": the verb, at the end of the question or before a date
  // or a name (read already, so masked), whose answer is the items.
  if (
    /^(what|que)$/.test(s.tokens[0]?.text ?? '') &&
    s.has('did|does|do') &&
    took('order(?=$|\\s#)')
  ) {
    intents.orderVerb = true
  }
  // "what did Pablo get", "what products did Pablo get": what a client was sold.
  if (/^(what|que)$/.test(s.tokens[0]?.text ?? '') && s.has('did|does') && took('get|got')) {
    intents.buyVerb = true
  }
  // "movements", "transacciones" with no type: every type, which one total cannot hold.
  if (took('transactions?|transacciones|movements?|movimientos|moves')) {
    intents.ordersNoun = true
    intents.everyType = true
  }
  if (all('orders?|pedidos?|ordenes|orden')) intents.ordersNoun = true

  if (
    took(
      'alphabetical(?:ly)?|by\\sname|a-z|(?:en\\s)?orden\\salfabetico|por\\snombre|alfabeticamente',
    )
  ) {
    intents.byLabel = true
  }
  const sorted = s.take(
    '(?:(?:ordenad[oa]s?|sorted|sort(?:ed)?\\sby\\svalue)\\s)?(?:' +
      '(de\\smayor\\sa\\smenor|(?:from\\s)?(?:highest|largest|biggest|most)\\sto\\s(?:lowest|smallest|least|fewest)|descending|descendente)|' +
      '(de\\smenor\\sa\\smayor|(?:from\\s)?(?:lowest|smallest|least|fewest)\\sto\\s(?:highest|largest|biggest|most)|ascending|ascendente))',
    'intent',
  )
  if (sorted) intents.sortedBy = sorted.groups[0] ? 'desc' : 'asc'

  const unitRank = s.take(
    `(${DESC}|${ASC}|which|what|que|cual)\\s(day|week|month|dia|semana|mes)`,
    'intent',
  )
  const timeRank = unitRank
    ? unitRank.groups
    : measuredRank && [measuredRank.groups[0], measuredRank.groups[2]]
  if (timeRank) {
    const ranked = !/^(which|what|que|cual)$/.test(timeRank[0]!)
    if (BUSY.test(timeRank[0]!)) intents.busy = true
    intents.timeGrouping = { grouping: timeOf(timeRank[1]!), ranked: true }
    intents.ranking = true
    if (ranked && ASC_WORD.test(timeRank[0]!)) intents.direction = 'asc'
  }
  // "the day with the most orders", "el mes con menos ventas": that unit ranked.
  const withMost = timeRank
    ? undefined
    : s.take(
        `(day|week|month|dia|semana|mes)\\s(?:with|con|de|que|en\\sque)\\s(?:the\\s)?(${DESC}|${ASC})`,
        'intent',
      )
  if (withMost) {
    intents.timeGrouping = { grouping: timeOf(withMost.groups[0]!), ranked: true }
    intents.ranking = true
    if (ASC_WORD.test(withMost.groups[1]!)) intents.direction = 'asc'
  }
  const time = s.take(
    '(?:per|by|each|every|a|an|por|cada|al|a\\sla)\\s(day|week|month|dia|semana|mes)|(?:by|per|por)\\s(?:date|fecha)|' +
      '(daily|weekly|monthly|diari[oa]s?|semanal(?:es|mente)?|mensual(?:es|mente)?)|' +
      '(?:day\\sby\\sday|dia\\s(?:a|por)\\sdia)|(?:week\\sby\\sweek|semana\\s(?:a|por)\\ssemana)|(?:month\\sby\\smonth|mes\\s(?:a|por)\\smes)|' +
      '(?:over\\stime|trend|tendencia|evolucion|history|historial)',
    'intent',
  )
  if (time) {
    const words = s.tokens.slice(time.start, time.end).map((t) => t.text)
    const word = time.groups[0] ?? time.groups[1] ?? words.find((w) => TIME[w]) ?? 'month'
    intents.timeGrouping = { grouping: timeOf(word), ranked: false }
  }

  const byKey = s.take(
    '(?:by|per|each|por|cada|segun)\\s(?:(?:su|sus|their|its)\\s)?(?:(status|state|estado|estatus)|(type|tipo|transaction\\stype|movement\\stype|tipo\\sde\\s(?:transaccion|movimiento)))(?:es|s)?',
    'intent',
  )
  // "order status breakdown", "estado de los pedidos de mayo", "transaction types last month":
  // the status or type named as what the rows are, without a "by".
  const key =
    byKey ??
    s.take(
      '(status(?:es)?|estados?|estatus)|(transaction\\stypes?|movement\\stypes?|types|tipos(?:\\sde\\s(?:transaccion|movimiento)(?:es|s)?)?)',
      'intent',
    )
  if (key) intents.keyGrouping = key.groups[0] !== undefined ? 'status' : 'transaction_type'
  // "everywhere", "across all locations", "en todos lados": every place at once, one figure.
  if (
    took(
      // "sumando todas las ubicaciones", "adding up all the stores": every place, summed.
      '(?:sumando|contando|juntando)\\s(?:todas\\slas\\s(?:ubicaciones|tiendas|sucursales)|todos\\slos\\s(?:almacenes|locales|depositos))|' +
        '(?:summing|adding(?:\\sup)?|counting|totting\\sup)\\s(?:all|every)\\s(?:(?:the|our|my)\\s)?(?:locations?|stores?|warehouses?|sites?|branch(?:es)?|shops?|places?)|' +
        'every\\s?where|any\\s?where|(?:across|in)\\s(?:all|every)\\s(?:(?:the|our|my)\\s)?(?:locations?|stores?|warehouses?|sites?|branch(?:es)?|shops?|places?)|' +
        'across\\s(?:everything|the\\sboard)|' +
        'en\\stodos\\slados|en\\stodas\\spartes|en\\stodas\\slas\\s(?:ubicaciones|tiendas|sucursales)|en\\stodos\\slos\\s(?:almacenes|locales|depositos)',
    )
  ) {
    intents.totalWord = true
    intents.everyPlace = true
  }
  if (
    took(
      '(?:(?:just|only|solo|solamente)\\s)?(?:(?:the|their|los|sus)\\s)?(?:names?|nombres?)(?:\\s(?:only|please|solo|solamente))?',
    )
  ) {
    intents.namesOnly = true
  }
  // "in dollars", "en dinero": the shop's money (dollars), not another currency to convert to.
  if (took('(?:in|en)\\s(?:dollars|dolares|usd|money|dinero)')) intents.money = true
  // "cómo está repartido el stock entre las ubicaciones", "how is stock spread across the
  // stores": shared out among them, one row each.
  const spread = took(
    'repartid[oa]s?|distribuid[oa]s?|dividid[oa]s?|spread|distributed|shared\\sout|split\\sup',
  )
  const explicit = s.take(
    `(?:per|by|each|every|for\\seach|por|cada|segun|para\\scada${spread ? '|entre|among|across|between|over' : ''})\\s(?:(?:the|our|my|las|los|mis|nuestr[oa]s)\\s)?(${ANY_NOUN})`,
    'intent',
  )
  if (explicit) {
    const word = explicit.groups[0]!
    intents.explicitEntity = {
      dimension: dimensionOf(word),
      index: explicit.end - 1,
      plural: isPlural(word),
    }
  }
  // "average items per order", "promedio de productos por pedido": units per order, the items
  // counted rather than grouped by.
  if (
    intents.averageOf === 'per_order' &&
    !intents.salesWord &&
    !intents.explicitEntity &&
    took('items?|products?|articulos?|productos?|pieces|piezas|things|cosas')
  ) {
    intents.countedNoun = 'product'
  }
  // "qué cosas tienen menos de 100 uds", "what things did Rosa buy", "which stuff is low": things
  // asked which of are the shop's products ("how many things" are units, read already).
  const things = s.take('(?<=(?:what|which|que|cuales?)\\s)(?:things|stuff|cosas)', 'intent')
  if (things) intents.nouns.push({ dimension: 'product', index: things.start, plural: true })
  for (let m = s.take(`${ANY_NOUN}`, 'intent'); m; m = s.take(`${ANY_NOUN}`, 'intent')) {
    const word = s.tokens[m.start]!.text
    if (buyerSubject(s, m.start, word)) continue
    intents.nouns.push({ dimension: dimensionOf(word), index: m.start, plural: isPlural(word) })
  }
  if (all('who|whom|quien(?:es)?')) intents.who = true
  // "since when does Olga buy", "desde cuándo compra Olga": the first date.
  if (took('since\\swhen|desde\\scuando')) {
    intents.when = true
    intents.firstLast = 'first'
  }
  if (all('when|cuando|what\\sday|que\\sdia|what\\sdate|que\\sfecha|date|dates|fecha|fechas')) {
    intents.when = true
  }
  if (all('where|donde|en\\sque\\s(?:ubicacion|almacen|tienda|local)')) intents.where = true
  const edge = s.take(
    '(?:por\\s)?(?:la\\s)?(?:(first|earliest|primer[oa]?|mas\\santigu[oa])|(last|latest|most\\srecent|ultim[oa]|mas\\sreciente))(?:\\s(vez|time|day|dia))?',
    'intent',
  )
  if (edge && !intents.firstLast) {
    intents.firstLast = edge.groups[0] !== undefined ? 'first' : 'last'
    // "the last sale", "el primer pedido": one event (its noun read already) whose date is asked,
    // unless a word asks for an amount of it ("el importe del último pedido").
    // "the first day", "el primer día": a date, whatever else the question says.
    // "la última vez que se vendió": the "que" that follows a time is no amount.
    const day = /^(day|dia)$/.test(edge.groups[2] ?? '')
    const once = edge.groups[2] !== undefined || ONE_EVENT.test(s.tokens[edge.end]?.text ?? '')
    const relative = /^(vez|time)$/.test(edge.groups[2] ?? '') ? edge.end : -1
    // "what was the first order", "cuál fue la última venta": the event asked for, not an amount.
    const naming = (i: number) =>
      /^(what|que|cual)$/.test(s.tokens[i]!.text) &&
      /^(was|is|were|fue|era|es)$/.test(s.tokens[i + 1]?.text ?? '')
    const amount = s.tokens.some(
      (t, i) => i !== relative && !naming(i) && AMOUNT_OF_IT.test(t.text),
    )
    if (day || (once && !amount)) {
      intents.firstLastEvent = true
    }
  }

  if (all('ranking|rankings|rank|ranked|leaderboard|clasificacion')) {
    intents.ranking = true
    intents.rankingWord = true
  }
  const superlatives = s.tokens.filter((t, i) => s.used[i] === null && BUSY.test(t.text))
  if (superlatives.length) intents.busy = true
  const asc = all(ASC)
  const desc = all(DESC)
  if (asc || desc) intents.ranking = true
  if (asc && !desc) intents.direction = 'asc'
  else if (desc && !asc && !intents.lowStock) intents.direction ??= 'desc'
  return intents
}

/**
 * "how many Eco Jam 9 did customers buy", "how much have our clients spent", "cuántos pedidos
 * hicieron los clientes": the buyers said as whoever did the buying, after an auxiliary or right
 * after the verb — the subject of the figure asked, not a client per row ("which customers
 * bought", "customers who bought", "cada cliente" still ask for them).
 */
function buyerSubject(s: Sentence, at: number, word: string) {
  if (dimensionOf(word) !== 'client' || !isPlural(word)) return false
  const text = (i: number) => s.tokens[i]?.text ?? ''
  const article = (i: number) => /^(our|my|the|all|los|las|nuestros|mis|todos)$/.test(text(i))
  const before = article(at - 1) ? at - 2 : at - 1
  if (/^(did|do|does|have|has|had)$/.test(text(before)) && BUYING.test(text(at + 1))) return true
  return /^(los|las|nuestros|mis)$/.test(text(at - 1)) && BUYING.test(text(before))
}
/** Money said as what a thing "left": "dejó más dinero", "más plata dejó". */
const MONEY_NOUN = 'dinero|plata|lana|guita|pasta|ingresos'
const LEFT_VERB = 'dejo|dejaron|ha\\sdejado|han\\sdejado|deja|dejan'
const BUYING =
  /^(buy|bought|order|ordered|purchase|purchased|spend|spent|pay|paid|get|got|compraron|pidieron|gastaron|pagaron|encargaron|hicieron|comprado|pedido|gastado)$/
