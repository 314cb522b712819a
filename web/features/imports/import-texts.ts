// What each import says on screen, in the screen's language: its title, where to start, the
// names of its columns, its counts, and its buttons with how many rows they write.
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ImportKind, ImportReport } from '../../../common/imports'
import { formatNumber } from '../../components/format'

const COLUMN_LABELS: Record<string, MessageDescriptor> = {
  product_id: msg`Product id`,
  client_id: msg`Client id`,
  location_id: msg`Location id`,
  name: msg`Name`,
  price: msg`Price`,
  active: msg`Active`,
  photo: msg`Photo`,
  reorder_min: msg`Reorder minimum`,
  reorder_max: msg`Reorder maximum`,
  email: msg`Email`,
  address: msg`Address`,
  product: msg`Product name`,
  location: msg`Location name`,
  quantity: msg`Counted quantity`,
}

interface Tile {
  /** The count of the report it shows. */
  count: keyof Pick<ImportReport, 'created' | 'updated' | 'unchanged'>
  /** Its label before the import runs (a dry run), and after. */
  checked: string
  done: string
}

export interface ImportTexts {
  title: string
  /** Where to start: the export whose columns the import reads. */
  hint: string
  tiles: Tile[]
  /** The button that writes `count` rows. */
  importLabel: (count: number) => string
  /** What the progress bar says while they are written. */
  importingLabel: (count: number) => string
  /** A column of the import as the mapping names it. */
  labelOf: (value: string) => string
}

export function useImportTexts(kind: ImportKind): ImportTexts {
  const { t, i18n } = useLingui()
  const labelOf = (value: string) => {
    const label = COLUMN_LABELS[value]
    return label ? i18n._(label) : value
  }
  const recordTiles: Tile[] = [
    { count: 'created', checked: t`To create`, done: t`Created` },
    { count: 'updated', checked: t`To update`, done: t`Updated` },
    { count: 'unchanged', checked: t`Unchanged`, done: t`Unchanged` },
  ]
  // Counts of 1,000 and more are grouped as the rest of the app writes them.
  if (kind === 'products') {
    return {
      title: t`Import products`,
      hint: t`Rows match your products by id, else by name: a match is updated, the rest are created. The products export has the columns this reads.`,
      tiles: recordTiles,
      importLabel: (count) => {
        const n = formatNumber(count)
        return plural(count, { one: 'Import # product', other: `Import ${n} products` })
      },
      importingLabel: (count) => {
        const n = formatNumber(count)
        return plural(count, { one: 'Importing # product…', other: `Importing ${n} products…` })
      },
      labelOf,
    }
  }
  if (kind === 'clients') {
    return {
      title: t`Import clients`,
      hint: t`Rows match your clients by id, else by email: a match is updated, the rest are created. The clients export has the columns this reads.`,
      tiles: recordTiles,
      importLabel: (count) => {
        const n = formatNumber(count)
        return plural(count, { one: 'Import # client', other: `Import ${n} clients` })
      },
      importingLabel: (count) => {
        const n = formatNumber(count)
        return plural(count, { one: 'Importing # client…', other: `Importing ${n} clients…` })
      },
      labelOf,
    }
  }
  return {
    title: t`Import stock counts`,
    hint: t`Each row is a counted quantity of a product at a location; the differences from the stock on hand are saved as one adjustment per location. The inventory export has the columns this reads.`,
    tiles: [
      { count: 'updated', checked: t`To adjust`, done: t`Adjusted` },
      { count: 'unchanged', checked: t`Already right`, done: t`Already right` },
    ],
    importLabel: (count) => {
      const n = formatNumber(count)
      return plural(count, { one: 'Import # count', other: `Import ${n} counts` })
    },
    importingLabel: (count) => {
      const n = formatNumber(count)
      return plural(count, { one: 'Importing # count…', other: `Importing ${n} counts…` })
    },
    labelOf,
  }
}
