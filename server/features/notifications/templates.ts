// The e-mails' words in English and Spanish, and their text and HTML bodies. Every value that
// comes from a person (names, products) is escaped in the HTML.
import type { NotificationLanguage } from '../../../common/notifications'
import type { LowStockItem } from '../../../common/reorder'

export type ClientOrderKind = 'order_received' | 'order_fulfilled' | 'order_cancelled'

interface Copy {
  clientSubject: Record<ClientOrderKind, (order: number, provider: string) => string>
  clientLead: Record<ClientOrderKind, (order: number, provider: string, date: string) => string>
  hello: (name: string) => string
  product: string
  quantity: string
  price: string
  total: string
  seeOrder: string
  whyClient: (provider: string) => string
  unsubscribe: string
  newOrderSubject: (order: number, client: string) => string
  newOrderLead: (order: number, client: string, date: string) => string
  openOrder: string
  digestSubject: (count: number) => string
  digestLead: (date: string) => string
  location: string
  allLocations: string
  onHand: string
  min: string
  suggested: string
  more: (count: number) => string
  openLowStock: string
  whyMember: string
  unsubscribeAsk: (provider: string) => string
  unsubscribeExplain: string
  unsubscribeButton: string
  unsubscribeDone: (provider: string) => string
}

const copies: Record<NotificationLanguage, Copy> = {
  en: {
    clientSubject: {
      order_received: (n, p) => `Order ${n} received — ${p}`,
      order_fulfilled: (n, p) => `Order ${n} fulfilled — ${p}`,
      order_cancelled: (n, p) => `Order ${n} cancelled — ${p}`,
    },
    clientLead: {
      order_received: (n, p, d) => `${p} has received your order ${n} of ${d}.`,
      order_fulfilled: (n, p, d) => `${p} has fulfilled your order ${n} of ${d}.`,
      order_cancelled: (n, p, d) => `Your order ${n} of ${d} with ${p} has been cancelled.`,
    },
    hello: (name) => `Hello ${name},`,
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    total: 'Total',
    seeOrder: 'See your order',
    whyClient: (p) => `You get this e-mail because you ordered from ${p}.`,
    unsubscribe: 'Unsubscribe',
    newOrderSubject: (n, c) => `New order ${n} from ${c}`,
    newOrderLead: (n, c, d) => `${c} placed order ${n} through your portal on ${d}.`,
    openOrder: 'Open the order',
    digestSubject: (count) => `Low stock: ${count} ${count === 1 ? 'item' : 'items'} to reorder`,
    digestLead: (d) => `At or below their minimum on ${d}:`,
    location: 'Location',
    allLocations: 'All locations (total)',
    onHand: 'On hand',
    min: 'Minimum',
    suggested: 'Suggested order',
    more: (count) => `… and ${count} more.`,
    openLowStock: 'See the low-stock list',
    whyMember: 'You can turn this e-mail off under Notifications in Stockline.',
    unsubscribeAsk: (p) => `Stop order e-mails from ${p}?`,
    unsubscribeExplain: 'You will no longer get e-mails about your orders with this provider.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribeDone: (p) => `Done: you will no longer get order e-mails from ${p}.`,
  },
  es: {
    clientSubject: {
      order_received: (n, p) => `Pedido ${n} recibido — ${p}`,
      order_fulfilled: (n, p) => `Pedido ${n} completado — ${p}`,
      order_cancelled: (n, p) => `Pedido ${n} cancelado — ${p}`,
    },
    clientLead: {
      order_received: (n, p, d) => `${p} ha recibido tu pedido ${n} del ${d}.`,
      order_fulfilled: (n, p, d) => `${p} ha completado tu pedido ${n} del ${d}.`,
      order_cancelled: (n, p, d) => `Tu pedido ${n} del ${d} con ${p} ha sido cancelado.`,
    },
    hello: (name) => `Hola, ${name}:`,
    product: 'Producto',
    quantity: 'Cantidad',
    price: 'Precio',
    total: 'Total',
    seeOrder: 'Ver tu pedido',
    whyClient: (p) => `Recibes este correo porque hiciste un pedido a ${p}.`,
    unsubscribe: 'Darse de baja',
    newOrderSubject: (n, c) => `Nuevo pedido ${n} de ${c}`,
    newOrderLead: (n, c, d) => `${c} ha hecho el pedido ${n} desde tu portal el ${d}.`,
    openOrder: 'Abrir el pedido',
    digestSubject: (count) =>
      `Stock bajo: ${count} ${count === 1 ? 'artículo' : 'artículos'} para reponer`,
    digestLead: (d) => `En su mínimo o por debajo el ${d}:`,
    location: 'Ubicación',
    allLocations: 'Todas las ubicaciones (total)',
    onHand: 'Existencias',
    min: 'Mínimo',
    suggested: 'Pedido sugerido',
    more: (count) => `… y ${count} más.`,
    openLowStock: 'Ver la lista de stock bajo',
    whyMember: 'Puedes desactivar este correo en Notificaciones, en Stockline.',
    unsubscribeAsk: (p) => `¿Dejar de recibir correos de pedidos de ${p}?`,
    unsubscribeExplain: 'Ya no recibirás correos sobre tus pedidos con este proveedor.',
    unsubscribeButton: 'Darme de baja',
    unsubscribeDone: (p) => `Listo: ya no recibirás correos de pedidos de ${p}.`,
  },
}

export interface Rendered {
  subject: string
  text: string
  html: string
}

