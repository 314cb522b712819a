// Helpers of every import's write: comparing a row with the record, and batched statements.

/** Rows a statement carries: one JSON parameter each, so well under any parameter limit. */
const BATCH = 5_000

export async function writeBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await write(rows.slice(start, start + BATCH))
  }
}

/** JSON with object keys in order, so that two equal records read the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

export const sameValues = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
