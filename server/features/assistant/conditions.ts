// What a question filters on or rules out: order statuses, stock movement types, stock
// thresholds, the average order value — and words naming what plans cannot do.
import type { Average, OrderStatus } from '../../../common/assistant'
import type { TransactionType } from '../../../common/constants'
import { COMPARE_WORD } from './dates'
import { COUNT, countOf, FUTURE_VERB, type Match, type Sentence } from './tokens'

export interface Conditions {
  unsupported: string[]
  /** A verb that would change data ("delete", "borra"): the assistant only reads. */
  command?: string
  average: boolean
  /** "average units per order", "ventas promedio por día". */
  averageOf?: Average
  /** The word "average" met without a "per" the plan language can divide by. */
  averageWord: boolean
  share: boolean
  compare: boolean
  /**
   * "did sales grow", "bajaron las ventas": a change between two sides, which a comparison
   * answers with its difference; without two sides there is nothing to measure it on.
   */
  change?: string
  moreOrLess?: boolean
  /** "active products", "clientes inactivos". */
  active?: boolean
  /** "different products", "clientes distintos". */
  distinct: boolean
  stock: boolean
  lowStock: boolean
  /**
   * What runs low, what to reorder or restock ("qué tengo que reponer"): the reorder rules answer
   * it where the provider has some. "The least stock" is a ranking, not this.
   */
  reorder: boolean
  stockTotal: boolean
  /** "what percentage of the catalogue is active": the products (clients) counted, a share. */
  sharedRecords?: 'product' | 'client'
  /**
   * "existencias en Downtown Store": the units that exist there, an amount; "stock at", "inventario
   * en" a place list what it holds, product by product.
   */
  stockAmount?: boolean
  /** "which location has the most stock": the places or products ranked by it. */
  mostStock?: boolean
  /** "the least stock": a ranking from the lowest, not the list of what runs low. */
  leastStock?: boolean
  stockBelow?: number
  statuses: OrderStatus[]
  /** "not cancelled", "excluding cancelled orders". */
  withoutCancelled?: boolean
  transactionTypes: TransactionType[]
  /** "receipts", "ajustes": movements named as events, which are counted, not their units. */
  movementNoun?: boolean
  direction?: 'asc' | 'desc'
}

/** What "per day", "por pedido", "daily" divide by. */
function divisorOf(groups: (string | undefined)[]): Average {
  const word = groups.find((g) => g !== undefined) ?? ''
  if (/^(day|dia|daily|diari)/.test(word)) return 'per_day'
  if (/^(order|pedido|orden)/.test(word) || MOVEMENT_NOUN.test(word)) return 'per_order'
  if (/^(client|customer|cliente)/.test(word)) return 'per_client'
  return 'per_product'
}

/** A word naming what a question measures: money, units or orders. */
const MEASURE =
  '(?:revenue|sales|income|turnover|units?(?:\\ssold)?|quantit(?:y|ies)|pieces|orders|order\\scount|' +
  'ventas|ingresos|facturacion|unidades(?:\\svendidas)?|cantidad(?:es)?|piezas|pedidos|ordenes)'

const MOVEMENT_WORD =
  'receipts?|deliver(?:y|ies)|adjustments?|transactions?|movements?|write-?offs?|entradas?|salidas?|ajustes?|recepcion(?:es)?|mermas?|transacciones|movimientos?'
const MOVEMENT_NOUN = new RegExp(`^(?:${MOVEMENT_WORD}|offs|outs)$`)

/**
 * A day of the week or a time of day as what rows are ("which day of the week do I sell most",
 * "qué día de la semana vendo más"): plans group by dates, never by weekday or hour. Read before
 * the dates, which would take "the week" as this week.
 */
export const WEEKDAY_OR_HOUR =
  '(?:day|days)\\sof\\sthe\\sweek|weekdays?|dias?\\sde\\sla\\ssemana(?!\\s(?:pasada|anterior|actual))|' +
  'weekends|fines\\sde\\ssemana|entre\\ssemana|time\\sof\\s(?:the\\s)?day|horas?\\sdel\\sdia|(?:what|which)\\stime|a\\sque\\shora'

/** "entró", "han entrado": came in — goods received, or money and orders when they are said. */
export const CAME_IN = 'entraron|entro|han\\sentrado|ha\\sentrado'

