// Placeholder rows a table shows while its data loads (spec §2 "A skeleton row shows while loading").
import { Skeleton } from './skeleton'
import { TableCell, TableRow } from './table'

export function TableSkeletonRows({ rows = 3, columns }: { rows?: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, j) => (
        <TableCell key={j}>
          <Skeleton className="h-4 w-24 max-w-full" />
        </TableCell>
      ))}
    </TableRow>
  ))
}
