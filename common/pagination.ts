// Page arithmetic shared by every paginated list (spec §9).

/** A list's total is counted up to this many rows past the offset (server/db/capped-count.ts). */
export const COUNT_CAP = 1_000

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize)
}

export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize
}

/** The pager's range label, e.g. "1-100" for the first page of 250 rows. */
export function pageRangeLabel(page: number, pageSize: number, total: number): string {
  const first = pageOffset(page, pageSize) + 1
  const last = Math.min(total, first + pageSize - 1)
  return `${first}-${last}`
}

export function showPager(total: number, pageSize: number): boolean {
  return pageCount(total, pageSize) > 1
}
