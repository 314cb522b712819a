import { describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY } from '../../../common/constants'
import { parseTransactionPrefill } from './transaction-prefill'

const a = '0b6c8a52-5a9e-4c47-9f0e-3f1d2a7b9c01'
const b = '7e2d4f10-1c3b-4a5d-8e6f-9a0b1c2d3e4f'
const main = 'c1f0e2d3-4b5a-4697-8877-665544332211'
const annex = 'd2e1f0a9-b8c7-4d6e-9f5a-0b1c2d3e4f5a'

const parse = (search: string) => parseTransactionPrefill(new URLSearchParams(search))

describe('parseTransactionPrefill', () => {
  it('reads the type, the location and the quantities of a receipt', () => {
    expect(parse(`?type=IN&location=${main}&lines=${a}:12,${b}:3`)).toEqual({
      type: 'IN',
      locationId: main,
      toLocationId: null,
      quantities: new Map([
        [a, 12],
        [b, 3],
      ]),
    })
  })

  it("reads a transfer's destination, and no destination for another type", () => {
    expect(parse(`?type=transfer&location=${main}&to=${annex}`)).toMatchObject({
      type: 'TRANSFER',
      toLocationId: annex,
    })
    expect(parse(`?type=OUT&location=${main}&to=${annex}`)).toMatchObject({
      type: 'OUT',
      toLocationId: null,
    })
  })

  it('adds up a product named twice and reads ids in either case', () => {
    const { quantities } = parse(`?lines=${a}:2,${a.toUpperCase()}:5`)
    expect(quantities).toEqual(new Map([[a, 7]]))
  })

  it('leaves out what cannot be used', () => {
    expect(parse('')).toEqual({
      type: null,
      locationId: null,
      toLocationId: null,
      quantities: new Map(),
    })
    expect(parse('?type=ORDER&location=main').type).toBeNull()
    expect(parse('?type=ADJUST').type).toBeNull()
    expect(parse('?location=main').locationId).toBeNull()
    const lines = [
      `${a}:0`,
      `${a}:-4`,
      `${a}:2.5`,
      `${a}:many`,
      `${a}:`,
      `${a}`,
      'not-an-id:3',
      `:${MAX_LINE_QUANTITY}`,
      `${b}:1e400`,
      '',
    ]
    expect(parse(`?lines=${lines.join(',')}`).quantities).toEqual(new Map())
  })

  it('fills in a quantity beyond one line’s limit, for the form to say so', () => {
    expect(parse(`?lines=${a}:${MAX_LINE_QUANTITY + 1}`).quantities).toEqual(
      new Map([[a, MAX_LINE_QUANTITY + 1]]),
    )
  })
})