/** A part of a whole, named: "share of", "qué porcentaje de". */
const SHARE_NOUN = 'share|percentage|percent|proportion|fraction|porcentaje|proporcion|fraccion'

/** A verb that asks to change data: "delete", "cancela", "dar de baja". */
export const COMMAND_VERB =
  `delete|remove|erase|drop|cancel|update|change|edit|modify|create|add|insert|set|mark|fulfil|fulfill|ship|send|refund|rename|deactivate|activate|archive|clear|wipe|reset|restore|move|transfer|restock|reorder|replenish|email|notify|print|export|import|` +
  `borra|borrar|elimina|eliminar|quita|quitar|cancela|cancelar|actualiza|actualizar|cambia|cambiar|modifica|modificar|crea|crear|anade|anadir|agrega|agregar|marca|marcar|envia|enviar|desactiva|desactivar|activa|activar|renombra|renombrar|archiva|archivar|mueve|mover|transfiere|transferir|repon|reponer|pide|pedir|encarga|encargar|imprime|imprimir|exporta|exportar|importa|importar|` +
  `raise|adjust|assign|duplicate|apply|make|empty|anula|anular|vacia|vaciar|sube|subir|baja|bajar|pon|poner|ajusta|ajustar|registra|registrar|apunta|apuntar|asigna|asignar|duplica|duplicar|aplica|aplicar|da\\sde\\s(?:baja|alta)|dar\\sde\\s(?:baja|alta)`

/** What an average is taken over: "per day", "por pedido", "each client", "daily". */
const DIVISOR =
  '(?:per|por|a|an|each|every|cada|al)\\s(day|dia|order|pedido|orden|client|customer|cliente|product|producto)|(daily|diari[oa]s?)|' +
  // "units per receipt", "unidades por entrada": a movement is an order of its type, which the
  // movement's own word still says, so only "per" is read here.
  `(?:per|por|each|every|cada)(?=\\s(${MOVEMENT_WORD})(?:\\s|$))`

