// Reading every row of a large table in constant memory on both drivers (PGlite has no server
// cursors): batches in a fixed order, each one starting after the last row of the one before
// (keyset pagination), so that each batch is an index range however deep the export is.
export const BATCH_SIZE = 1000

export async function* keysetBatches<Row>(
  read: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: Row | undefined
  for (;;) {
    const rows = await read(after)
    if (rows.length > 0) yield rows
    if (rows.length < BATCH_SIZE) return
    after = rows.at(-1)
  }
}
