// What each import offers on screen: its columns as the mapping names them, the headers a
// spreadsheet may give them, how its report reads, and what a finished import makes stale.
import type { QueryKey } from '@tanstack/react-query'
import type { EntityType } from '../../../common/constants'
import type { Field } from '../../../common/custom-fields'
import { IMPORT_COLUMNS, type ImportKind } from '../../../common/imports'
import { changed } from '../../api/query-keys'

/** A choice of the mapping: what a column of the file can be read as. */
export interface MappingOption {
  /** What the server is told the column is (ImportOptions.mapping). */
  value: string
  label: string
  /** Headers read as this column when a file is chosen, besides its value and label. */
  aliases: readonly string[]
  custom?: boolean
}

type Columns<K extends ImportKind> = Record<
  (typeof IMPORT_COLUMNS)[K][number],
  { label: string; aliases: readonly string[] }
>

const productColumns: Columns<'products'> = {
  product_id: { label: 'Product id', aliases: ['id'] },
  name: { label: 'Name', aliases: ['product', 'product name', 'item', 'title'] },
  price: { label: 'Price', aliases: ['unit price', 'sale price', 'selling price'] },
  active: { label: 'Active', aliases: ['available', 'availability', 'enabled'] },
  photo: { label: 'Photo', aliases: ['image', 'picture', 'photo url', 'image url'] },
  reorder_min: {
    label: 'Reorder minimum',
    aliases: ['min', 'minimum', 'min stock', 'minimum stock', 'reorder point', 'reorder level'],
  },
  reorder_max: { label: 'Reorder maximum', aliases: ['max', 'maximum', 'max stock'] },
}

const clientColumns: Columns<'clients'> = {
  client_id: { label: 'Client id', aliases: ['id'] },
  name: { label: 'Name', aliases: ['client', 'customer', 'full name', 'client name'] },
  email: { label: 'Email', aliases: ['e mail', 'email address', 'mail'] },
  address: { label: 'Address', aliases: ['street address', 'postal address'] },
  active: { label: 'Active', aliases: ['enabled'] },
}

const stockColumns: Columns<'stock'> = {
  product_id: { label: 'Product id', aliases: [] },
  product: { label: 'Product name', aliases: ['name', 'item', 'product'] },
  location_id: { label: 'Location id', aliases: [] },
  location: { label: 'Location name', aliases: ['warehouse', 'store', 'shop'] },
  quantity: {
    label: 'Counted quantity',
    aliases: ['qty', 'count', 'counted', 'stock', 'on hand', 'quantity counted'],
  },
}

interface Tile {
  /** The count of the report it shows. */
  count: 'created' | 'updated' | 'unchanged'
  /** Its label before the import runs (a dry run), and after. */
  checked: string
  done: string
}

export interface ImportKindInfo {
  title: string
  /** What the rows are: "2 products", "1 count". */
  noun: (count: number) => string
  /** Whose custom fields are columns too. */
  fieldsOf?: EntityType
  /** Where to start: the export whose columns the import reads. */
  hint: string
  tiles: Tile[]
  stale: (providerId: string) => QueryKey[]
  options: (fields: Field[]) => MappingOption[]
}

const plural = (one: string, many: string) => (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

const optionsOf =
  <K extends ImportKind>(columns: Columns<K>) =>
  (fields: Field[]): MappingOption[] => [
    ...Object.entries<{ label: string; aliases: readonly string[] }>(columns).map(
      ([value, column]) => ({ value, ...column }),
    ),
    ...fields.map((field) => ({
      value: field.field_label,
      label: field.field_label,
      aliases: [],
      custom: true,
    })),
  ]

const recordTiles: Tile[] = [
  { count: 'created', checked: 'To create', done: 'Created' },
  { count: 'updated', checked: 'To update', done: 'Updated' },
  { count: 'unchanged', checked: 'Unchanged', done: 'Unchanged' },
]

export const importKinds: Record<ImportKind, ImportKindInfo> = {
  products: {
    title: 'Import products',
    noun: plural('product', 'products'),
    fieldsOf: 'PRODUCTS',
    hint: 'Rows match your products by id, else by name: a match is updated, the rest are created. The products export has the columns this reads.',
    tiles: recordTiles,
    stale: (providerId) => [
      ...changed.productCreated(providerId),
      ...changed.productUpdated(providerId),
    ],
    options: optionsOf(productColumns),
  },
  clients: {
    title: 'Import clients',
    noun: plural('client', 'clients'),
    fieldsOf: 'CLIENTS',
    hint: 'Rows match your clients by id, else by email: a match is updated, the rest are created. The clients export has the columns this reads.',
    tiles: recordTiles,
    stale: changed.client,
    options: optionsOf(clientColumns),
  },
  stock: {
    title: 'Import stock counts',
    noun: plural('count', 'counts'),
    hint: 'Each row is a counted quantity of a product at a location; the differences from the stock on hand are saved as one adjustment per location. The inventory export has the columns this reads.',
    tiles: [
      { count: 'updated', checked: 'To adjust', done: 'Adjusted' },
      { count: 'unchanged', checked: 'Already right', done: 'Already right' },
    ],
    stale: changed.order,
    options: optionsOf(stockColumns),
  },
}
