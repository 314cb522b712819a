// Exports of a provider's data as CSV files (issue #20): GET /api/provider/{id}/export/{name}.csv
// answers a list's rows, unpaged, with ids and custom fields by label, filtered by the list's own
// query parameters (limit and offset aside); all.zip holds every one of them.
export const CSV_EXPORTS = [
  'orders',
  'order_lines',
  'transactions',
  'products',
  'clients',
  'inventory',
] as const
export type CsvExport = (typeof CSV_EXPORTS)[number]
