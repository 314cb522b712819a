// What a question filters on or rules out: order statuses, stock movement types, stock
// thresholds, the average order value — and words naming what plans cannot do.
import type { OrderStatus } from '../../../common/assistant'
import type { TransactionType } from '../../../common/constants'
import type { Sentence } from './tokens'

export interface Conditions {
  unsupported: string[]
  average: boolean
  stock: boolean
  lowStock: boolean
  stockTotal: boolean
  stockBelow?: number
  statuses: OrderStatus[]
  transactionTypes: TransactionType[]
  direction?: 'asc' | 'desc'
}

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
    stock: false,
    lowStock: false,
    stockTotal: false,
    statuses: [],
    transactionTypes: [],
  }
  const unsupported = (pattern: string) => {
    for (let m = s.take(pattern, 'intent'); m; m = s.take(pattern, 'intent')) {
      c.unsupported.push(s.raw(m.start, m.end))
    }
  }

  // Things a plan cannot express: better to say so than to answer another question.
  unsupported(
    'profits?|margins?|costs?|taxe?s?|refunds?|returns?|discounts?|shipping|employees?|staff|suppliers?|vendors?|' +
      'ganancias?|beneficios?|margen(?:es)?|costos?|costes?|impuestos?|devoluciones|devolucion|descuentos?|envios?|proveedore?s?|' +
      'compare|compared|comparison|vs|versus|comparar|compara|comparado|comparacion|growth|crecimiento|' +
      'percentage|percent|porcentaje|share|hours?|hourly|horas?|' +
      '(?:per|by|each|every|por|cada)\\s(?:year|ano)|yearly|annual(?:ly)?|anual(?:es|mente)?|' +
      'predict|forecast|prevision|pronostico|next\\s(?:week|month|year)|(?:proximo|proxima|siguiente)\\s(?:semana|mes|ano)|tomorrow|manana',
  )

  if (
    took(
      'average\\sorder(?:\\svalue|\\ssize|\\samount|\\stotal)?|avg\\sorder(?:\\svalue)?|order\\saverage|aov|average\\s(?:ticket|basket|sale|purchase|spend)|' +
        '(?:ticket|pedido|compra)\\s(?:medio|promedio)|(?:valor|importe|monto|gasto)\\s(?:medio|promedio)(?:\\s(?:de|del|por)\\s(?:los\\s)?(?:pedidos?|compras?|ordenes|orden))?|' +
        'promedio\\s(?:por|de|del)\\s(?:los\\s)?(?:pedidos?|ordenes|orden|compras?)',
    )
  ) {
    c.average = true
  }
  unsupported('average|avg|mean|promedio|media|medio')

  const types: [TransactionType, string][] = [
    [
      'IN',
      '(?:stock\\s)?received|(?:stock\\s)?receipts?|receiving|stock\\sin|incoming|restocked|recibid[oa]s?|recepcion(?:es)?|entradas?(?:\\sde\\s(?:stock|inventario|mercancia))?',
    ],
    [
      'OUT',
      'stock\\souts?|outs|outgoing|write[-\\s]?offs?|written\\soff|salidas?(?:\\sde\\s(?:stock|inventario))?|mermas?',
    ],
    ['ADJUST', 'adjustments?|adjusted|ajustes?|ajustad[oa]s?'],
  ]
  for (const [type, pattern] of types) if (all(pattern)) c.transactionTypes.push(type)

  const below = s.take(
    '(?:below|under|less\\sthan|fewer\\sthan|menos\\sde|por\\sdebajo\\sde|bajo)\\s(\\d{1,6})(?:\\s(?:units|unidades|pieces|piezas))?',
    'intent',
  )
  if (below) {
    c.stockBelow = Number(below.groups[0])
    c.direction = 'asc'
  }
  if (took('out\\sof\\sstock|agotad[oa]s?|sin\\s(?:stock|existencias|inventario)')) {
    c.stock = true
    c.stockBelow = 1
    c.direction = 'asc'
  }
  if (
    took(
      'low\\son\\s(?:stock|inventory)|running\\slow(?:\\son\\sstock)?|(?:low|lowest|least)\\s(?:stock|inventory)|short\\son\\sstock|' +
        'need(?:s)?\\sto\\sbe\\sreordered|needs?\\sreordering|to\\sreorder|reorder|restock|' +
        '(?:bajos?|poco|poca|pocas|pocos)\\s(?:de\\s)?(?:stock|inventario|existencias)|(?:stock|inventario)\\sbajo|' +
        'se\\s(?:estan\\s)?(?:acaban|agotando|acabando)|por\\s(?:acabarse|agotarse)|reponer',
    )
  ) {
    c.stock = true
    c.lowStock = true
    c.direction = 'asc'
  }
  if (took('(?:most|highest|mas)\\s(?:stock|inventario|existencias)')) {
    c.stock = true
    c.direction = 'desc'
  }
  if (took('total\\s(?:stock|inventory)|(?:stock|inventario)\\stotal|overall\\sstock')) {
    c.stock = true
    c.stockTotal = true
  }
  if (
    all(
      'stock|inventory|inventario|existencias?|on\\shand|in\\sstock|en\\sstock|quedan?|left|remaining|disponibles?',
    )
  ) {
    c.stock = true
  }

  const statuses: [OrderStatus, string][] = [
    [
      'pending',
      'pending|open|unfulfilled|outstanding|not\\s(?:yet\\s)?(?:fulfilled|shipped|delivered|completed?)|awaiting|waiting|' +
        'pendientes?|abiert[oa]s?|sin\\s(?:completar|entregar|enviar|cumplir)|por\\s(?:entregar|enviar|completar)',
    ],
    ['cancelled', 'cancell?ed|cancell?ations?|anulad[oa]s?|cancelad[oa]s?|cancelaciones'],
    [
      'complete',
      'complete|completed|fulfilled|done|delivered|shipped|finished|closed|completad[oa]s?|completos?|' +
        'entregad[oa]s?|enviad[oa]s?|cumplid[oa]s?|cerrad[oa]s?|finalizad[oa]s?',
    ],
  ]
  for (const [status, pattern] of statuses) if (all(pattern)) c.statuses.push(status)
  return c
}
