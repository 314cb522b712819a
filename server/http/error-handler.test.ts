// Database refusals as the error handler answers them: the stock bound with the spec's sentence,
// any other check constraint as bad data, never a 500.
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { messages } from '../../common/messages'
import { registerErrorHandler } from './error-handler'

/** A route that fails as a driver does: the PostgreSQL error, wrapped by Drizzle as its cause. */
function failingWith(code: string, constraint: string) {
  const app = Fastify()
  registerErrorHandler(app)
  app.get('/', () => {
    throw new Error('Failed query', {
      cause: Object.assign(new Error('check'), { code, constraint }),
    })
  })
  return app
}

describe('check constraints', () => {
  it('the stock bound is the spec’s sentence', async () => {
    const response = await failingWith('23514', 'stock_levels_quantity_range').inject('/')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'stock_out_of_range',
      message: messages.order.stockOutOfRange,
    })
  })

  it('another check is bad data, not stock', async () => {
    for (const constraint of ['orders_transfer_has_two_locations', 'reorder_rules_min_below_max']) {
      const response = await failingWith('23514', constraint).inject('/')
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('invalid_data')
    }
  })
})