export function readConditions(s: Sentence): Conditions {
  const took = (pattern: string) => s.take(pattern, 'intent') !== undefined
  const all = (pattern: string) => {
    let n = 0
    while (took(pattern)) n++
    return n
  }
  const c: Conditions = {
    unsupported: [],
    average: false,
    averageWord: false,
    share: false,
    compare: false,
    distinct: false,
    stock: false,
    lowStock: false,
    reorder: false,
    stockTotal: false,
    statuses: [],
    transactionTypes: [],
  }
  const unsupported = (pattern: string) => {
    for (let m = s.take(pattern, 'intent'); m; m = s.take(pattern, 'intent')) {
      c.unsupported.push(s.raw(m.start, m.end))
    }
  }

  // The assistant reads data; a request to change it is declined, never read as a question
  // about the records it names.
  const command = s.find(
    `^(?:(?:please|pls|can\\syou|could\\syou|i\\swant\\sto|i\\sneed\\sto|let's|lets|por\\sfavor|puedes|podrias|quiero|necesito|hay\\sque)\\s)?(${COMMAND_VERB})`,
  )[0]
  if (command) c.command = s.raw(command.start, command.end)

  // "compare March against April": every word of the comparison is read.
  if (all(COMPARE_WORD)) {
    c.compare = true
    // "the difference between A and B", "diferencia entre A y B": the two sides follow.
    all('between|entre')
  }
  // "what percentage of the catalogue is active", "qué porcentaje de mis clientes está inactivo":
  // the active (inactive) ones counted, as a part of all of them.
  const partOfRecords = s.take(
    `(?:${SHARE_NOUN}|parte)\\s(?:of|de|del)\\s` +
      '(?:the\\s|my\\s|our\\s|el\\s|mi\\s|los\\s|mis\\s|nuestro\\s|nuestros\\s)?' +
      '(?:(catalog|catalogue|catalogo|products|items|productos|articulos)|(clients|customers|clientes))\\s' +
      '(?:is|are|esta|estan|es|son)\\s(?:(active|activ[oa]s?)|inactive|inactiv[oa]s?)(?=\\s|$)',
    'intent',
  )
  if (partOfRecords) {
    const [, clients, active] = partOfRecords.groups
    c.share = true
    c.active = active !== undefined
    c.sharedRecords = clients === undefined ? 'product' : 'client'
  }
  // A share of how many clients or products ("percentage of clients who ordered"): plans share
  // sums, not counts of records. Read before the share word itself.
  unsupported(
    `(?:${SHARE_NOUN})\\s(?:of|de)\\s(?:the\\s|my\\s|our\\s|los\\s|las\\s|mis\\s)?` +
      '(?:clients?|customers?|clientes?|products?|productos?|items?|articulos?|locations?|ubicacion(?:es)?)(?=\\s|$)',
  )
  // "kindly share the units sold", "can you share how many…": the verb of a request, no part of
  // a whole ("share of", "what share" are the noun).
  s.take(
    '(?<=(?:please|pls|plz|kindly|you|u)\\s)share|' +
      'share(?=\\s(?:the|how|what|which|me|us|with|our|my|this|these|those|today|yesterday)(?:\\s|$))',
    'filler',
  )
  // Every share word is read: "reparto de ventas en %" says it twice.
  if (
    all(
      'share|shares|percentage|percentages|percent|proportion|fraction|porcentaje|porcentajes|proporcion|fraccion|cuota|what\\spart|que\\sparte|%|' +
        'weight\\sof|peso\\sde|representa|representan|supone|suponen|corresponde\\sa|corresponden\\sa|' +
        'distribution|reparto|distribucion|(?:que\\s)?tanto\\spor\\sciento|por\\sciento|' +
        // "de cada 100 pedidos, cuántos…", "out of every 100 orders": a share said per hundred.
        '(?:de|por)\\scada\\s(?:100|cien)|out\\sof\\s(?:every|each)\\s(?:100|hundred|a\\shundred)|' +
        // "cancellation rate", "tasa de cancelación": the part of the orders with that status.
        '(?<=(?:cancell?ations?|fulfil?ments?|completions?)\\s)rate|tasa(?=\\sde\\s(?:cancelacion|anulacion))',
    )
  ) {
    c.share = true
    // "sobre el total", "out of the total": the whole the share is taken of.
    all('(?:sobre|del|de|of|out\\sof)\\s(?:el\\s|the\\s)?total')
    // "cuánto representa X sobre la facturación": the measure named after it is the whole.
    all('sobre(?=\\s(?:el|la|los|las|lo)\\s)')
  }

  // "how many times did suppliers deliver to us", "cuánto nos trajeron los proveedores":
  // stock received, read before the suppliers themselves are declined.
  if (
    took(
      '(?:suppliers?|vendors?)\\s(?:deliver|delivers|delivered|delivering)(?:\\s(?:to\\s(?:us|me)))?|' +
        '(?:(?:nos|me)\\s)?trajeron\\s(?:los\\s)?proveedores|(?:los\\s)?proveedores\\s(?:(?:nos|me)\\s)?trajeron',
    )
  )
    c.transactionTypes.push('IN')

  // Things a plan cannot express: better to say so than to answer another question.
  unsupported(
    'profits?|margins?|costs?|taxe?s?|refunds?|returns?|discounts?|shipping|employees?|staff|salesperson|salespeople|cashiers?|suppliers?|vendors?|' +
      'ganancias?|beneficios?|margen(?:es)?|costos?|costes?|impuestos?|iva|devoluciones|devolucion|descuentos?|envios?|proveedore?s?|vendedor(?:es|as?)?|emplead[oa]s?|cajer[oa]s?|' +
      'trend|tendencia|hours?|hourly|horas?|' +
      '(?:per|by|each|every|por|cada)\\s(?:year|ano)|yearly|annual(?:ly)?|anual(?:es|mente)?|' +
      'predict|forecast|prevision|pronostico|next\\s(?:week|month|year)|(?:proximo|proxima|siguiente)\\s(?:semana|mes|ano)|tomorrow|manana',
  )
  // One order ranked by its size ("the biggest order", "la venta más alta"): plans rank sums and
  // groups, not single orders.
  unsupported(
    '(?:biggest|largest|highest|smallest|lowest|best|worst|mayor|menor)\\s(?:single\\s)?(?:order|sale|purchase|transaction|ticket|pedido|venta|compra)' +
      '(?!\\s(?:counts?|values?|volume|totals?|numbers?|amounts?|days?|weeks?|months?|items?|products?|productos?|articulos?))|' +
      '(?:pedido|venta|compra|orden)\\s(?:mas|menos)\\s(?:grande|pequen[oa]|alt[oa]|baj[oa]|car[oa]|barat[oa])',
  )
  // The future or a supposition ("how much will I sell in July", "cuánto venderé", "voy a
  // facturar"): the data holds what happened; a past period's figures would answer another question.
  unsupported(
    "will|won't|wont|i'll|we'll|gonna|going\\sto|expected|projected|projection|" +
      '(?:voy|vamos|va|van)\\sa\\s(?:vender|facturar|ganar|ingresar|tener|necesitar|recibir|comprar|pedir|cobrar|gastar)|' +
      FUTURE_VERB,
  )
  // Two measures in one question ("revenue and units", "pedidos y ventas"): a plan has one value,
  // and answering with either would leave the other out.
  unsupported(
    `${MEASURE}\\s(?:and|y|e|plus|as\\swell\\sas|junto\\scon|ademas\\sde)\\s(?:the\\s|las?\\s|los\\s|el\\s)?(?:(?:number|numero)\\s(?:of|de)\\s)?${MEASURE}`,
  )

  if (
    took(
      'average\\sorder(?:\\svalue|\\ssize|\\samount|\\stotal)?|(?:avg|mean)\\sorder(?:\\svalue|\\ssize|\\samount|\\stotal)?|typical\\sorder(?:\\svalue|\\ssize|\\samount)?|order\\saverage|aov|(?:average|avg|mean)\\s(?:ticket|basket|sale|purchase|spend)(?:\\s(?:size|value|amount))?(?!\\s(?:per|por|each|cada)\\s(?:client|customer|cliente|day|dia|product|producto))|' +
        '(?:ticket|pedido|compra)\\s(?:medio|promedio)|(?:valor|importe|monto|gasto)\\s(?:medio|promedio)(?:\\s(?:de|del|por)\\s(?:los\\s)?(?:pedidos?|compras?|ordenes|orden)|(?!\\s(?:por|cada)\\s(?:cliente|dia|producto)))|' +
        // "unidades promedio por pedido" are units per order, not the order's value.
        '(?<!(?:unidades|units|articulos|productos|items|piezas)\\s)promedio\\s(?:por|de|del)\\s(?:los\\s)?(?:pedidos?|ordenes|orden|compras?)(?!\\s(?:por|al|cada|a\\sla)\\s(?:dia|semana|mes|cliente|producto))',
    )
  ) {
    c.average = true
  }
  if (took('(?:numero\\s)?(?:average|avg|mean|promedio|media|medio|averages|promedios)')) {
    c.averageWord = true
  }
  // "how much does each customer spend per order", "cuánto gasta cada cliente por pedido": the
  // average is of an order, whoever spends it — "each" goes over the spenders. Otherwise the first
  // divisor said is the average's ("per day per client" groups the daily average by client).
  const divisors = c.averageWord ? s.find(DIVISOR) : []
  const each = (m: Match) => /^(each|every|cada)$/.test(s.tokens[m.start]!.text)
  const perOrder = divisors.find((m) => !each(m) && divisorOf(m.groups) === 'per_order')
  const spender = perOrder && divisors.find((m) => each(m) && m.start < perOrder.start)
  const perAfter = spender ? perOrder : divisors[0]
  if (spender) s.use(spender.start, spender.end, 'intent')
  if (perAfter) {
    s.use(perAfter.start, perAfter.end, 'intent')
    c.averageOf = divisorOf(perAfter.groups)
  }

  // "stock movements", "movimientos de inventario": movements, not what is on hand.
  all(
    '(?:stock|inventory)(?=\\s(?:movements?|transactions?|moves))|(?<=(?:movimientos?|transacciones)\\sde\\s)(?:stock|inventario)',
  )
  // "in stock" before the movements, so "units in stock in total" is not "stock in".
  if (took('in\\sstock|en\\sstock|on\\shand|in\\sinventory|en\\sinventario|en\\sexistencia')) {
    c.stock = true
  }
  const types: [TransactionType, string][] = [
    [
      'IN',
      // "stock deliveries", "deliveries of stock": goods received ("deliveries" alone may be orders).
      '(?:stock|goods|inventory)\\sdeliver(?:y|ies)|deliver(?:y|ies)\\sof\\s(?:stock|goods|inventory)|' +
        'in\\s(?:transactions?|movements?)|(?:transactions?|movements?)\\s(?:of\\s)?type\\sin|(?:stock\\s)?received|(?:stock\\s)?receipts?|receiving|stock\\sin(?!\\s(?:the|my|our|each|every|all|#))|incoming|restocked|recibid[oa]s?|recepcion(?:es)?|entradas?(?:\\sde\\s(?:stock|inventario|mercancia))?|' +
        `${CAME_IN}|` +
        // "how many units enter Airport Kiosk": goods coming in (orders and money that "entered"
        // were read as sales before).
        '(?<!(?:orders?|money|cash|sales|revenue)\\s)(?:(?:stock|goods|inventory)\\s)?(?:enter|enters|entered|entering)',
    ],
    [
      'OUT',
      // "how many times did stock leave through an OUT movement", "units leaving Main Warehouse".
      '(?:(?:stock|goods|inventory)\\s)?(?:(?:leave|leaves|leaving)(?:\\s(?:through|via))?|left\\s(?:through|via))|' +
        'out\\s(?:transactions?|movements?)|(?:transactions?|movements?)\\s(?:of\\s)?type\\sout|(?:taken|took|went|gone|removed|sacad[oa]s?|retirad[oa]s?)\\sout(?!\\sthe\\sdoor)(?:\\sof\\s(?:stock|inventory))?|(?:sacad[oa]s?|retirad[oa]s?|removed|withdrawn|pulled)(?:\\s(?:del|from)\\s(?:stock|inventario|inventory))?|(?:sac|retir)(?:amos|aron|o|aste|an?)(?=\\scon\\s(?:out|salidas?)(?:\\s|$))|stock\\souts?|outs|outgoing|write[-\\s]?offs?|written\\soff|salidas?(?:\\sde\\s(?:stock|inventario))?|salieron|han\\ssalido|ha\\ssalido|mermas?',
    ],
    [
      'ADJUST',
      '(?:stock\\s|inventory\\s)?(?:adjustments?|adjusted)|ajustes?(?:\\sde\\s(?:stock|inventario))?|ajustad[oa]s?',
    ],
  ]
  // "en cuántos pedidos salió Premium Candle 3", "how many orders was it in": a product that
  // went out in orders is in them — no movement out of stock.
  if (s.has('pedidos?|ordenes|orders?'))
    all('salio|salieron|aparecio|aparecieron|appear|appears|appeared|featured')
  for (const [type, pattern] of types) {
    for (let m = s.take(pattern, 'intent'); m; m = s.take(pattern, 'intent')) {
      if (!c.transactionTypes.includes(type)) c.transactionTypes.push(type)
      if (s.tokens.slice(m.start, m.end).some((t) => MOVEMENT_NOUN.test(t.text))) {
        c.movementNoun = true
      }
    }
  }

  // "how many deliveries did we receive": once stock coming in is read, deliveries are those
  // receipts ("deliveries" alone may be orders sent out).
  if (c.transactionTypes.includes('IN') && took('deliver(?:y|ies)')) c.movementNoun = true

  // "entradas de mercadería por depósito", "goods receipts": the goods that moved, counted in
  // units; "how many" still counts the movements.
  if (c.movementNoun && s.tokens.some((t) => /^(mercaderias?|mercancias?|goods)$/.test(t.text))) {
    c.movementNoun = false
  }

  // A type's code as the app shows it ("salidas OUT", "via OUT", "IN receipts"), in capitals in
  // a question that is not all capitals.
  if (s.tokens.some((t) => /[a-z]/.test(t.raw))) {
    s.tokens.forEach((t, i) => {
      const code = /^(IN|OUT|ADJUST)$/.exec(t.raw)?.[1] as TransactionType | undefined
      if (!code || s.used[i] !== null) return
      // "salidas de tipo OUT", "movements of type IN": the type's word said before its code.
      const typeWord = /^(tipo|type)$/.test(s.tokens[i - 1]?.text ?? '') && s.used[i - 1] === null
      const of = typeWord && /^(de|of)$/.test(s.tokens[i - 2]?.text ?? '') && s.used[i - 2] === null
      s.use(i - (typeWord ? 1 : 0) - (of ? 1 : 0), i + 1, 'intent')
      if (!c.transactionTypes.includes(code)) c.transactionTypes.push(code)
    })
  }
  // "units out via OUT movements": once the type is read, "out" said again adds nothing.
  if (c.transactionTypes.includes('OUT')) all('out')

  const TIME_UNIT = '(?:days?|weeks?|months?|years?|hours?|dias?|semanas?|mes(?:es)?|anos?|horas?)'
  // "fewer than twenty units", "menos de veinte": a threshold written in words reads as in digits.
  const below = s.take(
    // "que artículos bajan de 120 unidades", "andan por debajo de 210", "which drop below 50":
    // a verb of falling said with the threshold is under it, no change over time.
    '(?:(?:(?:drop|drops|dip|dips|fall|falls|go|goes|sink|sinks|are|is)\\s)?(?:below|under)|' +
      '(?:(?:bajan?|caen?|andan?|estan?|quedan?)\\s)?(?:por\\sdebajo\\sde|bajo)|(?:bajan?|caen?)\\sde|' +
      `less\\sthan|fewer\\sthan|menos\\sde)\\s(\\d{1,6}|${COUNT})(?!\\s${TIME_UNIT})(?:\\s(?:units|unidades|pieces|piezas))?`,
    'intent',
  )
  if (below) {
    c.stockBelow = countOf(below.groups[0])
    c.direction = 'asc'
  }
  if (took('out\\sof\\sstock|agotad[oa]s?|sin\\s(?:stock|existencias|inventario)')) {
    c.stock = true
    c.stockBelow = 1
    c.direction = 'asc'
  }
  const reorder = took(
    'low\\son\\s(?:stock|inventory)|running\\slow(?:\\son\\sstock)?|low\\s(?:stock|inventory)|short\\son\\sstock|' +
      'need(?:s)?\\sto\\sbe\\sreordered|needs?\\sreordering|to\\sreorder|reorder|(?:needs?\\s)?restock(?:ing)?|' +
      // "which soap bars are low at Airport Kiosk", "what's getting low": their stock ("low in
      // sales" is no stock).
      '(?<=(?:are|is|getting|gets|get|going|gone|runs|run)\\s)low(?!\\s(?:in|on)\\s(?!stock|inventory))|' +
      // "anything running out", "what is running short": stock about to end.
      'running\\s(?:out|short)|about\\sto\\srun\\sout|se\\sesta\\s(?:acabando|agotando)|' +
      '(?:bajos?|poco|poca|pocas|pocos)\\s(?:de\\s)?(?:stock|inventario|existencias)|(?:stock|inventario)\\sbajo|' +
      'se\\s(?:estan\\s)?(?:acaban|agotando|acabando)|por\\s(?:acabarse|agotarse)|reponer',
  )
  const least = !reorder && took('(?:lowest|least)\\s(?:stock|inventory)')
  if (reorder || least) {
    c.stock = true
    c.lowStock = true
    c.reorder = reorder
    // "which place has the least stock" ranks, as "the most stock" does; "low stock" lists.
    if (least) c.leastStock = true
    c.direction = 'asc'
  }
  if (took('(?:most|highest|mas)\\s(?:stock|inventario|existencias)')) {
    c.stock = true
    c.mostStock = true
    c.direction = 'desc'
  }
  if (took('total\\s(?:stock|inventory)|(?:stock|inventario)\\stotal|overall\\sstock')) {
    c.stock = true
    c.stockTotal = true
  }
  // "pedidos que quedaron cancelados", "cuántos quedan pendientes", "what % ended up cancelled",
  // "orders left open": the state the orders were left in, no stock left.
  s.take(
    '(?:quedan?|quedaron|quedo|quedaban|acabaron|terminaron|ended\\sup|end\\sup|ended|remain|remained|remaining|left)' +
      '(?=\\s(?:pendientes?|pending|open|outstanding|unfulfilled|abiert[oa]s?|cancell?ed|cancelad[oa]s?|anulad[oa]s?|' +
      'completed?|completad[oa]s?|fulfill?ed|delivered|shipped|entregad[oa]s?|enviad[oa]s?|' +
      'sin\\s(?:completar|entregar|enviar)|por\\s(?:entregar|enviar|completar))(?:\\s|$))',
    'filler',
  )
  if (s.has('existencias')) c.stockAmount = true
  // "¿tengo más género en A o en B?", "cuánta mercancía hay en A": the goods held, its stock.
  const goods = took(
    '(?<=(?:tengo|tenemos|tiene|tienen|hay|queda|quedan)\\s(?:(?:mas|menos|cuant[oa]|much[oa]|poc[oa])\\s)?)' +
      '(?:genero|mercancia|mercaderia)|(?<=(?:cuant[oa]|mas|menos)\\s)(?:genero|mercancia|mercaderia)(?=\\s(?:tengo|tenemos|hay|queda|quedan))',
  )
  if (goods) c.stock = true
  if (
    all(
      'stock|inventory|inventario|existencias?|on\\shand|in\\sstock|en\\sstock|quedan?|left|remaining|disponibles?|' +
        // "unidades almacenadas en Downtown Store", "units stored at": held there now.
        'almacenad[oa]s?|stored',
    )
  ) {
    c.stock = true
  }

  const statuses: [OrderStatus, string][] = [
    [
      'pending',
      // "pendientes de enviar", "waiting to be fulfilled", "yet to be shipped": not completed yet.
      'pendientes?\\s(?:de|por)\\s(?:enviar|entregar|envio|entrega|completar|despachar|servir|preparar)|' +
        '(?:(?:waiting|awaiting)(?:\\sto\\sbe)?|yet\\sto\\sbe)\\s(?:fulfilled|shipped|delivered|completed|sent|dispatched|processed)|' +
        'pending|open|unfulfilled|outstanding|(?:not|never)\\s(?:yet\\s)?(?:fulfilled|shipped|delivered|completed?)|awaiting|waiting|' +
        'pendientes?|abiert[oa]s?|sin\\s(?:completar|entregar|enviar|cumplir)|por\\s(?:entregar|enviar|completar)',
    ],
    [
      'cancelled',
      // A bare "cancel" here is a question's verb ("how many orders did Ana cancel"); as an
      // order it was read as a command before.
      'cancell?ed|cancel|cancell?ations?|anulad[oa]s?|cancelad[oa]s?|cancelaciones|cancelo|cancelaron|anulo|anularon',
    ],
    [
      'complete',
      'complete|completed|fulfil|fulfill|fulfilled|fulfilment|fulfillment|done|deliver|delivered|ship|shipped|finished|closed|completad[oa]s?|completos?|' +
        'entregad[oa]s?|enviad[oa]s?|cumplid[oa]s?|cerrad[oa]s?|finalizad[oa]s?',
    ],
  ]
  // "excluding cancelled orders", "pedidos no cancelados": sums leave them out already; an order
  // count, which counts every order otherwise, is told to.
  if (
    all(
      '(?:excluding|without|except|not|no|sin|excepto|salvo|menos)\\s(?:counting\\s|contar\\s)?(?:the\\s|los\\s|las\\s)?' +
        '(?:cancell?ed|cancelad[oa]s|anulad[oa]s)(?:\\s(?:orders|ones|pedidos))?',
    )
  ) {
    c.withoutCancelled = true
  }
  for (const [status, pattern] of statuses) if (all(pattern)) c.statuses.push(status)
  const change = s.take(
    'grow|grows|grew|grown|growth|drop|drops|dropped|fell|fallen|rise|rises|rose|risen|increase|increased|decrease|decreased|' +
      'go\\sup|went\\sup|gone\\sup|go\\sdown|went\\sdown|gone\\sdown|' +
      'crecer|crecio|crecieron|crecimiento|bajaron|bajado|subir|subio|subieron|subido|aumentar|aumento|aumentaron|aumentado|disminuir|disminuyo|disminuyeron|caer|cayo|cayeron|caido',
    'intent',
  )
  if (change) c.change = s.raw(change.start, change.end)
  // After "less than 150": "did I sell more in May or in April" compares, when it names two sides.
  if (took('more|less|fewer|better|worse|higher|lower|bigger|smaller')) c.moreOrLess = true
  return c
}
