// The questions offered when one is declined: built from what was understood of it (the measure,
// the period, the names), and kept only when the parser answers them, so a suggestion is never
// itself declined.
import type { ValueFunction } from '../../../common/assistant'
import type { Understood } from './parser'
import type { Language } from './text'

const MEASURE: Partial<Record<ValueFunction, Record<Language, string>>> = {
  revenue: { en: 'revenue', es: 'ventas' },
  units: { en: 'units sold', es: 'unidades vendidas' },
  order_count: { en: 'number of orders', es: 'número de pedidos' },
  average_order_value: { en: 'average order value', es: 'valor medio del pedido' },
  stock: { en: 'stock', es: 'stock' },
}

const NAMED = {
  product: { en: 'of', es: 'de' },
  client: { en: 'from', es: 'de' },
  location: { en: 'at', es: 'en' },
} as const

const FALLBACK: Record<Language, string[]> = {
  en: [
    'revenue last month',
    'top 5 products by revenue this year',
    'how many pending orders do I have',
  ],
  es: [
    'ventas del mes pasado',
    'los 5 productos más vendidos este año',
    'cuántos pedidos pendientes tengo',
  ],
}

export function suggest(
  understood: Understood | undefined,
  lang: Language,
  answers: (question: string) => boolean,
): string[] {
  const es = lang === 'es'
  const value = understood?.value
  const measure = (value && MEASURE[value]?.[lang]) ?? (es ? 'ventas' : 'revenue')
  const period = understood?.period ? ` ${understood.period}` : ''
  const scope = (understood?.names ?? [])
    .slice(0, 2)
    .map((n) => ` ${NAMED[n.dimension][lang]} ${n.text}`)
    .join('')
  const stock = value === 'stock'
  const candidates = [
    `${measure}${scope}${stock ? '' : period}`,
    stock
      ? es
        ? `stock por ubicación${scope}`
        : `stock by location${scope}`
      : es
        ? `los 5 productos con más ventas${scope}${period}`
        : `top 5 products by revenue${scope}${period}`,
    stock
      ? es
        ? 'qué productos tienen poco stock'
        : 'what is low on stock'
      : es
        ? `${measure} por mes${scope}${period}`
        : `${measure} per month${scope}${period}`,
    es ? `los 5 mejores clientes${period}` : `top 5 clients${period}`,
    ...FALLBACK[lang],
  ]
  const kept = [...new Set(candidates.map((c) => c.trim()))].filter(answers)
  return kept.slice(0, 3)
}
