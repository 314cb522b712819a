// An eighteenth tuning round, written before its rules and tuned on: ordinary words that are also
// words of the shop's names (fresh, classic, large, small, green, premium, eco) standing where no
// name stands, names typed in lower case or with a slip, clients compared, per-client averages,
// first dates of clients, and narrowing words the data does not record. Dates are worked out by
// hand for EVAL_NOW (Wednesday 2026-06-17).
import { en, es, type EvalCase } from './answers'
import {
  at,
  bestProduct,
  compare,
  dateBoth,
  distinctBoth,
  everyOrder,
  items,
  mostOrders,
  stockOf,
} from './answer-keys'
import {
  lastMonth,
  lastWeek,
  lastYear,
  ranked,
  thisMonth,
  thisWeek,
  thisYear,
  total,
  yesterday,
} from './cases'

const may = lastMonth

export const TUNING_ROUND_18: EvalCase[] = [
  // Ordinary words that are also words of names
  en('give me a fresh look at sales this week', total('revenue', thisWeek)),
  en('classic question: how many orders yesterday', everyOrder(yesterday)),
  en('what was my large order count last week', 'decline'),
  en('small clients with few orders this month', 'decline'),
  en('are sales in the green this month', 'decline'),
  en('premium clients by revenue this year', 'decline'),
  es('ventas grandes de esta semana', 'decline'),
  es('dame un resumen rapido de las ventas de ayer', total('revenue', yesterday)),
  es(
    'cuantas veces pidio Hugo Smith este año',
    everyOrder({ ...thisYear, clients: '=Hugo Smith' }),
  ),
  es('lo mas caro que vendi ayer', 'decline'),

  // Names in lower case, with a slip, or after a noun
  en(
    'revenue from kenji lopez last month',
    total('revenue', { ...lastMonth, clients: '=Kenji Lopez' }),
  ),
  en('stock of premium jam 7', stockOf('Premium Jam 7')),
  en('what did the client Ines Martin buy in May', items('=Ines Martin', may)),
  en(
    'units of the product Small Candle 8 sold this year',
    total('units', { ...thisYear, products: '=Small Candle 8' }),
  ),
  en('sales to Grace Webber this year', total('revenue', { ...thisYear, clients: '=Grace Weber' })),
  es(
    'ventas al cliente Ines Martin en mayo',
    total('revenue', { ...may, clients: '=Ines Martin' }),
  ),
  es('stock del producto Small Candle 8', stockOf('Small Candle 8')),
  es('pedidos de Olga Novac este año', everyOrder({ ...thisYear, clients: '=Olga Novak' })),

  // Two clients or two products compared
  en(
    'Hugo Smith vs Elena Silva revenue this year',
    compare(
      { label: ['Hugo Smith'], value: total('revenue', { ...thisYear, clients: '=Hugo Smith' }) },
      { label: ['Elena Silva'], value: total('revenue', { ...thisYear, clients: '=Elena Silva' }) },
    ),
  ),
  es(
    'compara las unidades vendidas de Small Candle 8 y Deluxe Candle 4 este año',
    compare(
      {
        label: ['Small Candle 8'],
        value: total('units', { ...thisYear, products: '=Small Candle 8' }),
      },
      {
        label: ['Deluxe Candle 4'],
        value: total('units', { ...thisYear, products: '=Deluxe Candle 4' }),
      },
    ),
  ),
  en(
    'OUT units at Downtown Store compared with Airport Kiosk last month',
    compare(
      at(
        'Downtown Store',
        total('units', { ...lastMonth, type: 'OUT', locations: '=Downtown Store' }),
      ),
      at(
        'Airport Kiosk',
        total('units', { ...lastMonth, type: 'OUT', locations: '=Airport Kiosk' }),
      ),
    ),
  ),

  // Averages, distinct counts, first dates, rankings
  en('average revenue per client last month', [
    { ratio: { of: total('revenue', lastMonth), per: { distinct: 'clients', where: lastMonth } } },
  ]),
  en('how many different clients did I have last week', distinctBoth('clients', lastWeek)),
  en('when did Ines Martin first order', dateBoth('first', { clients: '=Ines Martin' })),
  es('cuando hizo Ines Martin su primer pedido', dateBoth('first', { clients: '=Ines Martin' })),
  es('cuantos productos distintos vendi en mayo', { distinct: 'products', where: may }),
  en('top client last year', [
    ranked('revenue', 'client', 1, { ...lastYear, ties: true }),
    ...mostOrders(lastYear),
  ]),
  es('el producto estrella de mayo', bestProduct(may)),
  en('best month this year', ranked('revenue', 'month', 1, thisYear)),
  es('mejor dia de la semana pasada', ranked('revenue', 'day', 1, lastWeek)),

  // Narrowing words the data does not record: answering without them would be wrong
  en('how many new clients this month', 'decline'),
  en('sales paid by card last week', 'decline'),
  en('online orders this month', 'decline'),
  es('pedidos pagados en efectivo ayer', 'decline'),
  es('clientes nuevos este mes', 'decline'),
  es('ventas por categoria', 'decline'),
  en('revenue in euros this month', 'decline'),
  en('what time of day do I sell most', 'decline'),
  es('que dia de la semana vendo mas', 'decline'),
  en('sales this month', total('revenue', thisMonth)),
]
