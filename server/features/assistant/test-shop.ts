// A small shop with known figures for the assistant's API tests, built through the real API.
import {
  as,
  makeClient,
  makeLocation,
  makeProduct,
  postOrder,
  signup,
  type Tenant,
} from '../../test/harness'
import type { App } from '../../app'

/**
 * Revenue: Widget Pro $50, Coffee Beans $40, Widget $40 (Ana $80, Ben $50; Ben's $250 order is
 * cancelled). Two pending orders. Stock at Warehouse 2: Widget Pro 0, Widget 5, Coffee Beans 50.
 */
export async function makeShop(app: App, names: { client?: string } = {}) {
  const tenant = await signup(app)
  const main = await makeLocation(app, tenant, { name: 'Main Warehouse', default: true })
  const second = await makeLocation(app, tenant, { name: 'Warehouse 2' })
  const widget = await makeProduct(app, tenant, { name: 'Widget', price: 10 })
  const pro = await makeProduct(app, tenant, { name: 'Widget Pro', price: 25 })
  const beans = await makeProduct(app, tenant, { name: 'Coffee Beans', price: 8 })
  const ana = await makeClient(app, tenant, { name: names.client ?? 'Ana Garcia' })
  const ben = await makeClient(app, tenant, { name: 'Ben Smith' })
  const move = async (
    type: 'IN' | 'ORDER',
    locationId: string,
    lines: [{ id: string }, number][],
    clientId?: string,
  ) => {
    const response = await postOrder(
      app,
      {
        providerId: tenant.providerId,
        locationId,
        transaction_type: type,
        ...(clientId && { clientId }),
        products: lines.map(([product, quantity]) => ({ id: product.id, quantity })),
      },
      { tenant },
    )
    if (response.statusCode !== 201) throw new Error(response.body)
    return response.json().order as { id: number }
  }
  await move('IN', main.id, [
    [widget, 100],
    [pro, 30],
    [beans, 3],
  ])
  await move('IN', second.id, [
    [widget, 5],
    [beans, 50],
  ])
  await move(
    'ORDER',
    main.id,
    [
      [widget, 3],
      [pro, 2],
    ],
    ana.id,
  )
  await move(
    'ORDER',
    main.id,
    [
      [widget, 1],
      [beans, 5],
    ],
    ben.id,
  )
  const cancelled = await move('ORDER', main.id, [[pro, 10]], ben.id)
  await as(app, tenant).put(`/order/${cancelled.id}`, { cancelled: true })
  return { tenant, main, second, widget, pro, beans, ana, ben }
}

export const ask = (app: App, tenant: Tenant, query: unknown) =>
  as(app, tenant).post('/llm-query-2', { query })
