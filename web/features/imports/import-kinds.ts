// What each import reads: its columns and the headers a spreadsheet may give them, whose custom
// fields are columns too, and what a finished import makes stale. What it says on screen is in
// import-texts.ts.
import type { QueryKey } from '@tanstack/react-query'
import type { EntityType } from '../../../common/constants'
import type { Field } from '../../../common/custom-fields'
import { IMPORT_COLUMNS, type ImportKind } from '../../../common/imports'
import { changed } from '../../api/query-keys'

/** A choice of the mapping: what a column of the file can be read as. */
export interface MappingOption {
  /** What the server is told the column is (ImportOptions.mapping). */
  value: string
  /** The column's name on screen, in the screen's language (import-texts.ts). */
  label: string
  /** Headers read as this column when a file is chosen, besides its value and label. */
  aliases: readonly string[]
  custom?: boolean
}

/** Each column's usual headers; its English name among them, whatever the screen's language. */
type Columns<K extends ImportKind> = Record<(typeof IMPORT_COLUMNS)[K][number], readonly string[]>

const productColumns: Columns<'products'> = {
  product_id: ['id'],
  name: ['product', 'product name', 'item', 'title'],
  price: ['unit price', 'sale price', 'selling price'],
  active: ['available', 'availability', 'enabled'],
  photo: ['image', 'picture', 'photo url', 'image url'],
  reorder_min: [
    'reorder minimum',
    'min',
    'minimum',
    'min stock',
    'minimum stock',
    'reorder point',
    'reorder level',
  ],
  reorder_max: ['reorder maximum', 'max', 'maximum', 'max stock'],
}

const clientColumns: Columns<'clients'> = {
  client_id: ['id'],
  name: ['client', 'customer', 'full name', 'client name'],
  email: ['e mail', 'email address', 'mail'],
  address: ['street address', 'postal address'],
  active: ['enabled'],
}

const stockColumns: Columns<'stock'> = {
  product_id: [],
  product: ['product name', 'name', 'item'],
  location_id: [],
  location: ['location name', 'warehouse', 'store', 'shop'],
  quantity: ['counted quantity', 'qty', 'count', 'counted', 'stock', 'on hand', 'quantity counted'],
}

export interface ImportKindInfo {
  /** Whose custom fields are columns too. */
  fieldsOf?: EntityType
  stale: (providerId: string) => QueryKey[]
  /** The mapping's choices; `labelOf` names a column of the import on screen. */
  options: (fields: Field[], labelOf?: (value: string) => string) => MappingOption[]
}

const optionsOf =
  <K extends ImportKind>(columns: Columns<K>) =>
  (fields: Field[], labelOf = (value: string) => value): MappingOption[] => [
    ...Object.entries<readonly string[]>(columns).map(([value, aliases]) => ({
      value,
      label: labelOf(value),
      aliases,
    })),
    ...fields.map((field) => ({
      value: field.field_label,
      label: field.field_label,
      aliases: [],
      custom: true,
    })),
  ]

export const importKinds: Record<ImportKind, ImportKindInfo> = {
  products: {
    fieldsOf: 'PRODUCTS',
    stale: (providerId) => [
      ...changed.productCreated(providerId),
      ...changed.productUpdated(providerId),
    ],
    options: optionsOf(productColumns),
  },
  clients: {
    fieldsOf: 'CLIENTS',
    stale: changed.client,
    options: optionsOf(clientColumns),
  },
  stock: {
    stale: changed.order,
    options: optionsOf(stockColumns),
  },
}
