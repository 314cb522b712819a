// A nineteenth tuning round, written before its rules and tuned on: periods "to date" and "en lo
// que va de", rolling months, what is left in stock, the least sold, clients who did not buy,
// first and last events of the year, amounts "of" a product at a place, weekdays as rows (to
// decline). Dates are worked out by hand for EVAL_NOW (Wednesday 2026-06-17).
import { en, es, type EvalCase } from './answers'
import { dateBoth, everyOrder, stockOf } from './answer-keys'
import {
  lastMonth,
  lastWeek,
  ranked,
  thisMonth,
  thisWeek,
  thisYear,
  total,
  yesterday,
} from './cases'

const last3months = { from: '2026-03-18', to: '2026-06-17' }
const last3calendarMonths = { from: '2026-03-01', to: '2026-05-31' }
const threeMonthsToDate = { from: '2026-04-01', to: '2026-06-17' }

export const TUNING_ROUND_19: EvalCase[] = [
  // Periods to date
  en('month to date revenue', total('revenue', thisMonth)),
  en('sales week to date', total('revenue', thisWeek)),
  en('ytd units sold', total('units', thisYear)),
  es('ventas en lo que va de mes', total('revenue', thisMonth)),
  es('pedidos en lo que va de año', everyOrder(thisYear)),
  es('unidades vendidas en lo que va de semana', total('units', thisWeek)),
  en(
    'revenue over the last 3 months',
    [last3months, last3calendarMonths, threeMonthsToDate].map((p) => total('revenue', p)),
  ),
  es(
    'ventas de los ultimos 3 meses',
    [last3months, last3calendarMonths, threeMonthsToDate].map((p) => total('revenue', p)),
  ),

  // Stock left, the least sold, clients who did not buy
  en('how many Small Mug 5 are left', stockOf('Small Mug 5')),
  es('cuantas Small Mug 5 me quedan en Main Warehouse', stockOf('Small Mug 5', 'Main Warehouse')),
  en(
    'least sold product last month',
    ranked('units', 'product', 1, { ...lastMonth, sort: 'value asc', ties: true }),
  ),
  es(
    'el producto menos vendido de la semana pasada',
    ranked('units', 'product', 1, { ...lastWeek, sort: 'value asc', ties: true }),
  ),
  en("how many clients haven't ordered this month", [
    { distinct: 'clients', where: { ...thisMonth, status: 'any' }, missing: 'all' },
    { distinct: 'clients', where: thisMonth, missing: 'all' },
  ]),

  // First and last events
  en('when was the first sale of the year', dateBoth('first', thisYear)),
  es('cuando fue el ultimo pedido', dateBoth('last', {})),
  en('last order date for Ben Weber', dateBoth('last', { clients: '=Ben Weber' })),

  // Amounts of a product at a place
  en(
    'units of Small Mug 5 sold yesterday',
    total('units', { ...yesterday, products: '=Small Mug 5' }),
  ),
  es(
    'cuanto facture de Small Mug 5 el mes pasado',
    total('revenue', { ...lastMonth, products: '=Small Mug 5' }),
  ),

  // Weekdays and hours as rows
  es('cuanto vendo entre semana', 'decline'),
  en('sales on weekends', 'decline'),
  es('a que hora vendo mas', 'decline'),
]