export interface OrderFacts {
  id: number
  createdAt: Date
  clientName: string
  lines: { name: string; quantity: number; price: number }[]
  total: number
}

interface Locale {
  language: NotificationLanguage
  /** The provider's time zone, in which dates are written. */
  timeZone: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

// Money as the app shows it (spec §9): a $ prefix and two decimals.
const money = (amount: number) => `$${amount.toFixed(2)}`

const longDate = (at: Date, { language, timeZone }: Locale) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(at)

/** Columns of a table, as aligned plain text and as an HTML table. */
function table(head: string[], rows: string[][], numeric: boolean[]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  const cell = (tag: string, text: string, i: number) =>
    `<${tag} style="padding:4px 8px;text-align:${numeric[i] ? 'right' : 'left'}">${escapeHtml(text)}</${tag}>`
  return {
    text: [line(head), ...rows.map(line)].join('\n'),
    html:
      '<table style="border-collapse:collapse">' +
      `<tr>${head.map((h, i) => cell('th', h, i)).join('')}</tr>` +
      rows.map((r) => `<tr>${r.map((c, i) => cell('td', c, i)).join('')}</tr>`).join('') +
      '</table>',
  }
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`
const link = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`
const small = (html: string) => `<p style="color:#666;font-size:12px">${html}</p>`
const htmlDocument = (body: string) =>
  `<!doctype html><html><body style="font-family:sans-serif;color:#222">${body}</body></html>`

function orderTable(order: OrderFacts, c: Copy) {
  const rows = order.lines.map((l) => [l.name, String(l.quantity), money(l.price)])
  return table(
    [c.product, c.quantity, c.price],
    [...rows, [c.total, '', money(order.total)]],
    [false, true, true],
  )
}

/** A client's e-mail about their order: received, fulfilled or cancelled. */
export function clientOrderMail(
  kind: ClientOrderKind,
  locale: Locale,
  facts: { order: OrderFacts; provider: string; orderUrl: string | null; unsubscribeUrl: string },
): Rendered {
  const c = copies[locale.language]
  const { order, provider } = facts
  const lead = c.clientLead[kind](order.id, provider, longDate(order.createdAt, locale))
  const lines = orderTable(order, c)
  return {
    subject: c.clientSubject[kind](order.id, provider),
    text: [
      c.hello(order.clientName),
      lead,
      lines.text,
      facts.orderUrl && `${c.seeOrder}: ${facts.orderUrl}`,
      `--\n${c.whyClient(provider)}\n${c.unsubscribe}: ${facts.unsubscribeUrl}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: htmlDocument(
      paragraph(c.hello(order.clientName)) +
        paragraph(lead) +
        lines.html +
        (facts.orderUrl ? link(facts.orderUrl, c.seeOrder) : '') +
        small(
          `${escapeHtml(c.whyClient(provider))} <a href="${escapeHtml(facts.unsubscribeUrl)}">${escapeHtml(c.unsubscribe)}</a>`,
        ),
    ),
  }
}

/** The provider's e-mail about an order placed through the portal. */
export function newOrderMail(
  locale: Locale,
  facts: { order: OrderFacts; orderUrl: string },
): Rendered {
  const c = copies[locale.language]
  const { order } = facts
  const lead = c.newOrderLead(order.id, order.clientName, longDate(order.createdAt, locale))
  const lines = orderTable(order, c)
  return {
    subject: c.newOrderSubject(order.id, order.clientName),
    text: [lead, lines.text, `${c.openOrder}: ${facts.orderUrl}`, `--\n${c.whyMember}`].join(
      '\n\n',
    ),
    html: htmlDocument(
      paragraph(lead) +
        lines.html +
        link(facts.orderUrl, c.openOrder) +
        small(escapeHtml(c.whyMember)),
    ),
  }
}

/** The daily low-stock digest: the first items of the list and how many more there are. */
export function digestMail(
  locale: Locale,
  facts: { items: LowStockItem[]; total: number; day: Date; listUrl: string },
): Rendered {
  const c = copies[locale.language]
  const lead = c.digestLead(longDate(facts.day, locale))
  const rows = table(
    [c.product, c.location, c.onHand, c.min, c.suggested],
    facts.items.map((item) => [
      item.product.name,
      item.location?.name ?? c.allLocations,
      String(item.on_hand),
      String(item.min),
      String(item.suggested),
    ]),
    [false, false, true, true, true],
  )
  const rest = facts.total - facts.items.length
  const more = rest > 0 ? c.more(rest) : ''
  return {
    subject: c.digestSubject(facts.total),
    text: [lead, rows.text, more, `${c.openLowStock}: ${facts.listUrl}`, `--\n${c.whyMember}`]
      .filter(Boolean)
      .join('\n\n'),
    html: htmlDocument(
      paragraph(lead) +
        rows.html +
        (more ? paragraph(more) : '') +
        link(facts.listUrl, c.openLowStock) +
        small(escapeHtml(c.whyMember)),
    ),
  }
}

/** The page the unsubscribe link opens: a question with one button, then the answer. */
export function unsubscribePage(
  language: NotificationLanguage,
  provider: string,
  done: boolean,
): string {
  const c = copies[language]
  const body = done
    ? `<h1 style="font-size:20px">${escapeHtml(c.unsubscribeDone(provider))}</h1>`
    : `<h1 style="font-size:20px">${escapeHtml(c.unsubscribeAsk(provider))}</h1>` +
      paragraph(c.unsubscribeExplain) +
      `<form method="post"><button type="submit">${escapeHtml(c.unsubscribeButton)}</button></form>`
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.unsubscribe)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`
}
