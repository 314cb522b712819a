import { describe, expect, it } from 'vitest'
import type { Field } from '../../../common/custom-fields'
import { guessMapping } from './guess-mapping'
import { importKinds } from './import-kinds'

const field = (field_label: string): Field => ({
  id: field_label,
  entity_type: 'PRODUCTS',
  field_label,
  field_type: 'TEXT',
  field_options: [],
  active: true,
})

describe('guessMapping', () => {
  it('reads the exports’ own headers as themselves', () => {
    const products = importKinds.products.options([field('Color')])
    expect(
      guessMapping(
        ['product_id', 'name', 'price', 'active', 'photo', 'created_at', 'Color'],
        products,
      ),
    ).toEqual(['product_id', 'name', 'price', 'active', 'photo', null, 'Color'])
    const stock = importKinds.stock.options([])
    expect(
      guessMapping(['product_id', 'product', 'location_id', 'location', 'quantity'], stock),
    ).toEqual(['product_id', 'product', 'location_id', 'location', 'quantity'])
  })

  it('knows labels and usual headers in any case, accents and punctuation aside', () => {
    const products = importKinds.products.options([field('Weight (kg)'), field('Catégorie')])
    expect(
      guessMapping(
        ['Product Name', 'UNIT PRICE', 'weight kg', 'Categorie', 'Notes', 'Image-URL'],
        products,
      ),
    ).toEqual(['name', 'price', 'Weight (kg)', 'Catégorie', null, 'photo'])
    const clients = importKinds.clients.options([])
    expect(guessMapping(['Customer', 'E-mail', 'Street address'], clients)).toEqual([
      'name',
      'email',
      'address',
    ])
    const stock = importKinds.stock.options([])
    expect(guessMapping(['Item', 'Warehouse', 'Qty'], stock)).toEqual([
      'product',
      'location',
      'quantity',
    ])
  })

  it('reads each column once, and prefers a name to an alias', () => {
    const products = importKinds.products.options([field('Available')])
    expect(guessMapping(['Name', 'name', 'Available', 'Enabled'], products)).toEqual([
      'name',
      null,
      'Available',
      'active',
    ])
  })
})
